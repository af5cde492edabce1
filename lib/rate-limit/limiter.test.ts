import { resetEnvForTests } from '@/lib/env'
import { LIMITS, check, consume, escalationDelayMs, reset } from './limiter'
import { MemoryStore } from './memory-store'
import { setLimitStoreForTests } from './store'

let now = 1_000_000
const clock = () => now

function withEnv(vars: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  resetEnvForTests()
}

beforeEach(() => {
  now = 1_000_000
  setLimitStoreForTests(new MemoryStore(clock))
  jest.spyOn(Date, 'now').mockImplementation(clock)
  withEnv({ RATE_LIMIT_IP_FACTOR: undefined, RATE_LIMIT_WINDOW_SECONDS: undefined })
})
afterEach(() => jest.restoreAllMocks())

describe('rate limits', () => {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const policy = LIMITS.loginAccount
    for (let i = 0; i < policy.limit; i++) {
      await expect(consume(policy, 'solara', 'player01')).resolves.toMatchObject({ allowed: true })
    }
    now += 60_000
    const refused = await consume(policy, 'solara', 'player01')
    expect(refused).toMatchObject({ allowed: false, remaining: 0 })
    expect(refused.retryAfterSeconds).toBe(policy.windowSeconds - 60)
  })

  it('says how far past the limit an event is, and how much slower that makes it', async () => {
    const policy = LIMITS.loginAccount
    for (let i = 0; i < policy.limit; i++) await consume(policy, 'solara', 'owner')
    await expect(consume(policy, 'solara', 'owner')).resolves.toMatchObject({ allowed: false, excess: 1 })
    expect(escalationDelayMs(0)).toBe(0)
    expect(escalationDelayMs(1)).toBe(500)
    expect(escalationDelayMs(100)).toBe(3_000)
  })

  it('starts again once the window has passed', async () => {
    const policy = LIMITS.smsPhone
    for (let i = 0; i <= policy.limit; i++) await consume(policy, 'solara', '5511999')
    now += policy.windowSeconds * 1000
    await expect(consume(policy, 'solara', '5511999')).resolves.toMatchObject({ allowed: true })
  })

  it('counts per tenant and per subject, case-insensitively', async () => {
    const policy = LIMITS.loginAccount
    for (let i = 0; i < policy.limit; i++) await consume(policy, 'solara', 'Player01')
    await expect(consume(policy, 'solara', 'player01')).resolves.toMatchObject({ allowed: false })
    await expect(consume(policy, 'verdant', 'player01')).resolves.toMatchObject({ allowed: true })
    await expect(consume(policy, 'solara', 'player02')).resolves.toMatchObject({ allowed: true })
  })

  it('checks without counting, and reset clears the count', async () => {
    const policy = LIMITS.loginAccount
    for (let i = 0; i < 10; i++) await check(policy, 'solara', 'a')
    await expect(check(policy, 'solara', 'a')).resolves.toMatchObject({ allowed: true })
    for (let i = 0; i < policy.limit; i++) await consume(policy, 'solara', 'a')
    await expect(check(policy, 'solara', 'a')).resolves.toMatchObject({ allowed: false })
    await reset(policy, 'solara', 'a')
    await expect(check(policy, 'solara', 'a')).resolves.toMatchObject({ allowed: true })
  })

  it('scales per-address limits only, and can shorten every window', async () => {
    withEnv({ RATE_LIMIT_IP_FACTOR: '2', RATE_LIMIT_WINDOW_SECONDS: '5' })
    for (let i = 0; i < LIMITS.captchaIp.limit * 2; i++) await consume(LIMITS.captchaIp, 's', '1.2.3.4')
    await expect(consume(LIMITS.captchaIp, 's', '1.2.3.4')).resolves.toMatchObject({
      allowed: false,
      retryAfterSeconds: 5,
    })
    for (let i = 0; i < LIMITS.smsPhone.limit; i++) await consume(LIMITS.smsPhone, 's', 'p')
    await expect(consume(LIMITS.smsPhone, 's', 'p')).resolves.toMatchObject({ allowed: false })
    now += 5000
    await expect(consume(LIMITS.smsPhone, 's', 'p')).resolves.toMatchObject({ allowed: true })
  })
})

describe('memory store marks', () => {
  it('remembers a mark for its lifetime only', async () => {
    const store = new MemoryStore(clock)
    await store.mark('revoked:abc', 1000)
    await expect(store.isMarked('revoked:abc')).resolves.toBe(true)
    now += 1000
    await expect(store.isMarked('revoked:abc')).resolves.toBe(false)
  })
})
