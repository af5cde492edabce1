import { resetEnvForTests } from '@/lib/env'
import {
  cookieNames,
  isCacheableRequest,
  isCacheableResponse,
  isPrivatePath,
  nonceOf,
  pageCacheKey,
  pageQuery,
  storedHeaders,
  type RequestFacts,
} from './rules'

const VIA_PROXY = { 'x-portal-peer': '10.0.0.1' }
const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

function visit(
  headers: Record<string, string> = {},
  { method = 'GET', pathname = '/en/rng', search = '' } = {},
): RequestFacts {
  return {
    method,
    pathname,
    search,
    headers: new Headers({ host: 'localhost:3000', accept: NAVIGATION, ...headers }),
  }
}

describe('which requests the guest page cache answers', () => {
  it('takes an anonymous document navigation', () => {
    expect(isCacheableRequest(visit())).toBe(true)
    expect(isCacheableRequest(visit({}, { search: '?vendor=LUMA&page=2' }))).toBe(true)
  })

  it('never takes a personal area, in any language, even from a visitor without a session', () => {
    for (const pathname of [
      '/member/securityCenter',
      '/en/member/messageV2',
      '/zh/member',
      '/member',
      '/agent/overview',
    ]) {
      expect(isCacheableRequest(visit({}, { pathname }))).toBe(false)
    }
    expect(isPrivatePath('/en/members-club')).toBe(false)
    expect(isPrivatePath('/en/rng')).toBe(false)
    expect(isPrivatePath('/')).toBe(false)
  })

  it('takes a visitor whose only cookies are the language choice, the time zone and the centre’s last page', () => {
    expect(isCacheableRequest(visit({ cookie: 'NEXT_LOCALE=en' }))).toBe(true)
    expect(isCacheableRequest(visit({ cookie: 'NEXT_LOCALE=en; tz=America%2FSao_Paulo' }))).toBe(true)
    expect(isCacheableRequest(visit({ cookie: 'tz=Asia%2FHo_Chi_Minh' }))).toBe(true)
    // Left behind by a member who signed out: it changes nothing a guest page shows.
    expect(isCacheableRequest(visit({ cookie: 'tz=Asia%2FHo_Chi_Minh; member_page=depositv2' }))).toBe(true)
    expect(isCacheableRequest(visit({ cookie: 'member_page=depositv2; other=1' }))).toBe(false)
    // The cookie choice is read in the browser only: the shared page is the same with either answer.
    expect(isCacheableRequest(visit({ cookie: 'portal-consent=v1.analytics' }))).toBe(true)
  })

  it('never takes a request with a session cookie, secure or plain, even an invalid one', () => {
    expect(isCacheableRequest(visit({ cookie: 'portal-session=Fe26.2**abc' }))).toBe(false)
    expect(isCacheableRequest(visit({ cookie: '__Host-portal=Fe26.2**abc' }))).toBe(false)
    expect(isCacheableRequest(visit({ cookie: 'NEXT_LOCALE=en; portal-session=x' }))).toBe(false)
  })

  it('never takes a request with any other cookie, which the page might read', () => {
    expect(isCacheableRequest(visit({ cookie: 'portal-remember-username=player01' }))).toBe(false)
    expect(isCacheableRequest(visit({ cookie: 'anything=1' }))).toBe(false)
  })

  it('only takes GET', () => {
    for (const method of ['POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']) {
      expect(isCacheableRequest(visit({}, { method }))).toBe(false)
    }
  })

  it('only takes requests that ask for HTML', () => {
    expect(isCacheableRequest(visit({ accept: '*/*' }))).toBe(false)
    expect(isCacheableRequest(visit({ accept: 'application/json' }))).toBe(false)
    const none = visit()
    ;(none.headers as Headers).delete('accept')
    expect(isCacheableRequest(none)).toBe(false)
  })

  it('only takes top-level document navigations when the browser says what the request is for', () => {
    expect(isCacheableRequest(visit({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }))).toBe(
      true,
    )
    expect(isCacheableRequest(visit({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }))).toBe(false)
    expect(isCacheableRequest(visit({ 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' }))).toBe(
      false,
    )
    expect(isCacheableRequest(visit({ 'sec-fetch-mode': 'same-origin' }))).toBe(false)
  })

  it('never takes the router’s own fetches', () => {
    expect(isCacheableRequest(visit({ rsc: '1' }))).toBe(false)
    expect(isCacheableRequest(visit({ 'next-router-prefetch': '1' }))).toBe(false)
    expect(isCacheableRequest(visit({ 'next-router-segment-prefetch': '/_tree' }))).toBe(false)
    expect(isCacheableRequest(visit({ 'next-router-state-tree': '%5B%22%22%5D' }))).toBe(false)
    expect(isCacheableRequest(visit({ 'next-action': 'abc' }))).toBe(false)
    expect(isCacheableRequest(visit({}, { search: '?_rsc=1x2y' }))).toBe(false)
  })

  it('never takes a token hand-over, credentials or a moved test clock', () => {
    expect(isCacheableRequest(visit({}, { search: '?token=abc' }))).toBe(false)
    expect(isCacheableRequest(visit({ authorization: 'Bearer x' }))).toBe(false)
    expect(isCacheableRequest(visit({ 'x-test-now': '1700000000000' }))).toBe(false)
  })
})

describe('the key a page is stored under', () => {
  beforeAll(() => {
    process.env.TRUSTED_PROXIES = '10.0.0.1'
    resetEnvForTests()
  })
  afterAll(() => {
    delete process.env.TRUSTED_PROXIES
    resetEnvForTests()
  })

  it('leaves out the query parameters a page does not read', () => {
    expect(pageCacheKey(visit({}, { pathname: '/', search: '?x=81723' }))).toBe(
      pageCacheKey(visit({}, { pathname: '/' })),
    )
    expect(pageCacheKey(visit({}, { search: '?x=1&vendor=LUMA' }))).toBe(
      pageCacheKey(visit({}, { search: '?vendor=LUMA&utm_source=ad' })),
    )
    expect(pageQuery('/en/rng', '?x=1&vendor=LUMA&q=moon&pageNo=2')).toBe('?pageNo=2&q=moon&vendor=LUMA')
    expect(pageQuery('/promoDetail', '?id=7&fbclid=abc')).toBe('?id=7')
    expect(pageQuery('/th/lottery/', '?gameCode=K3&bars=show&x=1')).toBe('?bars=show&gameCode=K3')
    expect(pageQuery('/en/help', '?x=1')).toBe('')
    expect(pageQuery('/en/help', '?x=1&q=senha&article=free-demo')).toBe('?article=free-demo&q=senha')
    expect(pageQuery('/helpmc', '?q=deposit')).toBe('?q=deposit')
  })

  it('believes forwarded host and scheme only from a trusted proxy', () => {
    expect(pageCacheKey(visit({ 'x-forwarded-host': 'evil.example', 'x-portal-peer': '203.0.113.9' }))).toBe(
      pageCacheKey(visit({ 'x-portal-peer': '203.0.113.9' })),
    )
    expect(pageCacheKey(visit({ ...VIA_PROXY, 'x-forwarded-host': 'evil.example' }))).not.toBe(
      pageCacheKey(visit(VIA_PROXY)),
    )
  })

  it('is the same for the same address', () => {
    expect(pageCacheKey(visit({ cookie: 'NEXT_LOCALE=en' }))).toBe(pageCacheKey(visit()))
  })

  it('tells hosts (and so tenants), schemes, paths and queries apart', () => {
    const keys = [
      pageCacheKey(visit()),
      pageCacheKey(visit({ host: 'verdant.localhost:3000' })),
      pageCacheKey(visit({ host: 'private.localhost:3000' })),
      pageCacheKey(visit({ ...VIA_PROXY, 'x-forwarded-host': 'solara.example' })),
      pageCacheKey(visit({ ...VIA_PROXY, 'x-forwarded-proto': 'https' })),
      pageCacheKey(visit({}, { pathname: '/rng' })),
      pageCacheKey(visit({}, { pathname: '/th/rng' })),
      pageCacheKey(visit({}, { search: '?vendor=LUMA' })),
      pageCacheKey(visit({}, { search: '?vendor=KITE' })),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('which responses are stored', () => {
  const html = (extra: Record<string, string> = {}) =>
    new Headers({ 'content-type': 'text/html; charset=utf-8', ...extra })

  it('stores a complete HTML page', () => {
    expect(isCacheableResponse({ status: 200, headers: html(), bytes: 1000 }, 10_000)).toBe(true)
  })

  it('never stores errors, redirects or not-found pages', () => {
    for (const status of [204, 301, 307, 308, 404, 500, 503]) {
      expect(isCacheableResponse({ status, headers: html(), bytes: 1000 }, 10_000)).toBe(false)
    }
  })

  it('never stores a response that sets a cookie', () => {
    const headers = html({ 'set-cookie': 'NEXT_LOCALE=pt; Path=/' })
    expect(isCacheableResponse({ status: 200, headers, bytes: 1000 }, 10_000)).toBe(false)
  })

  it('never stores anything but HTML, compressed bodies, empty or oversized ones', () => {
    const json = new Headers({ 'content-type': 'application/json' })
    expect(isCacheableResponse({ status: 200, headers: json, bytes: 10 }, 10_000)).toBe(false)
    const gzip = html({ 'content-encoding': 'gzip' })
    expect(isCacheableResponse({ status: 200, headers: gzip, bytes: 10 }, 10_000)).toBe(false)
    expect(isCacheableResponse({ status: 200, headers: html(), bytes: 0 }, 10_000)).toBe(false)
    expect(isCacheableResponse({ status: 200, headers: html(), bytes: 10_001 }, 10_000)).toBe(false)
  })

  it('keeps the headers that describe the page and drops those of one response', () => {
    const kept = storedHeaders(
      new Headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        vary: 'rsc, Accept-Encoding',
        link: '</a.css>; rel=preload; as="style"; nonce="abc"',
        'x-frame-options': 'SAMEORIGIN',
        'content-security-policy': "script-src 'nonce-abc'",
        'set-cookie': 'a=b',
        'content-length': '100',
        'content-encoding': 'identity',
        'transfer-encoding': 'chunked',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        date: 'Sat, 21 Nov 2026 09:00:00 GMT',
        etag: '"x"',
        'x-middleware-rewrite': '/pt',
      }).entries(),
    )
    expect(Object.fromEntries(kept)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      vary: 'rsc, Accept-Encoding',
      link: '</a.css>; rel=preload; as="style"; nonce="abc"',
      'x-frame-options': 'SAMEORIGIN',
    })
  })
})

describe('reading the page’s nonce and cookies', () => {
  it('finds the nonce in a policy', () => {
    expect(
      nonceOf("default-src 'self'; script-src 'self' 'nonce-j0xHSXQmV1dITBvVuwpX8Q==' 'strict-dynamic'"),
    ).toBe('j0xHSXQmV1dITBvVuwpX8Q==')
  })

  it('refuses a missing or too short nonce', () => {
    expect(nonceOf(null)).toBeNull()
    expect(nonceOf("script-src 'self'")).toBeNull()
    expect(nonceOf("script-src 'nonce-abc'")).toBeNull()
  })

  it('names the cookies of a Cookie header', () => {
    expect(cookieNames('a=1; b=2;c=3')).toEqual(['a', 'b', 'c'])
    expect(cookieNames(null)).toEqual([])
    expect(cookieNames('')).toEqual([])
  })
})
