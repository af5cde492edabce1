import { MemoryStore } from './memory-store'
import { RedisStore } from './redis-store'
import { FallbackStore, type LimitStore } from './store'

const calls: Array<[string, ...unknown[]]> = []
let down = false

jest.mock('ioredis', () =>
  jest.fn().mockImplementation(() => {
    const command =
      (name: string, answer: (...args: unknown[]) => unknown) =>
      async (...args: unknown[]) => {
        if (down) throw new Error('connect ECONNREFUSED')
        calls.push([name, ...args])
        return answer(...args)
      }
    return {
      status: 'ready',
      on: jest.fn(),
      connect: jest.fn(),
      eval: command('eval', () => [3, 60_000]),
      get: command('get', () => '3'),
      pttl: command('pttl', () => 30_000),
      del: command('del', () => 1),
      set: command('set', () => 'OK'),
      exists: command('exists', () => 1),
    }
  }),
)

beforeEach(() => {
  calls.length = 0
  down = false
})

describe('Redis store', () => {
  it('counts with one atomic script under the portal prefix', async () => {
    const store = new RedisStore('redis://localhost:6379')
    const result = await store.hit('rl:login.account:solara:player01', 900_000)
    expect(result.count).toBe(3)
    expect(calls[0]?.[0]).toBe('eval')
    expect(calls[0]?.[2]).toBe(1)
    expect(calls[0]?.[3]).toBe('portal:rl:login.account:solara:player01')
    expect(calls[0]?.[4]).toBe('900000')
  })

  it('marks with an expiry and reads marks back', async () => {
    const store = new RedisStore('redis://localhost:6379')
    await store.mark('revoked:abc', 5000)
    expect(calls[0]).toEqual(['set', 'portal:revoked:abc', '1', 'PX', 5000])
    await expect(store.isMarked('revoked:abc')).resolves.toBe(true)
  })
})

describe('fallback while Redis is down', () => {
  it('keeps counting in memory instead of failing or letting everything through', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store: LimitStore = new FallbackStore(new RedisStore('redis://localhost:6379'), new MemoryStore())
    down = true
    await store.hit('k', 1000)
    const second = await store.hit('k', 1000)
    expect(second.count).toBe(2)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
