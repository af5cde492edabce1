import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'
import { localeTags } from '@/i18n/locales'
import { localizedPath } from '@/lib/routing-rules'
import { siteOrigin } from '@/lib/seo'
import { PUBLIC_PAGES } from '@/lib/shell/public-pages'
import { tenantForHost } from '@/lib/tenant/registry'

export const dynamic = 'force-dynamic'

// One sitemap per tenant host: its own addresses, in the languages it offers, each with its alternates.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const tenant = tenantForHost((await headers()).get('host'))
  if (!tenant || tenant.forceLogin) return []
  const origin = await siteOrigin()
  return PUBLIC_PAGES.flatMap((page) => {
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
