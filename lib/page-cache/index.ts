import { NextResponse, type NextRequest } from 'next/server'
import { forwardedOrigin } from '@/lib/net/forwarded'
import { env } from '@/lib/env'
import type { SessionData } from '@/lib/session/cookie'
import { FRAME_HEADERS } from '@/lib/shell/frame-headers'
import { renderForCache } from './fill'
import { memberVariantOf, sealVariant, variantKey, withMemberName, type MemberVariant } from './member'
import { MEMBER_NAME_PLACEHOLDER } from './member-name'
import {
  isCacheableRequest,
  isCacheableResponse,
  isMemberHomeRequest,
  nonceOf,
  pageCacheKey,
  pageQuery,
  storedHeaders,
  type RequestFacts,
} from './rules'
import { PageCache, withNonce } from './store'

export { FILL_HEADER, isFillRequest } from './fill'

// Guest pages (home, lobbies, help) are the same for every anonymous visitor of a host, language and
// address for as long as the catalogue behind them is, so the proxy answers repeats from memory for a
// few seconds instead of rendering them again. Never longer than the catalogue is cached, so the cache
// adds at most that much to how old a guest page can be; CATALOGUE_TTL_SECONDS=0 turns both off. Past
// half its lifetime an entry is rendered again in the background while it is still served, so busy
// pages are always answered from memory and never older than the lifetime.
const MAX_TTL_MS = 5_000
const MAX_ENTRIES = 300
const MAX_TOTAL_BYTES = 48 * 1024 * 1024
const MAX_PAGE_BYTES = 2 * 1024 * 1024
// Renders for the cache run beside the visitors' own; at most this many at once.
const MAX_FILLS = 2
const FILL_TIMEOUT_MS = 15_000

let cache: PageCache | undefined
const filling = new Set<string>()

export function pageCacheTtlMs(): number {
  // `next dev` shows every edit at once; a cached page would hide it for seconds.
  if (env().NODE_ENV === 'development') return 0
  return Math.min(MAX_TTL_MS, env().CATALOGUE_TTL_SECONDS * 1000)
}

function pages(): PageCache {
  const ttlMs = pageCacheTtlMs()
  cache ??= new PageCache({
    ttlMs,
    refreshAfterMs: ttlMs / 2,
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_TOTAL_BYTES,
  })
  return cache
}

function facts(request: NextRequest): RequestFacts {
  return {
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    headers: request.headers,
  }
}

export type CacheLookup =
  { state: 'hit'; response: NextResponse } | { state: 'miss'; fill: () => void } | { state: 'bypass' }

// For a request the gate has already let through: the cached page with this response's nonce and
// policy, or a way to fill the cache after the visitor's own render has been handed over.
export function lookupGuestPage(request: NextRequest, nonce: string, csp: string): CacheLookup {
  if (pageCacheTtlMs() <= 0) return { state: 'bypass' }
  const req = facts(request)
  if (!isCacheableRequest(req)) return { state: 'bypass' }
  const key = pageCacheKey(req)
  const page = pages().lookup(key)
  if (page === null) return { state: 'bypass' }
  if (page) {
    if (pages().isDue(page)) fill(key, request)
    const { body, headers } = withNonce(page, nonce)
    headers.set('content-security-policy', csp)
    headers.set('x-portal-cache', 'hit')
    return { state: 'hit', response: new NextResponse(body, { status: 200, headers }) }
  }
  return { state: 'miss', fill: () => fill(key, request) }
}

// The home page of a signed-in member whose session the proxy has checked (live, not revoked): the page
// of the member's variant with their own name put in, or a way to render that variant once for all its
// members. Guest and member pages never share a key, so signing in or out never meets the other's page.
export function lookupMemberHome(
  request: NextRequest,
  nonce: string,
  csp: string,
  session: SessionData,
): CacheLookup {
  if (pageCacheTtlMs() <= 0) return { state: 'bypass' }
  const req = facts(request)
  const member = memberVariantOf(session)
  if (!member || !isMemberHomeRequest(req)) return { state: 'bypass' }
  // A host never holds a line break, so no guest key, whatever its address, can equal a member key.
  const key = `member\n${variantKey(member.variant)}\n${session.tenant}\n${pageCacheKey(req)}`
  const page = pages().lookup(key)
  if (page === null) return { state: 'bypass' }
  const variant = { variant: member.variant, tenant: session.tenant }
  if (page) {
    if (pages().isDue(page)) fill(key, request, variant)
    const { body, headers } = withNonce(page, nonce)
    headers.set('content-security-policy', csp)
    headers.set('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    // A header of its own: `x-portal-cache` says a response is the guest page, which a member never gets.
    headers.set('x-portal-member-cache', 'hit')
    return {
      state: 'hit',
      response: new NextResponse(withMemberName(body, member.name), { status: 200, headers }),
    }
  }
  return { state: 'miss', fill: () => fill(key, request, variant) }
}

function fill(key: string, request: NextRequest, member?: { variant: MemberVariant; tenant: string }): void {
  if (filling.has(key) || filling.size >= MAX_FILLS) return
  filling.add(key)
  // Only what the page itself reads from the request goes along; no cookie, no address, no credentials.
  const headers: Record<string, string> = {
    host: request.headers.get('host') ?? '',
    accept: 'text/html',
    'user-agent': 'portal-page-cache',
  }
  // The forwarded host and scheme only when a trusted proxy set them: the fill arrives over loopback,
  // where they would otherwise be believed, and a visitor's own claim must not reach a shared page.
  const forwarded = forwardedOrigin(request.headers)
  if (forwarded.host) headers['x-forwarded-host'] = forwarded.host
  if (forwarded.proto) headers['x-forwarded-proto'] = forwarded.proto
  const { pathname, search } = request.nextUrl
  const path = `${pathname}${pageQuery(pathname, search)}`
  const render = (extra: Record<string, string>) =>
    renderForCache(path, { ...headers, ...extra }, { timeoutMs: FILL_TIMEOUT_MS, maxBytes: MAX_PAGE_BYTES })
  const rendered = member
    ? sealVariant(member.variant, member.tenant).then((sealed) => render({ [FRAME_HEADERS.member]: sealed }))
    : render({})
  rendered
    .then((filled) => {
      if (!filled) return
      const nonce = nonceOf(filled.headers.get('content-security-policy'))
      // A member page that does not carry the placeholder was not rendered as the variant: never kept.
      const ok =
        nonce !== null &&
        (!member || filled.body.includes(MEMBER_NAME_PLACEHOLDER)) &&
        isCacheableResponse(
          { status: filled.status, headers: filled.headers, bytes: Buffer.byteLength(filled.body) },
          MAX_PAGE_BYTES,
        )
      if (ok) pages().store(key, filled.body, nonce, storedHeaders(filled.headers))
      else pages().refuse(key)
    })
    .catch(() => {
      // A failed fill only means the next visitor renders the page again.
    })
    .finally(() => filling.delete(key))
}

export function clearPageCacheForTests(): void {
  cache = undefined
  filling.clear()
}
