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
} from './cookie'

// On page navigations the proxy keeps the session cookie honest: a live session gets a fresh idle
// timestamp (at most once a minute), and a cookie that is past its lifetime or does not unseal is
// cleared. Pages cannot write cookies while rendering, so this is where that happens.
export async function refreshSessionCookie(request: NextRequest, response: NextResponse): Promise<void> {
  const https = isHttps(request.headers, request.url)
  const name = cookieNameFor(https)
  const value = request.cookies.get(name)?.value
  if (!value) return
  const tenant = tenantForHost(request.headers.get('host'))
  if (!tenant) return
  const now = requestNow(request.headers)
  const result = await unseal(value, tenant.id, now)
  if (result.state !== 'valid' || (await limitStore().isMarked(`revoked:${result.data.sid}`))) {
    response.cookies.set(clearedCookie(https))
    return
  }
  if (needsTouch(result.data, now)) {
    response.cookies.set(await sessionCookie({ ...result.data, lastSeenAt: now }, https, now))
  }
}
