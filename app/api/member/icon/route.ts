// GET /api/member/icon - the signed-in member's avatar, the point-mall frame they own and the set to pick from
// POST /api/member/icon {avatar} - pick another avatar of the set
import { bff } from '@/lib/bff/handler'
import { AvatarInput, type AvatarView } from '@/lib/member/schemas'
import { assetUrl } from '@/lib/upstream/catalogue'
import type { UpstreamContext } from '@/lib/upstream/client'
import { playerAvatar, setPlayerAvatar } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

async function avatarView(upstream: UpstreamContext, imageBase: Promise<string>): Promise<AvatarView> {
  const [avatar, base] = await Promise.all([playerAvatar(upstream), imageBase])
  return {
    avatar: avatar.avatar,
    url: avatar.icon ? assetUrl(base, avatar.icon) : null,
    frame: avatar.frame,
    choices: avatar.choices.map((choice) => ({ avatar: choice.avatar, url: assetUrl(base, choice.icon) })),
  }
}

export const GET = bff({ role: 'trial' }, async ({ upstream, status }) =>
  avatarView(
    upstream,
    status().then((site) => site.imageBase),
  ),
)

export const POST = bff({ role: 'member', input: AvatarInput }, async ({ input, upstream, status }) => {
  await setPlayerAvatar(upstream, input.avatar)
  return avatarView(
    upstream,
    status().then((site) => site.imageBase),
  )
})
