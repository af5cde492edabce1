import { defaultLocale, type Locale } from './locales'

// Localized addresses without next-intl's client runtime: `localePrefix: 'as-needed'` (i18n/routing.ts),
// so Portuguese has no prefix and every other language is `/<locale>/…`. Plain functions, usable on the
// server and in client islands alike.

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>
export type Query = Record<string, QueryValue>
export type Href = string | { pathname?: string | null; query?: Query | string | null; hash?: string | null }

// Only same-site absolute paths get a language prefix; outside addresses, `#…` and relative ones do not.
export function isLocalizable(href: Href): boolean {
  if (typeof href === 'object') {
    const object = href as { host?: unknown; hostname?: unknown; pathname?: string | null }
    return object.host == null && object.hostname == null && (object.pathname ?? '').startsWith('/')
  }
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && href.startsWith('/')
}

// `/rng` in `en` → `/en/rng`; `/` in `en` → `/en`; unchanged for Portuguese.
export function prefixPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path
  if (path === '/') return `/${locale}`
  if (/^\/[?#]/.test(path)) return `/${locale}${path.slice(1)}`
  return `/${locale}${path}`
}

// The path without the language prefix of `locale` (as usePathname reports it to islands).
export function unprefixPath(path: string, locale: Locale): string {
  const prefix = `/${locale}`
  if (path === prefix) return '/'
  if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length)
  return path
}

export function serializeQuery(query: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

// The address of `href` in `locale`, as a string (query and hash included).
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  if (typeof href === 'string') return isLocalizable(href) ? prefixPath(href, locale) : href
  let path = href.pathname ?? ''
  if (href.query)
    path += typeof href.query === 'string' ? `?${href.query.replace(/^\?/, '')}` : serializeQuery(href.query)
  if (href.hash) path += href.hash.startsWith('#') ? href.hash : `#${href.hash}`
  return isLocalizable(href) ? prefixPath(path, locale) : path
}
