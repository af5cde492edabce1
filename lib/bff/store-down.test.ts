import { NextRequest } from 'next/server'
import { log } from '@/lib/observability/log'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { MemoryStore } from '@/lib/rate-limit/memory-store'
import { RedisStore } from '@/lib/rate-limit/redis-store'
import { FallbackStore, setLimitStoreForTests, type LimitStore } from '@/lib/rate-limit/store'
import { closeRedisConnections } from '@/lib/redis/client'
import { startRedisServer, type RedisServer } from '@/lib/testing/redis-server'

jest.mock('@/lib/session', () => ({
  readSession: async () => ({ session: null, state: 'none', now: 1000, https: false }),
  endSession: async () => undefined,
  touchSession: async () => undefined,
  memberView: () => null,
}))
jest.mock('@/lib/upstream/catalogue', () => ({ getSiteStatus: async () => ({ features: {} }) }))

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bff } = require('./handler') as typeof import('./handler')

// A real redis-server that goes away: login limits fail closed (a short 503, never a 500 and never an
// uncounted guess), the other limits keep counting in this instance's memory.
let redis: RedisServer

beforeAll(async () => {
  redis = await startRedisServer()
  setLimitStoreForTests(new FallbackStore(new RedisStore(redis.url), new MemoryStore()))
}, 20_000)

afterAll(async () => {
  setLimitStoreForTests(undefined)
  await closeRedisConnections()
  await redis.stop()
})

const post = (path: string) =>
  new NextRequest(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ account: 'player01' }),
  })

const login = bff(
  {
    rateLimit: [
      { policy: LIMITS.loginIp, count: 'failure' },
      { policy: LIMITS.loginAccount, key: () => 'player01', count: 'failure' },
    ],
  },
  async () => 'signed in',
)
const register = bff({ rateLimit: LIMITS.registerIp }, async () => 'registered')

describe('limits while Redis is down', () => {
  it('answer normally while Redis is up', async () => {
    expect((await login(post('/api/auth/login'))).status).toBe(200)
    expect((await register(post('/api/auth/register'))).status).toBe(200)
  })

  it('refuse logins with a 503 and a retry time, and let other limited actions through', async () => {
    await redis.stop()
    const refused = await login(post('/api/auth/login'))
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect((await refused.json()).error.code).toBe('upstream_unavailable')
    expect((await register(post('/api/auth/register'))).status).toBe(200)
  })

  it('take logins again once Redis is back', async () => {
    await redis.start()
    let status = 0
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await login(post('/api/auth/login'))).status
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toBe(200)
  }, 10_000)
})

// A shared store that is away: every command fails, as Redis's do while it is unreachable.
const down = (): Promise<never> => Promise.reject(new Error('Connection is closed.'))
const away: LimitStore = { hit: down, peek: down, reset: down, mark: down, isMarked: down }

describe('the log while the shared limit store is down', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] })
    setLimitStoreForTests(new FallbackStore(away, new MemoryStore()))
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    setLimitStoreForTests(undefined)
  })

  it('writes one line a minute, without a stack, however many logins are refused', async () => {
    const lines: unknown[][] = []
    for (const level of ['warn', 'error'] as const) {
      jest.spyOn(log(), level).mockImplementation((...args: unknown[]) => void lines.push(args))
    }
    for (let i = 0; i < 50; i++) {
      expect((await login(post('/api/auth/login'))).status).toBe(503)
      jest.advanceTimersByTime(200)
    }
    // Ten seconds of refusals: one line.
    expect(lines).toHaveLength(1)
    expect(JSON.stringify(lines[0])).not.toContain('    at ')
    expect(String(lines[0]![1])).toMatch(/^rate-limit store down/)

    jest.advanceTimersByTime(60_000)
    for (let i = 0; i < 5; i++) expect((await login(post('/api/auth/login'))).status).toBe(503)
    // The next minute: one more.
    expect(lines).toHaveLength(2)
  })
})
