import { PageCache, withNonce } from './store'

const NONCE = 'RENDERnonce0000000000A=='
const body = `<html><head><script nonce="${NONCE}">a()</script></head><body><script nonce="${NONCE}">b()</script></body></html>`
const headers: [string, string][] = [
  ['content-type', 'text/html; charset=utf-8'],
  ['link', `</a.css>; rel=preload; as="style"; nonce="${NONCE}"`],
]

function cacheAt(start = 1_000_000, options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  const clock = { now: start }
  const cache = new PageCache({
    ttlMs: 5_000,
    maxEntries: 10,
    maxBytes: 1_000_000,
    now: () => clock.now,
    ...options,
  })
  return { cache, clock }
}

describe('guest page cache store', () => {
  it('serves a stored page with the nonce of each response, in body and headers', () => {
    const { cache } = cacheAt()
    cache.store('k', body, NONCE, headers)
    const page = cache.lookup('k')
    if (!page) throw new Error('expected a stored page')
    const first = withNonce(page, 'FIRSTfreshNonce111111A==')
    const second = withNonce(page, 'SECONDfreshNonce22222A==')
    expect(first.body).toBe(body.replaceAll(NONCE, 'FIRSTfreshNonce111111A=='))
    expect(first.headers.get('link')).toBe(
      '</a.css>; rel=preload; as="style"; nonce="FIRSTfreshNonce111111A=="',
    )
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8')
    for (const response of [first, second]) {
      expect(response.body).not.toContain(NONCE)
      expect(response.headers.get('link')).not.toContain(NONCE)
    }
    expect(second.body).not.toContain('FIRSTfreshNonce111111A==')
    expect(second.body.split('SECONDfreshNonce22222A==')).toHaveLength(3)
  })

  it('forgets a page once its time is up', () => {
    const { cache, clock } = cacheAt()
    cache.store('k', body, NONCE, headers)
    clock.now += 4_999
    expect(cache.lookup('k')).toBeTruthy()
    clock.now += 1
    expect(cache.lookup('k')).toBeUndefined()
    expect(cache.size).toBe(0)
    expect(cache.totalBytes).toBe(0)
  })

  it('says when a page is due for a fresh render while it is still served', () => {
    const { cache, clock } = cacheAt(0, { refreshAfterMs: 2_500 })
    cache.store('k', body, NONCE, headers)
    const page = cache.lookup('k')
    if (!page) throw new Error('expected a stored page')
    expect(cache.isDue(page)).toBe(false)
    clock.now += 2_500
    expect(cache.isDue(page)).toBe(true)
    expect(cache.lookup('k')).toBe(page)
    const { cache: never } = cacheAt(0)
    never.store('k', body, NONCE, headers)
    clock.now += 10_000
    const kept = never.lookup('k')
    if (!kept) throw new Error('expected a stored page')
    expect(never.isDue(kept)).toBe(false)
  })

  it('remembers a refusal for the same time, then asks again', () => {
    const { cache, clock } = cacheAt()
    expect(cache.lookup('k')).toBeUndefined()
    cache.refuse('k')
    expect(cache.lookup('k')).toBeNull()
    clock.now += 5_000
    expect(cache.lookup('k')).toBeUndefined()
  })

  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const { cache } = cacheAt(0, { maxEntries: 3 })
    cache.store('a', body, NONCE, headers)
    cache.store('b', body, NONCE, headers)
    cache.store('c', body, NONCE, headers)
    expect(cache.lookup('a')).toBeTruthy()
    cache.store('d', body, NONCE, headers)
    expect(cache.size).toBe(3)
    expect(cache.lookup('b')).toBeUndefined()
    expect(cache.lookup('a')).toBeTruthy()
    expect(cache.lookup('c')).toBeTruthy()
    expect(cache.lookup('d')).toBeTruthy()
  })

  it('keeps at most maxBytes of pages, and never a page bigger than that', () => {
    const size = Buffer.byteLength(body)
    const { cache } = cacheAt(0, { maxBytes: size * 2 })
    cache.store('a', body, NONCE, headers)
    cache.store('b', body, NONCE, headers)
    expect(cache.totalBytes).toBe(size * 2)
    cache.store('c', body, NONCE, headers)
    expect(cache.totalBytes).toBe(size * 2)
    expect(cache.lookup('a')).toBeUndefined()
    cache.store('huge', 'x'.repeat(size * 3), NONCE, headers)
    expect(cache.lookup('huge')).toBeUndefined()
    expect(cache.totalBytes).toBeLessThanOrEqual(size * 2)
  })

  it('replacing a page does not count it twice', () => {
    const { cache } = cacheAt()
    cache.store('a', body, NONCE, headers)
    cache.store('a', body, NONCE, headers)
    expect(cache.size).toBe(1)
    expect(cache.totalBytes).toBe(Buffer.byteLength(body))
  })

  it('stores nothing when its lifetime is zero', () => {
    const { cache } = cacheAt(0, { ttlMs: 0 })
    cache.store('a', body, NONCE, headers)
    cache.refuse('b')
    expect(cache.size).toBe(0)
  })
})
