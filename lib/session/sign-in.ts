import 'server-only'
import { memberView, startSession } from '@/lib/session'
import type { MemberView } from '@/lib/types'
import { revokeToken } from '@/lib/upstream/auth'
import type { UpstreamContext } from '@/lib/upstream/client'
import { memberInfo, sessionMemberOf } from '@/lib/upstream/member'

// The last step of every way in (password, SMS code, free play, registration, reset by phone): read
// who the token belongs to and seal a fresh session. Should that fail, the token is revoked at once
// so that no live token is left behind without a session holding it.
export async function signIn(
  ctx: UpstreamContext,
  token: string,
  options: { mustChangePassword?: boolean; firstLogin?: boolean } = {},
): Promise<MemberView> {
  const withToken: UpstreamContext = { tenant: ctx.tenant, locale: ctx.locale, clientIp: ctx.clientIp, token }
  try {
    const profile = await memberInfo(withToken)
    const member = sessionMemberOf(profile)
    await startSession(token, member, options)
    return memberView(member, options.mustChangePassword ?? false)
  } catch (error) {
    await revokeToken(withToken).catch(() => undefined)
    throw error
  }
}
