import 'server-only'
import { headers } from 'next/headers'
import { getLocale } from 'next-intl/server'
import { cache } from 'react'
import { isLocale } from '@/i18n/locales'
import { clientIp } from '@/lib/bff/request-info'
import type { UpstreamContext } from '@/lib/upstream/client'
import { currentTenant } from '@/lib/tenant'

// The visitor's address as our outermost trusted proxy saw it (never an entry the visitor wrote
// themselves); the platform uses it for region checks and rate limits.
export function clientIpFrom(h: Headers): string | undefined {
  const ip = clientIp(h)
  return ip === 'unknown' ? undefined : ip
}

// Guest context for public reads while rendering a page.
export const pageContext = cache(async (): Promise<UpstreamContext> => {
  const [tenant, locale, h] = await Promise.all([currentTenant(), getLocale(), headers()])
  return { tenant, locale: isLocale(locale) ? locale : tenant.defaultLocale, clientIp: clientIpFrom(h) }
})
