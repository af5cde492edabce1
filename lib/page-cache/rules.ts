// Which page requests and responses the guest page cache may touch. Pure functions, so the rules can be
// read and tested apart from the proxy that applies them.
import { locales } from '@/i18n/locales'
import { CONSENT_COOKIE } from '@/lib/analytics/consent'
import { REMEMBER_COOKIE } from '@/lib/auth/remember'
import { forwardedOrigin } from '@/lib/net/forwarded'
import { CATEGORY_ROUTES } from '@/lib/games/categories'
import { REMEMBERED_PAGE_COOKIE } from '@/lib/member/pages'
import { TIME_ZONE_COOKIE } from '@/lib/member/time-zone'
import { PLAIN_COOKIE, SECURE_COOKIE } from '@/lib/session/cookie'

const LOCALE_PREFIX = new RegExp(`^/(${locales.join('|')})(?=/|$)`)

// Cookies that say nothing about who the visitor is and do not change what a page renders: the language
// choice (the address already carries the language), the browser's time zone (read only by the member
// centre's records, never a guest page), the cookie choice (read only in the browser) and the member
// centre's last page (read only by /member). Any other cookie, a session above all, means the page is
// rendered for this visitor alone.
const NEUTRAL_COOKIES: ReadonlySet<string> = new Set([
  'NEXT_LOCALE',
  TIME_ZONE_COOKIE,
  CONSENT_COOKIE,
  REMEMBERED_PAGE_COOKIE,
])

// What a signed-in home page may carry besides: the session (its variant is part of the key) and the
// remembered user name, which only the login page reads on the server.
const MEMBER_HOME_COOKIES: ReadonlySet<string> = new Set([
  ...NEUTRAL_COOKIES,
  SECURE_COOKIE,
  PLAIN_COOKIE,
  REMEMBER_COOKIE,
])

// Headers of the router's own fetches (flight data, prefetches, soft navigations): their answers are not
// documents and depend on the client's router state. The proxy sees them as sent (`skipProxyUrlNormalize`
// in next.config.mjs), as it sees `_rsc`; the Accept and Sec-Fetch-* checks keep those fetches out too.
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
]

export type RequestFacts = {
  method: string
  // Path and query as the visitor sent them, e.g. `/en/rng?vendor=PG`.
  pathname: string
  search: string
  headers: Pick<Headers, 'get' | 'has'>
}

export function cookieNames(cookieHeader: string | null): string[] {
  if (!cookieHeader) return []
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
}

// Only anonymous document navigations are served from the cache: GET, a browser asking for HTML, no
// cookie but the neutral ones, no credentials, no router fetch, no token hand-over and no test clock.
export function isCacheableRequest(
  { method, pathname, search, headers }: RequestFacts,
  allowedCookies: ReadonlySet<string> = NEUTRAL_COOKIES,
): boolean {
  if (method !== 'GET') return false
  if (isPrivatePath(pathname)) return false
  if (!(headers.get('accept') ?? '').includes('text/html')) return false
  // Browsers say what a request is for; anything but a top-level document is left to the app.
  const dest = headers.get('sec-fetch-dest')
  if (dest && dest !== 'document') return false
  const mode = headers.get('sec-fetch-mode')
  if (mode && mode !== 'navigate') return false
  if (headers.has('authorization') || headers.has('x-test-now')) return false
  if (ROUTER_HEADERS.some((name) => headers.has(name))) return false
  const query = new URLSearchParams(search)
  if (query.has('_rsc') || query.has('token')) return false
  return cookieNames(headers.get('cookie')).every((name) => allowedCookies.has(name))
}

// A signed-in member's navigation to the home page, the one page members share per variant.
export function isMemberHomeRequest(req: RequestFacts): boolean {
  const rest = req.pathname.replace(LOCALE_PREFIX, '') || '/'
  return rest === '/' && isCacheableRequest(req, MEMBER_HOME_COOKIES)
}

// The query parameters each page reads (server components and what their client parts render on the
// server); every other parameter changes nothing in the page, so it is left out of the key and of the
// render that fills it, and a unique `?x=` per request cannot make every request a miss.
const LOBBY_PARAMS = ['vendor', 'page', 'q', 'minBet', 'pageNo']
const LOTTERY_PARAMS = ['vendor', 'gameCode', 'playType', 'bars']
const LAUNCH_PARAMS = ['game', 'room', 'vendor', 'type']
const PARAMS_READ: Record<string, readonly string[]> = {
  ...Object.fromEntries(Object.values(CATEGORY_ROUTES).map((route) => [route, LOBBY_PARAMS])),
  '/elott': LOTTERY_PARAMS,
  '/lottery': LOTTERY_PARAMS,
  '/vnlottery': LOTTERY_PARAMS,
  '/game': LAUNCH_PARAMS,
  // The frameless area reads `bars` too (shown on request).
  '/seamless': [...LAUNCH_PARAMS, 'bars'],
  '/promoDetail': ['id'],
  '/login': ['next'],
  // The help centre's search and the answer a link opens (lib/support/help-search.ts).
  '/help': ['article', 'q'],
  '/helpmc': ['article', 'q'],
}

// The query a page is rendered and stored with: only the parameters it reads, in a fixed order.
export function pageQuery(pathname: string, search: string): string {
  const rest = pathname.replace(LOCALE_PREFIX, '').replace(/\/+$/, '') || '/'
  const read = PARAMS_READ[rest] ?? []
  const given = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of [...read].sort()) for (const value of given.getAll(name)) kept.append(name, value)
  const text = kept.toString()
  return text ? `?${text}` : ''
}

// The address a page was rendered for, as precisely as the page itself can see it: canonical and
// alternate links name the visitor's host and scheme (forwarded ones only from a trusted proxy, as the
// page reads them), and the tenant follows from the host.
export function pageCacheKey({ pathname, search, headers }: RequestFacts): string {
  const { host: forwardedHost, proto: forwardedProto } = forwardedOrigin(headers)
  return [
    headers.get('host') ?? '',
    forwardedHost ?? '',
    forwardedProto ?? '',
    `${pathname}${pageQuery(pathname, search)}`,
  ].join('|')
}

// Response headers that are per response or that the cache sets itself, and so are never stored.
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'content-security-policy',
  'set-cookie',
])

export function storedHeaders(headers: Iterable<[string, string]>): [string, string][] {
  const kept: [string, string][] = []
  for (const [name, value] of headers) {
    const lower = name.toLowerCase()
    if (NOT_STORED.has(lower) || lower.startsWith('x-middleware-')) continue
    kept.push([lower, value])
  }
  return kept
}

export type ResponseFacts = {
  status: number
  headers: Pick<Headers, 'get' | 'has'>
  bytes: number
}

// Only complete, successful HTML documents that set no cookie are stored: never an error page, a
// redirect, a partial answer or anything that carries state for one browser.
export function isCacheableResponse({ status, headers, bytes }: ResponseFacts, maxBytes: number): boolean {
  if (status !== 200) return false
  if (headers.has('set-cookie')) return false
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return false
  const encoding = headers.get('content-encoding')
  if (encoding && encoding !== 'identity') return false
  return bytes > 0 && bytes <= maxBytes
}

// The nonce a response's Content-Security-Policy allows scripts with.
export function nonceOf(csp: string | null): string | null {
  const match = /'nonce-([A-Za-z0-9+/_=-]{16,})'/.exec(csp ?? '')
  return match?.[1] ?? null
}

// The member's and the agent's own areas.
const PERSONAL_AREAS = ['/member', '/agent']

// Personal areas are never stored, not even what they answer a visitor without a session: that answer is
// a way to the login page, not a guest page.
export function isPrivatePath(pathname: string): boolean {
  const rest = pathname.replace(LOCALE_PREFIX, '') || '/'
  return PERSONAL_AREAS.some((area) => rest === area || rest.startsWith(`${area}/`))
}
