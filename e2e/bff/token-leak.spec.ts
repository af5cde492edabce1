import { expect, test, type Response } from '@playwright/test'
import { COOKIE, openSeal, uniqueIp } from './support'

// The upstream token lives only in the sealed httpOnly cookie. This journey logs in from a page,
// browses, and then searches every response body and header the browser received, document.cookie and
// web storage for the token in clear: it must appear nowhere.
test('the upstream token never reaches the browser', async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
  const seen: Array<{ url: string; headers: string; body: string }> = []
  const pending: Promise<void>[] = []
  page.on('response', (response: Response) => {
    pending.push(
      (async () => {
        const headers = JSON.stringify(await response.allHeaders())
        let text = ''
        try {
          text = (await response.body()).toString('latin1')
        } catch {
          // Redirects and aborted requests have no body.
        }
        seen.push({ url: response.url(), headers, body: text })
      })(),
    )
  })

  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  const login = await page.evaluate(async () => {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Portal-Locale': 'pt' },
      body: JSON.stringify({ type: 'username', username: 'player01', password: 'Player#2026' }),
    })
    return { status: res.status, json: await res.json() }
  })
  expect(login.status).toBe(200)
  expect(login.json.data.member.account).toBe('player01')

  const calls = await page.evaluate(async () => {
    const paths = ['/api/session', '/api/wallet/balance', '/api/member/info', '/api/member/icon']
    const statuses: number[] = []
    for (const path of paths) statuses.push((await fetch(path)).status)
    return statuses
  })
  expect(calls).toEqual([200, 200, 200, 200])
  for (const path of ['/', '/en', '/zh']) {
    const res = await page.goto(path)
    expect(res?.status()).toBe(200)
  }
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')

  const cookie = (await context.cookies()).find((c) => c.name === COOKIE)
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  const { token } = await openSeal(cookie?.value ?? '')
  expect(token.length).toBeGreaterThanOrEqual(32)

  await Promise.all(pending)
  expect(seen.length).toBeGreaterThan(10)
  const leaks = seen.filter((r) => r.body.includes(token) || r.headers.includes(token)).map((r) => r.url)
  expect(leaks).toEqual([])

  const inPage = await page.evaluate(
    (t) => ({
      cookie: document.cookie,
      storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      html: document.documentElement.outerHTML.includes(t),
    }),
    token,
  )
  expect(inPage.cookie).not.toContain(token)
  expect(inPage.cookie).not.toContain(COOKIE)
  expect(inPage.storage).not.toContain(token)
  expect(inPage.html).toBe(false)
})
