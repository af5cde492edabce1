import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'
import { siteOrigin } from '@/lib/seo'
import { PRIVATE_PREFIXES } from '@/lib/shell/public-pages'
import { tenantForHost } from '@/lib/tenant/registry'

export const dynamic = 'force-dynamic'

// Per host: a members-only brand (or a host nobody configured) asks not to be crawled at all.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const tenant = tenantForHost((await headers()).get('host'))
  if (!tenant || tenant.forceLogin) return { rules: { userAgent: '*', disallow: '/' } }
  const origin = await siteOrigin()
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PREFIXES },
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  }
}
