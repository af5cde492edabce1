import 'server-only'
import { headers } from 'next/headers'
import { getLocale } from 'next-intl/server'
import { cache } from 'react'
import { isLocale } from '@/i18n/locales'
import type { UpstreamContext } from '@/lib/upstream/client'
import { currentTenant } from './tenant'

// The visitor's address as the first proxy saw it; the platform uses it for region checks.
export function clientIpFrom(h: Headers): string | undefined {
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || h.get('x-real-ip') || undefined
}

// Guest context for public reads while rendering a page.
export const pageContext = cache(async (): Promise<UpstreamContext> => {
  const [tenant, locale, h] = await Promise.all([currentTenant(), getLocale(), headers()])
  return { tenant, locale: isLocale(locale) ? locale : tenant.defaultLocale, clientIp: clientIpFrom(h) }
})
