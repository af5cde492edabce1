import { NextRequest } from 'next/server'
import { log } from '@/lib/observability/log'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { MemoryStore } from '@/lib/rate-limit/memory-store'
import { FallbackStore, setLimitStoreForTests, type LimitStore } from '@/lib/rate-limit/store'

jest.mock('@/lib/session', () => ({
  readSession: async () => ({ session: null, state: 'none', now: 1000, https: false }),
  endSession: async () => undefined,
  touchSession: async () => undefined,
  memberView: () => null,
}))
jest.mock('@/lib/upstream/catalogue', () => ({ getSiteStatus: async () => ({ features: {} }) }))

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bff } = require('./handler') as typeof import('./handler')

// A shared store that is away: every command fails, as Redis's do while it is unreachable.
const down = (): Promise<never> => Promise.reject(new Error('Connection is closed.'))
const away: LimitStore = { hit: down, peek: down, reset: down, mark: down, isMarked: down }

const login = bff({ rateLimit: { policy: LIMITS.loginIp, count: 'failure' } }, async () => 'signed in')
const post = () =>
  new NextRequest('http://localhost:3000/api/auth/login', {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    },
    body: '{}',
  })

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
      expect((await login(post())).status).toBe(503)
      jest.advanceTimersByTime(200)
    }
    // Ten seconds of refusals: one line.
    expect(lines).toHaveLength(1)
    expect(JSON.stringify(lines[0])).not.toContain('    at ')
    expect(String(lines[0]![1])).toMatch(/^rate-limit store down/)

    jest.advanceTimersByTime(60_000)
    for (let i = 0; i < 5; i++) expect((await login(post())).status).toBe(503)
    // The next minute: one more.
    expect(lines).toHaveLength(2)
  })
})
