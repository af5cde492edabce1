import 'server-only'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import { isLocale } from '@/i18n/locales'
import { getLocale } from 'next-intl/server'
import {
  PLAIN_COOKIE,
  SECURE_COOKIE,
  clearedCookie,
  isHttps,
  needsTouch,
  newSession,
  requestNow,
  sessionCookie,
  sessionLimits,
  unseal,
  type SessionData,
} from '@/lib/session/cookie'
import { unsealVariant, variantMember } from '@/lib/page-cache/member'
import { limitStore } from '@/lib/rate-limit/store'
import { FRAME_HEADERS } from '@/lib/shell/frame-headers'
import { pageContext } from '@/lib/request-context'
import { currentTenant } from '@/lib/tenant'
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE, type MemberView, type SessionMember } from '@/lib/types'
import { revokeToken } from '@/lib/upstream/auth'
import type { UpstreamContext } from '@/lib/upstream/client'

// Sessions: the upstream token and a minimal member view, sealed in an httpOnly cookie (iron-session).
// Lifetimes are enforced from timestamps inside the seal; logout and expiry also revoke the token
// upstream and remember the session id as revoked, so an old copy of the cookie no longer works.

export type { SessionData } from '@/lib/session/cookie'

export type SessionRead = {
  session: SessionData | null
  // What the request carried: nothing, a live session, one past its lifetime, one revoked at logout, or
  // something that does not unseal (tampered, foreign secret, another tenant).
  state: 'none' | 'valid' | 'expired' | 'revoked' | 'invalid'
  now: number
  https: boolean
}

const revokedKey = (sid: string) => `revoked:${sid}`

async function readRaw(): Promise<SessionRead> {
  const [jar, h, tenant] = await Promise.all([cookies(), headers(), currentTenant()])
  const now = requestNow(h)
  const https = isHttps(h)
  // Over https only the __Host- cookie counts: a plain-named one could have been planted over http.
  const value = jar.get(https ? SECURE_COOKIE : PLAIN_COOKIE)?.value
  if (!value) return { session: null, state: 'none', now, https }
  const result = await unseal(value, tenant.id, now)
  if (result.state === 'invalid') return { session: null, state: 'invalid', now, https }
  if (result.state === 'expired') return { session: result.data, state: 'expired', now, https }
  if (await limitStore().isMarked(revokedKey(result.data.sid))) {
    return { session: null, state: 'revoked', now, https }
  }
  return { session: result.data, state: 'valid', now, https }
}

// The request's session as read once per request (the wrapper and server components share it).
export const readSession = cache(readRaw)

// The live session of this request, or null. Server only: it carries the upstream token.
export async function getSession(): Promise<SessionData | null> {
  const read = await readSession()
  return read.state === 'valid' ? read.session : null
}

export function memberView(member: SessionMember, mustChangePassword = false): MemberView {
  return {
    id: member.id,
    account: member.account,
    userName: member.userName,
    nickname: member.nickname,
    type: member.type,
    isTrial: member.type === TRIAL_ACCOUNT_TYPE,
    isAgent: AGENT_ACCOUNT_TYPES.includes(member.type),
    labels: member.labels,
    rankLevel: member.rankLevel ?? 0,
    mustChangePassword,
    canTransferToUpline: member.toUpline ?? false,
  }
}

// The signed-in member for pages and handlers; never the token. The page cache's render of a signed-in
// home variant has no session: it sees the variant's member, with a placeholder for the name.
export const currentMember = cache(async (): Promise<MemberView | null> => {
  const session = await getSession()
  if (session) {
    const view = memberView(session.member, session.mustChangePassword)
    const now = requestNow(await headers())
    const until = session.onBreak?.until
    if (session.onBreak && (until === null || (until !== undefined && until > now))) {
      view.onBreak = {
        kind: session.onBreak.kind,
        until: until === null || until === undefined ? null : new Date(until).toISOString(),
      }
    }
    return view
  }
  const [h, tenant] = await Promise.all([headers(), currentTenant()])
  const sealed = h.get(FRAME_HEADERS.member)
  const variant = sealed ? await unsealVariant(sealed, tenant.id) : null
  return variant ? variantMember(variant) : null
})

// Cookie writes only work in route handlers and server actions; while a page renders they are refused,
// and the proxy clears the cookie on the next navigation instead.
async function writeCookie(spec: Awaited<ReturnType<typeof sessionCookie>>): Promise<void> {
  try {
    ;(await cookies()).set(spec)
  } catch {
    // Rendering a server component: nothing to do here.
  }
}

async function clearCookies(https: boolean): Promise<void> {
  await writeCookie(clearedCookie(https))
  if (https) await writeCookie(clearedCookie(false))
}

// Starts a session after a login or registration: always a new session id and a new seal, so nothing
// from before the login (a planted cookie, an earlier member's session) carries over.
export async function startSession(
  token: string,
  member: SessionMember,
  options: { mustChangePassword?: boolean; firstLogin?: boolean; onBreak?: SessionData['onBreak'] } = {},
): Promise<SessionData> {
  const [h, tenant] = await Promise.all([headers(), currentTenant()])
  const now = requestNow(h)
  const https = isHttps(h)
  // Whatever session this browser had ends here, upstream too, so no token outlives its cookie.
  const previous = await readSession()
  if (previous.session) {
    await forget(previous.session, now)
    if (previous.session.token !== token) await revokeQuietly(previous.session)
  }
  const data = newSession(tenant.id, token, member, now, options.mustChangePassword ?? false)
  if (options.firstLogin) data.firstLogin = true
  if (options.onBreak) data.onBreak = options.onBreak
  await writeCookie(await sessionCookie(data, https, now))
  return data
}

// Reseals with a fresh `lastSeenAt` (the idle timeout restarts), at most once a minute.
export async function touchSession(): Promise<void> {
  const read = await readSession()
  if (read.state !== 'valid' || !read.session || !needsTouch(read.session, read.now)) return
  await writeCookie(await sessionCookie({ ...read.session, lastSeenAt: read.now }, read.https, read.now))
}

// Rewrites the session after a change the member made (a password changed, the member view refreshed).
export async function updateSession(
  change: Partial<Pick<SessionData, 'member' | 'mustChangePassword' | 'onBreak'>>,
) {
  const read = await readSession()
  if (read.state !== 'valid' || !read.session) return
  const next = { ...read.session, ...change, lastSeenAt: read.now }
  await writeCookie(await sessionCookie(next, read.https, read.now))
}

// Marks the session id as revoked for as long as its cookie could still be presented.
async function forget(session: SessionData, now: number): Promise<void> {
  const remaining = session.createdAt + sessionLimits().maxMs - now + 60_000
  if (remaining > 0) await limitStore().mark(revokedKey(session.sid), remaining)
}

async function revokeQuietly(session: SessionData): Promise<void> {
  try {
    const [tenant, locale] = await Promise.all([currentTenant(), getLocale()])
    await revokeToken({
      tenant,
      locale: isLocale(locale) ? locale : tenant.defaultLocale,
      token: session.token,
    })
  } catch {
    // The token dies on its own upstream; the Portal has already stopped accepting it.
  }
}

// Ends the session: the token is revoked upstream (unless the platform already called it dead), the
// session id is remembered as revoked and the cookie cleared. Safe to call without a session.
export async function endSession(options: { revoke?: boolean } = {}): Promise<void> {
  const read = await readSession()
  if (read.session) {
    await forget(read.session, read.now)
    if (options.revoke !== false) await revokeQuietly(read.session)
  }
  if (read.state !== 'none') await clearCookies(read.https)
}

// For server components that read personal data: the request's upstream context with the token, which
// ends the session if the platform calls the token dead.
export const upstreamContext = cache(async (): Promise<UpstreamContext | null> => {
  const session = await getSession()
  if (!session) return null
  return {
    ...(await pageContext()),
    token: session.token,
    onSessionLost: () => endSession({ revoke: false }),
  }
})
