import { closeRedisConnections } from '@/lib/redis/client'
import { startRedisServer, type RedisServer } from '@/lib/testing/redis-server'
import { MemoryStore } from './memory-store'
import { RedisStore } from './redis-store'
import { FallbackStore, StoreUnavailableError, type LimitStore } from './store'

// Against a real redis-server: two stores on one Redis are two Portal instances.
let redis: RedisServer

beforeAll(async () => {
  redis = await startRedisServer()
}, 20_000)

afterAll(async () => {
  await closeRedisConnections()
  await redis.stop()
})

// A store of its own connection, as a second Portal process would have.
const instance = (url: string) => new RedisStore(`${url}/0?instance=${Math.random()}`)

describe('Redis store', () => {
  it('counts with one atomic script under the portal prefix, shared by every instance', async () => {
    const a = instance(redis.url)
    const b = instance(redis.url)
    const key = `rl:login.account:solara:player${Date.now()}`
    expect((await a.hit(key, 900_000)).count).toBe(1)
    expect((await b.hit(key, 900_000)).count).toBe(2)
    const third = await a.hit(key, 900_000)
    expect(third.count).toBe(3)
    expect(third.resetAt - Date.now()).toBeGreaterThan(890_000)
    expect(third.resetAt - Date.now()).toBeLessThanOrEqual(900_000)
    await expect(b.peek(key)).resolves.toMatchObject({ count: 3 })
    await b.reset(key)
    await expect(a.peek(key)).resolves.toMatchObject({ count: 0 })
  })

  it('starts a new window once the old one has passed', async () => {
    const store = instance(redis.url)
    const key = `rl:window:${Date.now()}`
    await store.hit(key, 150)
    await store.hit(key, 150)
    await new Promise((resolve) => setTimeout(resolve, 250))
    await expect(store.hit(key, 150)).resolves.toMatchObject({ count: 1 })
  })

  it('marks with an expiry and reads marks back on another instance', async () => {
    const a = instance(redis.url)
    const b = instance(redis.url)
    const key = `revoked:${Date.now()}`
    await expect(b.isMarked(key)).resolves.toBe(false)
    await a.mark(key, 200)
    await expect(b.isMarked(key)).resolves.toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(b.isMarked(key)).resolves.toBe(false)
  })
})

describe('while Redis is down', () => {
  let down: RedisServer
  beforeAll(async () => {
    down = await startRedisServer()
  }, 20_000)
  afterAll(() => down.stop())

  it('keeps counting in memory for the limits that fall back, with one log line', async () => {
    const store: LimitStore = new FallbackStore(instance(down.url), new MemoryStore())
    await store.hit('k', 60_000)
    await down.stop()
    const warn = jest.fn()
    const { log } = await import('@/lib/observability/log')
    const spy = jest.spyOn(log(), 'warn').mockImplementation(warn)
    await store.hit('k', 1000)
    const second = await store.hit('k', 1000)
    expect(second.count).toBe(2)
    expect(warn).toHaveBeenCalledTimes(1)
    spy.mockRestore()
  })

  it('refuses through the strict view, for the limits that fail closed', async () => {
    const store = new FallbackStore(instance(down.url), new MemoryStore())
    await expect(store.strict.hit('login', 1000)).rejects.toBeInstanceOf(StoreUnavailableError)
    await expect(store.strict.peek('login')).rejects.toBeInstanceOf(StoreUnavailableError)
  })
})
