import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'
import { localeTags } from '@/i18n/locales'
import { localizedPath } from '@/lib/routing-rules'
import { siteOrigin } from '@/lib/seo'
import { listedPages } from '@/lib/shell/public-pages'
import { siteFeatures } from '@/lib/site-features'
import { tenantForHost } from '@/lib/tenant/registry'

export const dynamic = 'force-dynamic'

// One sitemap per tenant host: its own addresses (those its feature switches leave on), in the languages
// it offers, each with its alternates.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const tenant = tenantForHost((await headers()).get('host'))
  if (!tenant || tenant.forceLogin) return []
  const [origin, features] = await Promise.all([
    siteOrigin(),
    siteFeatures({ tenant, locale: tenant.defaultLocale }),
  ])
  return listedPages(features).flatMap((page) => {
    const languages = Object.fromEntries(
      tenant.locales.map((locale) => [localeTags[locale], `${origin}${localizedPath(locale, page)}`]),
    )
    return tenant.locales.map((locale) => ({
      url: `${origin}${localizedPath(locale, page)}`,
      changeFrequency: page === '/' ? ('daily' as const) : ('weekly' as const),
      priority: page === '/' ? 1 : 0.6,
      alternates: { languages },
    }))
  })
}
