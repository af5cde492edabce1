import Redis from 'ioredis'
import { resetEnvForTests } from '@/lib/env'
import { closeRedisConnections } from '@/lib/redis/client'
import { startRedisServer, type RedisServer } from '@/lib/testing/redis-server'

type CacheModule = typeof import('./cache')

// Each load is a separate Portal instance with its own memory, sharing one real redis-server.
function instance(): CacheModule {
  let loaded: CacheModule | undefined
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('./cache') as CacheModule
  })
  return loaded as CacheModule
}

let redis: RedisServer

beforeAll(async () => {
  redis = await startRedisServer()
  process.env.REDIS_URL = redis.url
  resetEnvForTests()
}, 20_000)

afterAll(async () => {
  delete process.env.REDIS_URL
  resetEnvForTests()
  await closeRedisConnections()
  await redis.stop()
})

// An instance writes its copy to Redis after answering; the next instance reads it once it is there.
async function stored(key: string): Promise<void> {
  const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await client.connect()
    while (!(await client.exists(`portal:cat:${key}`))) await new Promise((resolve) => setImmediate(resolve))
  } finally {
    client.disconnect()
  }
}

describe('catalogue cache shared through Redis', () => {
  it('lets a second instance serve what the first one read from the platform', async () => {
    const a = instance()
    const b = instance()
    const loader = jest.fn().mockResolvedValue({ lanes: ['slots'] })
    await expect(a.cachedRead('solara:pt:lanes', loader, { ttlMs: 60_000 })).resolves.toEqual({
      lanes: ['slots'],
    })
    await stored('solara:pt:lanes')
    await expect(b.cachedRead('solara:pt:lanes', loader, { ttlMs: 60_000 })).resolves.toEqual({
      lanes: ['slots'],
    })
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('asks the platform again once the shared copy is older than the TTL', async () => {
    const a = instance()
    await a.cachedRead('solara:en:hot', async () => 'old', { ttlMs: 100 })
    await new Promise((resolve) => setTimeout(resolve, 150))
    await expect(instance().cachedRead('solara:en:hot', async () => 'new', { ttlMs: 100 })).resolves.toBe(
      'new',
    )
  })

  it('serves the shared last good copy on a fresh instance while the platform fails', async () => {
    await instance().cachedRead('solara:zh:status', async () => 'good', { ttlMs: 50, staleMs: 60_000 })
    await stored('solara:zh:status')
    // Past the TTL, so the fresh instance asks the platform first and falls back to the shared copy.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const failing = jest.fn().mockRejectedValue(new Error('platform down'))
    await expect(
      instance().cachedRead('solara:zh:status', failing, { ttlMs: 50, staleMs: 60_000 }),
    ).resolves.toBe('good')
    expect(failing).toHaveBeenCalledTimes(1)
  })

  it('reads the platform, with one log line, while Redis is down (fails open)', async () => {
    const cache = instance()
    const { log } = await import('@/lib/observability/log')
    const warn = jest.spyOn(log(), 'warn').mockImplementation(() => undefined)
    await redis.stop()
    const loader = jest.fn().mockResolvedValue('from the platform')
    await expect(cache.cachedRead('verdant:pt:lanes', loader, { ttlMs: 60_000 })).resolves.toBe(
      'from the platform',
    )
    await expect(cache.cachedRead('verdant:pt:lanes', loader, { ttlMs: 60_000 })).resolves.toBe(
      'from the platform',
    )
    // The failed write back to Redis is logged after the answer.
    while (warn.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve))
    expect(loader).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})

describe('per-member cache', () => {
  it('repeats a personal read for a few seconds only, per key, never through Redis', async () => {
    const cache = instance()
    const loader = jest
      .fn()
      .mockResolvedValueOnce(['a'])
      .mockResolvedValueOnce(['b'])
      .mockResolvedValue(['c'])
    await expect(cache.memberCachedRead('solara:pt:A:one', loader, 100)).resolves.toEqual(['a'])
    await expect(cache.memberCachedRead('solara:pt:A:one', loader, 100)).resolves.toEqual(['a'])
    await expect(cache.memberCachedRead('solara:pt:A:two', loader, 100)).resolves.toEqual(['b'])
    await expect(instance().memberCachedRead('solara:pt:A:one', loader, 100)).resolves.toEqual(['c'])
    await new Promise((resolve) => setTimeout(resolve, 150))
    await expect(cache.memberCachedRead('solara:pt:A:one', loader, 100)).resolves.toEqual(['c'])
    expect(loader).toHaveBeenCalledTimes(4)
  })
})
