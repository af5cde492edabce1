import { expect, test } from '@playwright/test'
import { body, openSeal, reseal, sessionCookie, signedInPlayer, withCookie } from './support'
import { OLD_SECRET } from './secrets'

test.describe('session cookie integrity and secret rotation', () => {
  test('a tampered cookie reads as logged out, and is cleared', async ({ playwright }) => {
    const { cookie: value } = await signedInPlayer(playwright)
    const middle = Math.floor(value.length / 2)
    const tampered = value.slice(0, middle) + (value[middle] === 'A' ? 'B' : 'A') + value.slice(middle + 1)

    const forged = await withCookie(playwright, tampered)
    const res = await forged.get('/api/session')
    expect(await body(res)).toEqual({ ok: true, data: null })
    expect(res.headers()['set-cookie']).toMatch(/portal-session=;/)
    expect((await forged.get('/api/wallet/balance')).status()).toBe(401)
  })

  test('a cookie sealed with a secret the Portal does not hold reads as logged out', async ({
    playwright,
  }) => {
    const { cookie } = await signedInPlayer(playwright)
    const data = await openSeal(cookie)
    const foreign = await reseal(data, { 2: 'an-attacker-secret-that-is-long-enough-0000' })
    const forged = await withCookie(playwright, foreign)
    expect(await body(await forged.get('/api/session'))).toEqual({ ok: true, data: null })
    const balance = await forged.get('/api/wallet/balance')
    expect(balance.status()).toBe(401)
  })

  test('after a rotation old sessions still open and new ones are sealed with the new secret', async ({
    playwright,
  }) => {
    const { cookie: fresh } = await signedInPlayer(playwright)
    // iron-session names the secret in the seal: Fe26.2*<id>*…
    expect(fresh.split('*')[1]).toBe('2')

    // A session sealed before the rotation, when secret 1 was the newest.
    const data = await openSeal(fresh)
    const old = await reseal(data, { 1: OLD_SECRET })
    expect(old.split('*')[1]).toBe('1')
    const before = await withCookie(playwright, old)
    const session = await body<{ data: { account: string } | null }>(await before.get('/api/session'))
    expect(session.data?.account).toBe('player01')
    expect((await before.get('/api/wallet/balance')).status()).toBe(200)

    // The next reseal of that session (activity a few minutes later) uses the new secret.
    const later = await before.get('/api/session', {
      headers: { 'x-test-now': String(Date.now() + 5 * 60_000) },
    })
    expect((await body(later)).data).not.toBeNull()
    const resealed = (await sessionCookie(before)) ?? ''
    expect(resealed.split('*')[1]).toBe('2')
    expect((await openSeal(resealed)).sid).toBe(data.sid)
  })
})
