import { expect, test, type APIRequestContext } from '@playwright/test'
import { hostUrl, PORTAL_PORT, PORTAL_URL } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'
import { apiClient, registerAccount, signIn } from '../support/accounts'
import { platformTrialToken } from './helpers'

// Node does not resolve *.localhost as Chromium does: API requests go to loopback and name the host.
const onPrivate = (path: string) =>
  [
    `${PORTAL_URL}${path}`,
    { maxRedirects: 0, headers: { host: `private.localhost:${PORTAL_PORT}` } },
  ] as const

// Each address answers the members-only brand with `status` and leads to its target.
async function expectRedirects(
  request: APIRequestContext,
  status: number,
  redirects: ReadonlyArray<readonly [string, string]>,
) {
  for (const [path, target] of redirects) {
    const res = await request.get(...onPrivate(path))
    expect(res.status(), path).toBe(status)
    expect(res.headers().location, path).toBe(target)
  }
}

test.describe('request gate', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  test('a members-only tenant sends visitors without a session to /login, keeping where they were going', async ({
    request,
  }) => {
    await expectRedirects(request, 307, [
      ['/', '/login'],
      ['/promotions', '/login?next=%2Fpromotions'],
      ['/en/help', '/en/login?next=%2Fen%2Fhelp'],
    ])
  })

  test('the exceptions stay open without a session', async ({ request }) => {
    for (const path of [
      '/login',
      '/register',
      '/helpmc',
      '/down',
      '/en/register',
      '/en/helpmc',
      '/en/down',
      '/terms',
      '/privacy',
      '/cookies',
      '/en/terms',
    ]) {
      const res = await request.get(...onPrivate(path))
      expect(res.status(), path).toBe(200)
    }
    // The old registration address first becomes /register, and the spec's /download the app download
    // page at /down, both open.
    await expectRedirects(request, 308, [
      ['/register.html', '/register'],
      ['/download', '/down'],
      ['/en/download', '/en/down'],
    ])
  })

  test('the help centre without header renders on its own', async ({ page }) => {
    await page.goto(hostUrl('private.localhost', '/en/helpmc'))
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0)
  })

  test('a signed-in member passes the gate', async ({ page }) => {
    const base = hostUrl('private.localhost', '').replace(/\/$/, '')
    await page.goto(`${base}/en/helpmc`)
    await signIn(page, 'player01', 'Player#2026')
    await page.goto(`${base}/en/promotions`)
    await expect(page).toHaveURL(`${base}/en/promotions`)
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
  })

  test('a token in the address signs the visitor in and disappears from the address', async ({ page }) => {
    const token = await platformTrialToken('SOL1')
    await page.goto(`/en/help?token=${encodeURIComponent(token)}&from=app`)
    // Opened from outside the site, the link asks first (docs/security.md, "Hand-over links").
    await expect(page).toHaveURL(`${PORTAL_URL}/en/handover`)
    await page.getByRole('button', { name: /^Sign in as / }).click()
    await expect(page).toHaveURL(`${PORTAL_URL}/en/help?from=app`)
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible()
    await expect(page.getByRole('banner').getByText('Free demo', { exact: true })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible()
  })

  test('a dead token leaves the visitor a guest on the clean address', async ({ page }) => {
    await page.goto('/en/help?token=not-a-real-token-0123456789')
    await expect(page).toHaveURL(`${PORTAL_URL}/en/help`)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  })

  test('a signed-in player asking for the login or registration page is sent on with a real redirect', async ({
    page,
    playwright,
    request,
  }) => {
    // With no hand-over link waiting, the hand-over page has nothing to ask anyone.
    const handover = await request.get('/en/handover', { maxRedirects: 0 })
    expect(handover.status()).toBe(307)
    expect(handover.headers().location).toBe('/en')

    const api = await apiClient(playwright)
    const account = await registerAccount(api)
    const login = await api.post('/api/auth/login', { data: { type: 'username', ...account } })
    expect(login.status(), await login.text()).toBe(200)
    for (const [path, target] of [
      ['/en/login', '/en'],
      ['/login?next=%2Fpromotions', '/promotions'],
      ['/login?next=https%3A%2F%2Fevil.example%2F', '/'],
      ['/vi/register', '/vi'],
    ] as const) {
      const res = await api.get(path, { maxRedirects: 0, headers: { accept: 'text/html' } })
      expect(res.status(), path).toBe(307)
      expect(res.headers().location, path).toBe(target)
    }
    await api.dispose()

    // A demo account may still create its real one.
    const token = await platformTrialToken('SOL1')
    await page.goto(`/en/help?token=${encodeURIComponent(token)}`)
    await page.getByRole('button', { name: /^Sign in as / }).click()
    await expect(page.getByRole('banner').getByText('Free demo', { exact: true })).toBeVisible()
    const register = await page.request.get('/en/register', { maxRedirects: 0 })
    expect(register.status()).toBe(200)
  })

  test('old addresses are redirected to their canonical form', async ({ request }) => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/en/index', '/en'],
      ['/home', '/'],
      ['/register.html', '/register'],
    ] as const) {
      const res = await request.get(from, { maxRedirects: 0 })
      expect(res.status(), from).toBe(308)
      expect(res.headers().location, from).toBe(to)
    }
  })
})
