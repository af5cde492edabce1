// GET /api/member/info - the signed-in member's profile (club, labels, masked mobile)
import { bff } from '@/lib/bff/handler'
import { updateSession } from '@/lib/session'
import { memberInfo, sessionMemberOf } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'trial' }, async ({ upstream, session }) => {
  const profile = await memberInfo(upstream)
  // Labels and nickname change upstream; the session's copy follows whenever the profile is read.
  const fresh = sessionMemberOf(profile)
  if (session && JSON.stringify(fresh) !== JSON.stringify(session.member))
    await updateSession({ member: fresh })
  return profile
})
