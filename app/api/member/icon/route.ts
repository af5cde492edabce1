// GET /api/member/icon - the signed-in member's avatar
import { bff } from '@/lib/bff/handler'
import { assetUrl } from '@/lib/upstream/catalogue'
import { memberIcon } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'trial' }, async ({ upstream, status }) => {
  const [icon, site] = await Promise.all([memberIcon(upstream), status()])
  return { avatar: icon.avatar, url: icon.url ? assetUrl(site.imageBase, icon.url) : null }
})
