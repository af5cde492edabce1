import { NextRequest, NextResponse } from 'next/server'
import { resetEnvForTests } from '@/lib/env'
import { MemoryStore } from '@/lib/rate-limit/memory-store'
import { setLimitStoreForTests } from '@/lib/rate-limit/store'
import { refreshSessionCookie } from './proxy-session'
import type { SessionMember } from '@/lib/types'
import { newSession, seal } from './cookie'

const member: SessionMember = { id: '1', account: 'a', userName: 'a', nickname: 'a', type: 0, labels: [] }
const MIN = 60_000

function page(cookie: string, now: number) {
  return new NextRequest('http://localhost:3000/en', {
    headers: { host: 'localhost:3000', cookie: `portal-session=${cookie}`, 'x-test-now': String(now) },
  })
}

describe('session cookie on page navigations', () => {
  const t0 = Date.now()
  let store: MemoryStore

  beforeAll(() => {
    process.env.SESSION_SECRETS = `1:${'s'.repeat(40)}`
    process.env.PORTAL_TEST_CLOCK = '1'
    resetEnvForTests()
  })
  afterAll(() => {
    delete process.env.SESSION_SECRETS
    delete process.env.PORTAL_TEST_CLOCK
    resetEnvForTests()
  })
  beforeEach(() => {
    store = new MemoryStore()
    setLimitStoreForTests(store)
  })

  it('reseals a live session with a fresh idle timestamp, at most once a minute', async () => {
    const value = await seal(newSession('solara', 'tok', member, t0))
    const soon = NextResponse.next()
    await refreshSessionCookie(page(value, t0 + 30_000), soon)
    expect(soon.cookies.get('portal-session')).toBeUndefined()

    const later = NextResponse.next()
    await refreshSessionCookie(page(value, t0 + 20 * MIN), later)
    const cookie = later.cookies.get('portal-session')
    expect(cookie?.value).toBeTruthy()
    expect(cookie?.value).not.toBe(value)
    expect(cookie?.httpOnly).toBe(true)
  })

  it('clears an expired, revoked or unreadable cookie', async () => {
    const data = newSession('solara', 'tok', member, t0)
    const value = await seal(data)
    for (const [cookie, now] of [
      [value, t0 + 31 * MIN],
      ['garbage', t0],
    ] as const) {
      const res = NextResponse.next()
      await refreshSessionCookie(page(cookie, now), res)
      expect(res.cookies.get('portal-session')?.value).toBe('')
    }
    await store.mark(`revoked:${data.sid}`, 60 * MIN)
    const res = NextResponse.next()
    await refreshSessionCookie(page(value, t0 + MIN), res)
    expect(res.cookies.get('portal-session')?.value).toBe('')
  })
})
