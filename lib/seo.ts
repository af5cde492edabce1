import 'server-only'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { localeTags, type Locale } from '@/i18n/locales'
import { forwardedOrigin } from '@/lib/net/forwarded'
import { enterLocale } from '@/lib/page-locale'
import { localizedPath } from '@/lib/routing-rules'
import type { Tenant } from '@/lib/tenant/config'
import { currentTenant } from '@/lib/tenant'

// The address the visitor used, so canonical and alternate links name the tenant's own host.
export async function siteOrigin(): Promise<string> {
  const h = await headers()
  const forwarded = forwardedOrigin(h)
  const host = forwarded.host || h.get('host') || 'localhost'
  const proto = forwarded.proto || 'http'
  return `${proto === 'https' ? 'https' : 'http'}://${host}`
}

// hreflang alternates for the languages this tenant offers, and x-default for its default language.
export function alternateLanguages(tenant: Tenant, path: string): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const locale of tenant.locales) languages[localeTags[locale]] = localizedPath(locale, path)
  languages['x-default'] = localizedPath(tenant.defaultLocale, path)
  return languages
}

// Title, description, canonical URL, alternates and social cards for one page in one language.
export async function pageMetadata({
  locale,
  path,
  title,
  description,
  index = true,
}: {
  locale: Locale
  // The path without its locale prefix, e.g. '/' or '/help'.
  path: string
  title: string
  description: string
  index?: boolean
}): Promise<Metadata> {
  const [tenant, origin] = await Promise.all([currentTenant(), siteOrigin()])
  const canonical = localizedPath(locale, path)
  return {
    metadataBase: new URL(origin),
    title,
    description,
    applicationName: tenant.brandName,
    alternates: { canonical, languages: alternateLanguages(tenant, path) },
    openGraph: {
      type: 'website',
      siteName: tenant.brandName,
      title,
      description,
      url: canonical,
      locale: localeTags[locale].replace('-', '_'),
    },
    twitter: { card: 'summary', title, description },
    robots: index ? { index: true, follow: true } : { index: false, follow: true },
  }
}

type MessageKey = Parameters<Awaited<ReturnType<typeof getTranslations<never>>>>[0]
// A message pair `<prefix>Title` and `<prefix>Description`, named by its prefix, e.g. 'Metadata.help'.
type PrefixOf<K> = K extends `${infer P}Title` ? (`${P}Description` extends MessageKey ? P : never) : never
type MetadataMessages = PrefixOf<MessageKey>

type PageParams = { params: Promise<{ locale: string }> }

// Enter the page's locale and read its messages with the tenant's brand filled in.
async function brandedText(params: PageParams['params']) {
  const locale = await enterLocale(params)
  const [t, tenant] = await Promise.all([getTranslations({ locale }), currentTenant()])
  return { locale, text: (key: MessageKey) => t(key, { brand: tenant.brandName }) }
}

// The metadata of a page whose title and description are a message pair naming the brand, as the page's
// generateMetadata: describe the page at `path`.
export function brandedMetadata(
  path: string,
  messages: MetadataMessages,
  { index }: { index?: boolean } = {},
): (props: PageParams) => Promise<Metadata> {
  return async ({ params }) => {
    const { locale, text } = await brandedText(params)
    const description = text(`${messages}Description`)
    return pageMetadata({ locale, path, title: text(`${messages}Title`), description, index })
  }
}

// A screen shown instead of the site (maintenance, region restriction): a title and nothing to index.
export function screenMetadata(title: MessageKey): (props: PageParams) => Promise<Metadata> {
  return async ({ params }) => {
    const { text } = await brandedText(params)
    return { title: text(title), robots: { index: false, follow: false } }
  }
}
