import 'server-only'
import { headers } from 'next/headers'
import { getLocale } from 'next-intl/server'
import { cache } from 'react'
import { isLocale } from '@/i18n/locales'
import { clientIp } from '@/lib/bff/request-info'
import { env } from '@/lib/env'
import { FRAME_HEADERS } from '@/lib/shell/frame-headers'
import type { UpstreamContext } from '@/lib/upstream/client'
import { currentTenant } from '@/lib/tenant'

// The visitor's address as our outermost trusted proxy saw it (never an entry the visitor wrote
// themselves); the platform uses it for region checks and rate limits.
export function clientIpFrom(h: Headers): string | undefined {
  const ip = clientIp(h)
  return ip === 'unknown' ? undefined : ip
}

// When the page being rendered must stop waiting for the platform: PAGE_DEADLINE_MS after the gate took
// the request (the time it spent asking for the site status counts too), or after the page's first read.
// Every call made for the page ends by then, and the page renders with what it has (a stale catalogue,
// or a part that says it could not load, with a retry). Once per request.
export const pageDeadline = cache(async (): Promise<number> => {
  const now = Date.now()
  const budget = env().PAGE_DEADLINE_MS
  const started = Number((await headers()).get(FRAME_HEADERS.started))
  const from = Number.isFinite(started) && started <= now && started > now - budget ? started : now
  return from + budget
})

// Guest context for public reads while rendering a page.
export const pageContext = cache(async (): Promise<UpstreamContext> => {
  const [tenant, locale, h, deadline] = await Promise.all([
    currentTenant(),
    getLocale(),
    headers(),
    pageDeadline(),
  ])
  return {
    tenant,
    locale: isLocale(locale) ? locale : tenant.defaultLocale,
    clientIp: clientIpFrom(h),
    deadline,
  }
})
