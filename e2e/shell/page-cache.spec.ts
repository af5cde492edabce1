import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { skipAnnouncementPopups } from '../support/popups'

// Guest pages are answered from a short-lived cache in the request gate. These journeys prove what it
// must never do: hand a signed-in player a guest page, hand a guest anything rendered for someone else,
// or let two responses share a script nonce.

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? ''

const withoutNonce = (hit: { html: string; nonce: string }) => hit.html.replaceAll(hit.nonce, 'N')

// Asks for a page as a browser without cookies until the cache answers it (the first visit fills it).
async function cachedGuestPage(request: APIRequestContext, path: string) {
  let hit: { html: string; nonce: string; headers: Record<string, string> } | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(path, { headers: HTML, maxRedirects: 0 })
        expect(res.status()).toBe(200)
        if (res.headers()['x-portal-cache'] !== 'hit') return false
        hit = {
          html: await res.text(),
          nonce: nonceOf(res.headers()['content-security-policy']),
          headers: res.headers(),
        }
        return true
      },
      { intervals: [100, 200, 300], timeout: 10_000 },
    )
    .toBe(true)
  if (!hit) throw new Error('no cached answer')
  return hit
}

async function warmHome(page: Page) {
  await cachedGuestPage(page.context().request, '/en')
}

// Opens a page in the browser until the cache answers the navigation itself: the entry a warm-up left can
// run out (two seconds in the journeys) before a busy machine gets the browser there.
async function openCached(page: Page, path: string) {
  let response: Awaited<ReturnType<Page['goto']>> = null
  await expect
    .poll(
      async () => {
        response = await page.goto(path)
        return response?.headers()['x-portal-cache']
      },
      { intervals: [100, 200, 300], timeout: 10_000 },
    )
    .toBe('hit')
  if (!response) throw new Error('no cached navigation')
  return response as NonNullable<Awaited<ReturnType<Page['goto']>>>
}

test.describe('guest page cache', () => {
  // These journeys always spoke from the one address; vip01's saved session is shared and only read.
  test.use({ isolated: false })

  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  test('every answer from the cache carries a nonce of its own', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL })
    // Two answers of one stored page. A page that has come due is rendered again behind the answer, so
    // a pair that straddles that renewal holds two renders; the pair is then read again, at most twice.
    let first = await cachedGuestPage(request, '/en/help')
    let second = await cachedGuestPage(request, '/en/help')
    for (let again = 0; again < 2 && withoutNonce(first) !== withoutNonce(second); again++) {
      first = second
      second = await cachedGuestPage(request, '/en/help')
    }
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/)
    expect(second.nonce).not.toBe(first.nonce)
    for (const [mine, other] of [
      [first, second],
      [second, first],
    ] as const) {
      expect(mine.html).toContain(`nonce="${mine.nonce}"`)
      expect(mine.html).not.toContain(other.nonce)
      expect(mine.headers['set-cookie']).toBeUndefined()
      expect(mine.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
    // Apart from the nonce, both are the same page.
    expect(withoutNonce(second)).toBe(withoutNonce(first))
    await request.dispose()
  })

  test('a page from the cache runs its scripts under the new nonce', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await warmHome(page)
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await openCached(page, '/en')
    // The inline theme script ran before paint, and the header's island hydrated and works.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const toggle = page.getByRole('switch', { name: 'Dark theme' })
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await toggle.click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(violations).toEqual([])
  })

  test('a signed-in player never receives the cached guest page', async ({ page, asRole }) => {
    await warmHome(page)
    await page.goto('/en')
    await asRole('vip01')
    for (let i = 0; i < 3; i++) {
      const response = await page.goto('/en')
      expect(response?.headers()['x-portal-cache']).toBeUndefined()
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: /Account menu/ })).toBeVisible()
      await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible()
      await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)
    }
  })

  test('a guest never receives what was rendered for a signed-in player', async ({
    page,
    browser,
    asRole,
  }) => {
    await page.goto('/en')
    await asRole('vip01')
    const session = await page.request.get('/api/session')
    const { data: member } = (await session.json()) as { data: { nickname: string; account: string } }
    const playerPage = await page.goto('/en')
    // The player's own page names them; the guest page must not.
    const name = member.nickname || member.account
    expect(await playerPage?.text()).toContain(name)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible()

    const guest = await browser.newContext()
    await skipAnnouncementPopups(guest)
    const guestPage = await guest.newPage()
    const cached = await cachedGuestPage(guest.request, '/en')
    expect(cached.html).not.toContain(name)
    const response = await openCached(guestPage, '/en')
    expect(await response.text()).not.toContain(name)
    const header = guestPage.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Deposit' })).toHaveCount(0)
    await expect(header.getByRole('button', { name: /Account menu/ })).toHaveCount(0)
    await guest.close()
  })

  test('the router’s own requests and other hosts are never answered from it', async ({
    page,
    request,
    baseURL,
  }) => {
    await warmHome(page)
    // What the router sends on a soft navigation: a fetch, not a document request.
    const flight = await request.get('/en', {
      headers: { accept: '*/*', rsc: '1', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    })
    await expect(flight).toBeOK()
    expect(flight.headers()['x-portal-cache']).toBeUndefined()
    expect(flight.headers()['content-type']).toContain('text/x-component')

    const json = await request.get('/en', { headers: { accept: 'application/json' } })
    expect(json.headers()['x-portal-cache']).toBeUndefined()

    // Same tenant on another host: the members-only host still sends guests to sign in.
    const privateHost = await request.get('/en', {
      headers: { ...HTML, host: `private.${new URL(baseURL ?? '').host}` },
      maxRedirects: 0,
    })
    expect(privateHost.status()).toBe(307)
    expect(privateHost.headers()['location']).toContain('/en/login')
  })
})
