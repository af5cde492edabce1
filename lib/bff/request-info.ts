import { isLocale, type Locale } from '@/i18n/locales'
import { forwardedOrigin, trustedProxies } from '@/lib/net/forwarded'
import { PEER_HEADER, plainAddress } from '@/lib/net/trusted-proxies'
import type { Tenant } from '@/lib/tenant/config'

// What a BFF request says about itself: who sent it, from which page, in which language.

// The client address: the socket's peer, unless that peer is a trusted proxy; then the right-most
// X-Forwarded-For entry that is not a trusted proxy itself (entries further left were written by the
// client, or by proxies nobody vouches for). 'unknown' only when the server could not say.
export function clientIp(headers: Pick<Headers, 'get'>): string {
  const peer = plainAddress(headers.get(PEER_HEADER) ?? '')
  if (!peer) return 'unknown'
  const proxies = trustedProxies()
  if (!proxies.has(peer)) return peer.slice(0, 64)
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => plainAddress(part))
    .filter(Boolean)
  let picked = peer
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    picked = chain[i]!
    if (!proxies.has(picked)) break
  }
  return picked.slice(0, 64)
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
  // X-Forwarded-Host names the site only when a trusted proxy set it; from anyone else it is the
  // client's own word, and would let any page claim to be ours.
  const hosts = [headers.get('host'), forwardedOrigin(headers).host]
  return hosts.some((host) => !!host && host.toLowerCase() === url.host.toLowerCase())
}

// A hand-over token is taken only from a page load in the browser's own window: never from a frame, an
// image, a script or a fetch another site sets off. Browsers that send no Fetch Metadata are let through.
export function isTopLevelNavigation(headers: Pick<Headers, 'get'>): boolean {
  const dest = headers.get('sec-fetch-dest')
  const mode = headers.get('sec-fetch-mode')
  return (dest === null || dest === 'document') && (mode === null || mode === 'navigate')
}

// The page a request was sent from: its Referer when that is an http(s) address, else the request's own
// address. A Referer is the client's word: one that does not parse (`http://[::1`) is no page at all.
export function refererPage(headers: Pick<Headers, 'get'>, fallback: string): URL {
  const referer = headers.get('referer')
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer)
    if (url.protocol === 'https:' || url.protocol === 'http:') return url
  }
  return new URL(fallback)
}

// A navigation started on this site (a link on one of its pages, or on another host of the same site):
// the only kind a hand-over link signs a visitor in from without asking. A link from another site says
// `cross-site`; one opened from outside any page (an app, a mail, a typed address) says `none`, which
// an attacker's message can produce as easily as an operator's app; a browser that sends no Fetch
// Metadata says nothing. All of those are asked first (docs/security.md, "Hand-over links").
export function isSameSiteNavigation(headers: Pick<Headers, 'get'>): boolean {
  const site = headers.get('sec-fetch-site')
  return site === 'same-origin' || site === 'same-site'
}

// The page's language: the header apiFetch sends, else the Referer's locale prefix, else the tenant's
// default; always one the tenant offers.
export function requestLocale(headers: Pick<Headers, 'get'>, tenant: Tenant): Locale {
  const offered = (value: string | null | undefined): Locale | null =>
    isLocale(value) && tenant.locales.includes(value) ? value : null
  const fromHeader = offered(headers.get('x-portal-locale'))
  if (fromHeader) return fromHeader
  const referer = headers.get('referer')
  const fromPath = referer && URL.canParse(referer) ? offered(new URL(referer).pathname.split('/')[1]) : null
  return fromPath ?? tenant.defaultLocale
}
