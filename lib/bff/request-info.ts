import { isLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Tenant } from '@/lib/tenant/config'

// What a BFF request says about itself: who sent it, from which page, in which language.

// The client address: the entry TRUSTED_PROXY_HOPS places from the right of X-Forwarded-For, i.e. the
// one the outermost proxy we trust appended. Entries further left were written by the client.
export function clientIp(headers: Pick<Headers, 'get'>): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const hops = env().TRUSTED_PROXY_HOPS
  const picked = chain[Math.max(0, chain.length - hops)] ?? headers.get('x-real-ip') ?? 'unknown'
  return picked.replace(/^::ffff:/, '').slice(0, 64)
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase())
}

// A state change must come from one of our own pages: the browser's Origin names this host, and
// Sec-Fetch-Site (when sent) says same-origin. Without either, the request is refused: every browser
// we support sends Origin on POST, PUT and DELETE, and other clients have no business changing state.
export function isSameOrigin(headers: Pick<Headers, 'get'>): boolean {
  const site = headers.get('sec-fetch-site')
  if (site && site !== 'same-origin') return false
  const origin = headers.get('origin')
  if (!origin) return site === 'same-origin'
  if (origin === 'null') return false
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  const hosts = [headers.get('host'), headers.get('x-forwarded-host')?.split(',')[0]?.trim()]
  return hosts.some((host) => !!host && host.toLowerCase() === url.host.toLowerCase())
}

// The page's language: the header apiFetch sends, else the Referer's locale prefix, else the tenant's
// default; always one the tenant offers.
export function requestLocale(headers: Pick<Headers, 'get'>, tenant: Tenant): Locale {
  const offered = (value: string | null | undefined): Locale | null =>
    isLocale(value) && tenant.locales.includes(value) ? value : null
  const fromHeader = offered(headers.get('x-portal-locale'))
  if (fromHeader) return fromHeader
  const referer = headers.get('referer')
  if (referer) {
    try {
      const first = new URL(referer).pathname.split('/')[1]
      const fromPath = offered(first)
      if (fromPath) return fromPath
    } catch {
      // Not a URL: fall through to the default.
    }
  }
  return tenant.defaultLocale
}
