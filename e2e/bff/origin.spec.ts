import { expect, test } from '@playwright/test'
import { PORTAL_URL } from '../support/env'
import { body, client, loginOk, sessionCookie, uniqueIp } from './support'

test.describe('cross-origin state changes', () => {
  test('a login posted from another site is refused and sets no cookie', async ({ playwright }) => {
    const { api } = await client(playwright)
    const res = await api.post('/api/auth/login', {
      data: { type: 'username', username: 'player01', password: 'Player#2026' },
      headers: { origin: 'https://evil.example' },
    })
    expect(res.status()).toBe(403)
    expect((await body(res)).error).toMatchObject({ code: 'bad_origin' })
    expect(res.headers()['set-cookie']).toBeUndefined()
    expect(await sessionCookie(api)).toBeUndefined()
  })

  test('a logout forged from another site leaves the session alone', async ({ playwright }) => {
    const { api } = await client(playwright)
    await loginOk(api, 'player01', 'Player#2026')
    const forged: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: PORTAL_URL, 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]
    for (const headers of forged) {
      const res = await api.post('/api/auth/logout', { headers })
      expect(res.status()).toBe(403)
    }
    expect((await body(await api.get('/api/session'))).data).not.toBeNull()
  })

  test('a state change with neither Origin nor Sec-Fetch-Site is refused', async ({ playwright }) => {
    const bare = await playwright.request.newContext({
      baseURL: PORTAL_URL,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    })
    const res = await bare.post('/api/auth/free-play')
    expect(res.status()).toBe(403)
    expect((await body(res)).error).toMatchObject({ code: 'bad_origin' })
  })

  test('a page of another site cannot log the visitor out', async ({ page, context }) => {
    await context.request.post('/api/auth/login', {
      data: { type: 'username', username: 'player01', password: 'Player#2026' },
      headers: { origin: PORTAL_URL, 'x-forwarded-for': uniqueIp() },
    })
    // verdant.localhost is another tenant and another origin.
    await page.goto(PORTAL_URL.replace('localhost', 'verdant.localhost'))
    const status = await page.evaluate(async (target) => {
      try {
        const res = await fetch(`${target}/api/auth/logout`, {
          method: 'POST',
          credentials: 'include',
          mode: 'no-cors',
        })
        return res.type
      } catch {
        return 'blocked'
      }
    }, PORTAL_URL)
    expect(['opaque', 'blocked']).toContain(status)
    const session = await context.request.get(`${PORTAL_URL}/api/session`)
    expect((await body(session)).data).not.toBeNull()
  })
})
