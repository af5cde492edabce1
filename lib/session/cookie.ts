import { createHash, randomBytes } from 'node:crypto'
import { sealData, unsealData } from 'iron-session'
import { env } from '@/lib/env'
import type { SessionMember } from '@/lib/types'

// The sealed session cookie without any framework around it, so that route handlers, server
// components and the proxy read it the same way. Everything here is server-side: the seal is opaque
// to the browser and the cookie is httpOnly. (No `server-only` marker because the proxy imports it;
// the guard below fails loudly instead should a browser bundle ever pull it in.)
if (typeof window !== 'undefined') throw new Error('session-cookie is server-only')

export type SessionData = {
  v: 1
  sid: string
  tenant: string
  token: string
  member: SessionMember
  createdAt: number
  lastSeenAt: number
  mustChangePassword: boolean
  // The member's first sign-in ever: first-login (execution F) pop-ups are asked for as well.
  firstLogin?: boolean
  // A time-out or self-exclusion the member is on (RTS 14A): until when (ms), or null while it holds until
  // lifted. Pages show nothing that invites play meanwhile (lib/protection/break.ts).
  onBreak?: { kind: 'timeout' | 'exclusion'; until: number | null }
}

export const SECURE_COOKIE = '__Host-portal'
export const PLAIN_COOKIE = 'portal-session'
// A hand-over link waiting for the visitor's choice (lib/session/handover.ts).
export const HANDOVER_COOKIE = 'portal-handover'
// A session is resealed with a fresh `lastSeenAt` at most this often, to spare a Set-Cookie per request.
export const TOUCH_INTERVAL_MS = 60_000

const DEV_SECRET_SEED = 'portal-development-session-secret'
let warned = false

// The secrets that seal and unseal sessions. Production refuses to start without SESSION_SECRETS; other
// modes fall back to a fixed development secret so that a fresh checkout runs, and say so once.
export function sessionSecrets(): Record<string, string> {
  const configured = env().SESSION_SECRETS
  if (configured) return configured
  if (env().NODE_ENV === 'production') {
    throw new Error(
      'SESSION_SECRETS is required in production (comma-separated id:secret pairs, 32+ characters)',
    )
  }
  if (!warned) {
    warned = true
    console.warn(
      '[session] SESSION_SECRETS is not set: using a development secret. Never do this in production.',
    )
  }
  return { '1': createHash('sha256').update(DEV_SECRET_SEED).digest('hex') }
}

export function sessionLimits(): { idleMs: number; maxMs: number } {
  return { idleMs: env().SESSION_IDLE_MINUTES * 60_000, maxMs: env().SESSION_MAX_HOURS * 3_600_000 }
}

// Request time for session timestamps. Test runs may move it with `X-Test-Now` to watch a session expire
// without waiting; anywhere else the header is ignored.
export function requestNow(headers: Pick<Headers, 'get'>): number {
  if (env().PORTAL_TEST_CLOCK) {
    const fake = Number(headers.get('x-test-now'))
    if (Number.isSafeInteger(fake) && fake > 0) return fake
  }
  return Date.now()
}

// X-Forwarded-Proto counts only from a trusted proxy (lib/net/forwarded.ts): from anyone else it would let
// a plain-http client be handed the __Host- cookie.
export { isHttps } from '@/lib/net/forwarded'

export function cookieNameFor(https: boolean): string {
  return https ? SECURE_COOKIE : PLAIN_COOKIE
}

export type CookieSpec = {
  name: string
  value: string
  httpOnly: true
  secure: boolean
  sameSite: 'lax'
  path: '/'
  maxAge: number
}

export function newSession(
  tenant: string,
  token: string,
  member: SessionMember,
  now: number,
  mustChangePassword = false,
): SessionData {
  return {
    v: 1,
    sid: randomBytes(16).toString('base64url'),
    tenant,
    token,
    member,
    createdAt: now,
    lastSeenAt: now,
    mustChangePassword,
  }
}

// The seal's own lifetime matches the absolute limit (plus a minute of clock skew); the timestamps inside
// are what enforce idle and absolute expiry.
function sealTtlSeconds(): number {
  return Math.ceil(sessionLimits().maxMs / 1000) + 60
}

export async function seal(data: SessionData): Promise<string> {
  return sealData(data, { password: sessionSecrets(), ttl: sealTtlSeconds() })
}

export type Unsealed =
  | { state: 'valid'; data: SessionData }
  | { state: 'expired'; data: SessionData; reason: 'idle' | 'absolute' }
  | { state: 'invalid' }

function isSessionData(value: unknown): value is SessionData {
  const v = value as Partial<SessionData> | null
  return (
    !!v &&
    v.v === 1 &&
    typeof v.sid === 'string' &&
    typeof v.token === 'string' &&
    typeof v.tenant === 'string' &&
    typeof v.createdAt === 'number' &&
    typeof v.lastSeenAt === 'number' &&
    !!v.member &&
    typeof v.member.id === 'string'
  )
}

// Tampered cookies, cookies sealed with a secret we do not hold and cookies of another tenant all read
// as "no session"; expired ones are told apart so the caller can revoke their token.
export async function unseal(value: string, tenant: string, now: number): Promise<Unsealed> {
  let data: unknown
  try {
    data = await unsealData(value, { password: sessionSecrets(), ttl: sealTtlSeconds() })
  } catch {
    return { state: 'invalid' }
  }
  if (!isSessionData(data) || data.tenant !== tenant) return { state: 'invalid' }
  const { idleMs, maxMs } = sessionLimits()
  if (now - data.createdAt >= maxMs || now < data.createdAt - 60_000) {
    return { state: 'expired', data, reason: 'absolute' }
  }
  if (now - data.lastSeenAt >= idleMs) return { state: 'expired', data, reason: 'idle' }
  return { state: 'valid', data }
}

export async function sessionCookie(data: SessionData, https: boolean, now: number): Promise<CookieSpec> {
  const remaining = Math.max(1, Math.floor((data.createdAt + sessionLimits().maxMs - now) / 1000))
  return {
    name: cookieNameFor(https),
    value: await seal(data),
    httpOnly: true,
    secure: https,
    sameSite: 'lax',
    path: '/',
    maxAge: remaining,
  }
}

export function clearedCookie(https: boolean): CookieSpec {
  return {
    name: cookieNameFor(https),
    value: '',
    httpOnly: true,
    secure: https,
    sameSite: 'lax',
    path: '/',
    maxAge: 0,
  }
}

export function needsTouch(data: SessionData, now: number): boolean {
  return now - data.lastSeenAt >= TOUCH_INTERVAL_MS
}
