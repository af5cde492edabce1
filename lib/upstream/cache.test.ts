import { cachedRead, clearCatalogueCache } from './cache'

describe('catalogue cache', () => {
  let now = 1_000_000
  beforeEach(() => {
    now = 1_000_000
    clearCatalogueCache()
    jest.spyOn(Date, 'now').mockImplementation(() => now)
  })
  afterEach(() => jest.restoreAllMocks())

  it('serves from memory within the TTL', async () => {
    const loader = jest.fn().mockResolvedValue(['a'])
    await cachedRead('t:pt:x', loader, { ttlMs: 1000 })
    now += 999
    await expect(cachedRead('t:pt:x', loader, { ttlMs: 1000 })).resolves.toEqual(['a'])
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('serves the last good value while the upstream fails, up to the stale limit', async () => {
    await cachedRead('t:pt:y', async () => 'good', { ttlMs: 1000, staleMs: 5000 })
    now += 2000
    const failing = jest.fn().mockRejectedValue(new Error('down'))
    await expect(cachedRead('t:pt:y', failing, { ttlMs: 1000, staleMs: 5000 })).resolves.toBe('good')
    expect(failing).toHaveBeenCalledTimes(1)
    now += 10_000
    await expect(cachedRead('t:pt:y', failing, { ttlMs: 1000, staleMs: 5000 })).rejects.toThrow('down')
  })

  it('keeps tenants and locales apart', async () => {
    await cachedRead('solara:pt:vendors', async () => 'pt', { ttlMs: 1000 })
    await expect(cachedRead('solara:en:vendors', async () => 'en', { ttlMs: 1000 })).resolves.toBe('en')
    await expect(cachedRead('verdant:pt:vendors', async () => 'v', { ttlMs: 1000 })).resolves.toBe('v')
  })

  it('shares one upstream call between concurrent readers', async () => {
    let calls = 0
    const loader = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5))
    const [a, b] = await Promise.all([
      cachedRead('t:pt:z', loader, { ttlMs: 1000 }),
      cachedRead('t:pt:z', loader, { ttlMs: 1000 }),
    ])
    expect([a, b]).toEqual([1, 1])
  })
})
