import { expect, test } from '@playwright/test'
import { body, client, loginOk, sessionCookie } from './support'

// The journeys' Portal runs with PORTAL_TEST_CLOCK=1: `X-Test-Now` sets the time the session sees, so
// half an hour of idleness or twelve hours of play pass in a moment.
const MIN = 60_000
const at = (t: number) => ({ 'x-test-now': String(t) })

test.describe('session lifetimes', () => {
  test('a session idle for 30 minutes has ended; activity before that keeps it alive', async ({
    playwright,
  }) => {
    const { api } = await client(playwright)
    const t0 = Date.now()
    await loginOk(api, 'player01', 'Player#2026', at(t0))

    const active = await api.get('/api/session', { headers: at(t0 + 29 * MIN) })
    expect((await body<{ data: { account: string } | null }>(active)).data?.account).toBe('player01')
    // That request restarted the idle clock, so 29 more minutes are still fine …
    expect((await body(await api.get('/api/session', { headers: at(t0 + 58 * MIN) }))).data).not.toBeNull()
    // … but 30 minutes of nothing are not.
    const idle = await api.get('/api/wallet/balance', { headers: at(t0 + 88 * MIN) })
    expect(idle.status()).toBe(401)
    expect((await body(idle)).error).toMatchObject({ code: 'session_expired' })
    expect(await sessionCookie(api)).toBeUndefined()
    expect((await body(await api.get('/api/session', { headers: at(t0 + 89 * MIN) }))).data).toBeNull()
  })

  test('a session ends 12 hours after login however active it was', async ({ playwright }) => {
    const { api } = await client(playwright)
    const t0 = Date.now()
    await loginOk(api, 'player01', 'Player#2026', at(t0))
    for (let t = t0 + 25 * MIN; t < t0 + 12 * 60 * MIN; t += 25 * MIN) {
      const res = await api.get('/api/session', { headers: at(t) })
      expect(
        (await body(res)).data,
        `still signed in after ${Math.round((t - t0) / MIN)} minutes`,
      ).not.toBeNull()
    }
    const late = await api.get('/api/wallet/balance', { headers: at(t0 + 12 * 60 * MIN) })
    expect(late.status()).toBe(401)
    expect((await body(late)).error).toMatchObject({ code: 'session_expired' })
    expect(await sessionCookie(api)).toBeUndefined()
  })
})
