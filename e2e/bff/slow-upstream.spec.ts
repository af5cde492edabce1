import { expect, test } from '@playwright/test'
import { PLATFORM_URL } from '../support/env'
import { registerAccount } from '../support/accounts'
import { body, client, loginOk } from './support'

// The platform answers this journey's address after 10 s (and no one else's): pages still arrive within
// their deadline, and a read fails after its own timeout instead of twice that.
async function slowPlatformFor(ip: string, delayMs: number, forMs: number) {
  const res = await fetch(`${PLATFORM_URL}/__test/slow`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ip, delayMs, forMs }),
  })
  expect(res.status).toBe(200)
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now()
  const result = await work()
  return { result, ms: Date.now() - started }
}

test.describe('a slow platform', () => {
  test('pages render by their deadline and reads give up after their own timeout', async ({ playwright }) => {
    test.setTimeout(60_000)
    const { api, ip } = await client(playwright)
    const account = await registerAccount(api)
    await loginOk(api, account.username, account.password)
    await slowPlatformFor(ip, 10_000, 60_000)
    try {
      for (const path of ['/en', '/en/help']) {
        const page = await timed(() => api.get(path, { headers: { accept: 'text/html' } }))
        expect(page.result.status(), path).toBe(200)
        expect(await page.result.text(), path).toContain('</html>')
        expect(page.ms, path).toBeLessThan(6_000)
      }
      const balance = await timed(() => api.get('/api/wallet/balance'))
      expect(balance.result.status()).toBe(504)
      expect((await body(balance.result)).error).toMatchObject({ code: 'upstream_timeout' })
      expect(balance.ms).toBeLessThan(7_500)
    } finally {
      await slowPlatformFor(ip, 0, 0)
    }
  })
})
