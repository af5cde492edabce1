import createIntlMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import { routing } from '@/i18n/routing'
import { safeNext } from '@/lib/auth/safe-next'
import { clientIp } from '@/lib/bff/request-info'
import { canonicalRedirect, localizedPath, splitLocale } from '@/lib/routing-rules'
import type { Locale } from '@/i18n/locales'
import { contentSecurityPolicy, newNonce } from '@/lib/bff/csp'
import { liveSession, readProxySession, refreshSessionCookie } from '@/lib/session/proxy-session'
import { FILL_HEADER, isFillRequest, lookupGuestPage, lookupMemberHome } from '@/lib/page-cache'
import { PLAIN_COOKIE, SECURE_COOKIE, isHttps } from '@/lib/session/cookie'
import { SIGNED_IN_AWAY, handoverMayWait, signedInTarget } from '@/lib/shell/signed-in-pages'
import { TRIAL_ACCOUNT_TYPE } from '@/lib/types'
import { FRAME_HEADERS } from '@/lib/shell/frame-headers'
import { isBarePath, isImmersivePath, isOpenWithoutLogin } from '@/lib/shell/frame-rules'
import { isCentrePath } from '@/lib/shell/centre-paths'
import { ROUTER_FETCH_QUERY, routerFetchKey } from '@/lib/shell/router-fetch'
import { tenantForHost } from '@/lib/tenant/registry'
import { UNAVAILABLE_HEADER } from '@/lib/shell/unavailable'
import {
  domainRouteOrigins,
  platformSilent,
  siteGate,
  tenantHasAnalytics,
  type SiteGate,
} from '@/lib/upstream/site-gate'

// No locale cookie from the server: the address alone decides the language here (localeDetection is
// off), the client keeps NEXT_LOCALE in step itself (components/shell/locale-sync.tsx), and a response
// without Set-Cookie is one the guest page cache may keep.
const intl = createIntlMiddleware({ ...routing, localeDetection: false, localeCookie: false })

function unknownHost(host: string): Response {
  const safeHost = host.replace(/[^a-zA-Z0-9.:-]/g, '')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Site not found</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1rem;line-height:1.5"><h1>Site not found</h1><p>No site is configured for <strong>${safeHost}</strong>. Check the address, or ask the operator to add this host to the tenants file.</p></body></html>`
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } })
}

// The app trusts the frame headers only because they are set here; a visitor's own copies are dropped.
function forwardedHeaders(request: NextRequest, values: Record<string, string>): Headers {
  const headers = new Headers(request.headers)
  for (const name of Object.values(FRAME_HEADERS)) headers.delete(name)
  headers.delete(FILL_HEADER)
  for (const [name, value] of Object.entries(values)) headers.set(name, value)
  return headers
}

// The router's header naming the page a soft navigation starts from: from any page, a move to a centre's
// page opens it over that page (app/[locale]/@modal). From a centre open as a page of its own, a move stays
// in that centre: the header is dropped, so the move is not taken for one that opens a second centre over
// the first, and the fetch's `_rsc` is made to match what is forwarded (lib/shell/router-fetch.ts).
async function withinCentre(request: NextRequest, headers: Headers, locale: Locale, rest: string) {
  const from = headers.get('next-url')
  if (from === null || !isCentrePath(from)) return null
  headers.delete('next-url')
  // next-intl's own request header and locale prefix, which its middleware would have set.
  headers.set('x-next-intl-locale', locale)
  const url = request.nextUrl.clone()
  url.pathname = rest === '/' ? `/${locale}` : `/${locale}${rest}`
  if (url.searchParams.has(ROUTER_FETCH_QUERY))
    url.searchParams.set(ROUTER_FETCH_QUERY, await routerFetchKey(headers))
  return NextResponse.rewrite(url, { request: { headers } })
}

// A rewrite to a screen of the app's own in place of the page asked for, without the visitor's query: its
// request carries the frame headers given and next-intl's own locale header (its middleware, which this
// rewrite bypasses, would have set it), its answer the page's security policy.
function rewriteToScreen(
  request: NextRequest,
  pathname: string,
  locale: Locale,
  csp: string,
  values: Record<string, string>,
): NextResponse {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  url.search = ''
  const headers = forwardedHeaders(request, { ...values, 'x-next-intl-locale': locale })
  const response = NextResponse.rewrite(url, { request: { headers } })
  response.headers.set('content-security-policy', csp)
  return response
}

// A 307 to a path (and query) of this site, checked by the one rule for redirect targets.
function redirectTo(request: NextRequest, path: string): NextResponse {
  const target = new URL(safeNext(path), request.nextUrl.origin)
  const url = request.nextUrl.clone()
  url.pathname = target.pathname
  url.search = target.search
  return NextResponse.redirect(url, 307)
}

async function gateFor(
  tenant: NonNullable<ReturnType<typeof tenantForHost>>,
  locale: Parameters<typeof siteGate>[1],
  ip: string | undefined,
): Promise<SiteGate | 'unavailable' | null> {
  try {
    return await siteGate(tenant, locale, ip)
  } catch {
    // When the platform cannot be asked but answered lately, pages still render from what the catalogue
    // keeps and show their own error states; when it has been silent for longer, no page can show what
    // it was asked for, and the visitor, crawlers and monitors are told so (docs/shell.md, "When the
    // platform is down").
    return platformSilent(tenant) ? 'unavailable' : null
  }
}

// The request gate: tenant by host, old aliases, locales the tenant offers, the token hand-over,
// start-up screens by system status, forced login, repeat guest pages from the page cache, then
// next-intl's routing.
export async function proxy(request: NextRequest) {
  const started = Date.now()
  const host = request.headers.get('host') ?? ''
  const tenant = tenantForHost(host)
  if (!tenant) return unknownHost(host)

  const { pathname, searchParams } = request.nextUrl
  const target = canonicalRedirect(tenant, pathname)
  if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target
    return NextResponse.redirect(url, 308)
  }

  const { locale, rest } = splitLocale(pathname)

  // A link carrying `?token=` signs the visitor in: the BFF seals the token into the session cookie and
  // sends the browser back to the same address without it, so the token leaves the address bar at once.
  const token = searchParams.get('token')
  if (token) {
    const clean = request.nextUrl.clone()
    clean.searchParams.delete('token')
    const handOver = new URL('/api/auth/token-login', request.nextUrl.origin)
    handOver.searchParams.set('token', token)
    handOver.searchParams.set('next', `${clean.pathname}${clean.search}`)
    return NextResponse.redirect(handOver, 303)
  }

  // The cache's own renders skip the gate: the visitor whose request started one has passed it, and every
  // visitor served from the cache later passes it first too.
  const cacheFill = isFillRequest(request.headers)
  const ip = clientIp(request.headers)
  const gate = cacheFill ? null : await gateFor(tenant, locale, ip)
  const timing = { [FRAME_HEADERS.started]: String(started) }

  // A fresh nonce per page: Next.js reads it from the request's CSP header and puts it on its scripts.
  const nonce = newNonce()
  const csp = contentSecurityPolicy(
    nonce,
    isHttps(request.headers, request.url),
    domainRouteOrigins(tenant),
    tenantHasAnalytics(tenant),
  )
  const security = { 'content-security-policy': csp, 'x-nonce': nonce }
  const screen = gate === 'unavailable' ? gate : gate && gate.state !== 'normal' ? gate.state : null
  if (screen) {
    const response = rewriteToScreen(request, `/${locale}/startup/${screen}`, locale, csp, {
      ...security,
      ...timing,
      [FRAME_HEADERS.frame]: 'bare',
      [FRAME_HEADERS.path]: rest,
      [FRAME_HEADERS.startup]: screen,
      ...(gate && gate !== 'unavailable'
        ? { [FRAME_HEADERS.ip]: gate.ip, [FRAME_HEADERS.country]: gate.country }
        : {}),
    })
    response.headers.set('cache-control', 'no-store')
    // A rewrite keeps the page's own status; the production server answers this one with 503.
    if (screen === 'unavailable') response.headers.set(UNAVAILABLE_HEADER, '1')
    return response
  }

  // A start-up screen is what the gate above shows in place of a page; asked for by its own address while
  // the site is up, it is not found, answered with a real 404 by the catch-all route rather than a
  // streamed page that could only say so with a 200.
  if (rest.startsWith('/startup/')) {
    return rewriteToScreen(request, `/${locale}/startup`, locale, csp, {
      ...security,
      ...timing,
      [FRAME_HEADERS.frame]: 'full',
      [FRAME_HEADERS.path]: rest,
    })
  }

  // Only whether a session cookie exists is checked here; pages verify the session itself.
  const hasSession = request.cookies.has(SECURE_COOKIE) || request.cookies.has(PLAIN_COOKIE)
  // The member and agent centres are for signed-in players only: a visitor goes to the login page first, with a real
  // redirect status rather than a page that redirects once it renders.
  const signedInOnly = isCentrePath(rest)
  // The page cache's render of a signed-in home variant has no session of its own (lib/page-cache/member.ts).
  const variantFill = cacheFill ? request.headers.get(FRAME_HEADERS.member) : null
  if (!hasSession && (signedInOnly || (tenant.forceLogin && !variantFill && !isOpenWithoutLogin(rest)))) {
    const url = request.nextUrl.clone()
    url.pathname = localizedPath(locale, '/login')
    url.search = ''
    if (rest !== '/') {
      const query = new URLSearchParams(request.nextUrl.search)
      query.delete(ROUTER_FETCH_QUERY)
      const search = query.toString() ? `?${query}` : ''
      url.searchParams.set('next', `${pathname}${search}`)
    }
    return NextResponse.redirect(url, 307)
  }

  // A hand-over page with no hand-over waiting has nothing to ask: home, with a real redirect status.
  if (rest === '/handover' && !handoverMayWait((name) => request.cookies.has(name)))
    return redirectTo(request, localizedPath(locale, '/'))

  // Signed-in members share the home page of their variant; their session is read once, here, as it is for
  // the pages with nothing to show them (login, registration), which send them on before anything renders:
  // a page that redirects once it has begun to stream can only answer 200 and a refresh.
  const away = SIGNED_IN_AWAY.has(rest)
  const session =
    hasSession && (rest === '/' || away) && !cacheFill ? await readProxySession(request) : undefined
  const member = liveSession(session ?? null)
  if (member && away) {
    const player = {
      isTrial: member.member.type === TRIAL_ACCOUNT_TYPE,
      mustChangePassword: member.mustChangePassword,
    }
    const target = signedInTarget(rest, player, searchParams.get('next'))
    if (target) {
      const response = redirectTo(request, target === '/' ? localizedPath(locale, '/') : target)
      await refreshSessionCookie(request, response, session)
      return response
    }
  }
  const cached = cacheFill
    ? null
    : member
      ? lookupMemberHome(request, nonce, csp, member)
      : lookupGuestPage(request, nonce, csp)
  if (cached?.state === 'hit') {
    if (member) await refreshSessionCookie(request, cached.response, session)
    return cached.response
  }

  const headers = forwardedHeaders(request, {
    ...security,
    ...timing,
    [FRAME_HEADERS.frame]: isBarePath(rest) ? 'bare' : 'full',
    [FRAME_HEADERS.path]: rest,
    ...(isImmersivePath(rest) && searchParams.get('bars') !== 'show'
      ? { [FRAME_HEADERS.bars]: 'hidden' }
      : {}),
    ...(variantFill ? { [FRAME_HEADERS.member]: variantFill } : {}),
  })
  const response =
    (await withinCentre(request, headers, locale, rest)) ?? intl(new NextRequest(request, { headers }))
  response.headers.set('content-security-policy', csp)
  await refreshSessionCookie(request, response, session)
  if (cached?.state === 'miss') cached.fill()
  return response
}

export const config = {
  matcher: [
    '/((?!api|_next|_vercel|assets|bench-baseline|favicon.ico|robots.txt|sitemap.xml|.*\\..*).*)',
    '/(.*)\\.html',
  ],
}
