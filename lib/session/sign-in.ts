import 'server-only'
import { memberView, startSession } from '@/lib/session'
import type { MemberView } from '@/lib/types'
import { revokeToken } from '@/lib/upstream/auth'
import type { UpstreamContext } from '@/lib/upstream/client'
import { memberInfo, sessionMemberOf } from '@/lib/upstream/member'
import { protectionState } from '@/lib/upstream/protection'
import { breakOf } from '@/lib/protection/break'
import { TRIAL_ACCOUNT_TYPE } from '@/lib/types'

// The last step of every way in (password, SMS code, free play, registration, reset by phone): read
// who the token belongs to (and whether they are on a break) and seal a fresh session. Should that fail, the token is revoked at once
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
    // A time-out or self-exclusion running (started here or anywhere else) rides in the session, so every
    // page leaves out what invites play; unread, the member simply meets the platform's refusals.
    const state =
      member.type === TRIAL_ACCOUNT_TYPE ? null : await protectionState(withToken).catch(() => null)
    const onBreak = state ? breakOf(state.block, Date.parse(state.now) || Date.now()) : undefined
    await startSession(token, member, { ...options, onBreak })
    return memberView(member, options.mustChangePassword ?? false)
  } catch (error) {
    await revokeToken(withToken).catch(() => undefined)
    throw error
  }
}
