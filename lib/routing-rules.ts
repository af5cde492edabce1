import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { offersLocale, type Tenant } from '@/lib/tenant/config'

// Old client paths that players and search engines still use.
const ALIASES: Record<string, string> = {
  '/index': '/',
  '/index.html': '/',
  '/home': '/',
  '/register.html': '/register',
  // The spec's name for the app download page, which the Portal serves at its short name.
  '/download': '/down',
}

export type PathParts = { locale: Locale; prefixed: boolean; rest: string }

export function splitLocale(pathname: string): PathParts {
  const [, first = '', ...others] = pathname.split('/')
  if (isLocale(first)) {
    return { locale: first, prefixed: true, rest: `/${others.join('/')}`.replace(/\/+$/, '') || '/' }
  }
  return { locale: defaultLocale, prefixed: false, rest: pathname.replace(/\/+$/, '') || '/' }
}

export function localizedPath(locale: Locale, rest: string): string {
  if (locale === defaultLocale) return rest
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`
}

// Where a path should go instead, or null when it is already where it belongs for this tenant.
export function canonicalRedirect(tenant: Tenant, pathname: string): string | null {
  const parts = splitLocale(pathname)
  const rest = ALIASES[parts.rest] ?? parts.rest
  const locale = offersLocale(tenant, parts.locale) ? parts.locale : tenant.defaultLocale
  const target = localizedPath(locale, rest)
  return target === pathname ? null : target
}
