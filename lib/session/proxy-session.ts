import type { NextRequest, NextResponse } from 'next/server'
import { limitStore } from '@/lib/rate-limit/store'
import { tenantForHost } from '@/lib/tenant/registry'
import {
  clearedCookie,
  cookieNameFor,
  isHttps,
  needsTouch,
  requestNow,
  sessionCookie,
  unseal,
  type SessionData,
  type Unsealed,
} from './cookie'

export type ProxySession = { https: boolean; now: number; value: Unsealed; revoked: boolean }

// The request's session cookie as the proxy sees it: unsealed, and whether it was revoked at logout.
export async function readProxySession(request: NextRequest): Promise<ProxySession | null> {
  const https = isHttps(request.headers, request.url)
  const value = request.cookies.get(cookieNameFor(https))?.value
  if (!value) return null
  const tenant = tenantForHost(request.headers.get('host'))
  if (!tenant) return null
  const now = requestNow(request.headers)
  const result = await unseal(value, tenant.id, now)
  const revoked = result.state === 'valid' && (await limitStore().isMarked(`revoked:${result.data.sid}`))
  return { https, now, value: result, revoked }
}

// The live session of a request the proxy has read, or null.
export function liveSession(read: ProxySession | null): SessionData | null {
  return read?.value.state === 'valid' && !read.revoked ? read.value.data : null
}

// On page navigations the proxy keeps the session cookie honest: a live session gets a fresh idle
// timestamp (at most once a minute), and a cookie that is past its lifetime or does not unseal is
// cleared. Pages cannot write cookies while rendering, so this is where that happens.
export async function refreshSessionCookie(
  request: NextRequest,
  response: NextResponse,
  known?: ProxySession | null,
): Promise<void> {
  const read = known === undefined ? await readProxySession(request) : known
  if (!read) return
  const session = liveSession(read)
  if (!session) {
    response.cookies.set(clearedCookie(read.https))
    return
  }
  if (needsTouch(session, read.now)) {
    response.cookies.set(await sessionCookie({ ...session, lastSeenAt: read.now }, read.https, read.now))
  }
}
