import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { home, localePath } from '../pages/locale'
import { houseGames } from '../games/support'
import { hostUrl, PORTAL_URL } from '../support/env'

// Consent before analytics, in Portuguese and English: the first visit asks (necessary only, or
// analytics too); without a yes no request leaves for Google's tag, a tampered choice counts as none,
// the footer changes the choice, and with a yes the tag loads and counts page views by path only. The
// tag's requests are answered here (the journeys have no network): each one is recorded.

const TEXTS = {
  pt: {
    necessary: 'Somente necessários',
    accept: 'Aceitar análises',
    settings: 'Configurações de cookies',
    policy: 'Política de cookies',
  },
  en: {
    necessary: 'Necessary only',
    accept: 'Accept analytics',
    settings: 'Cookie settings',
    policy: 'Cookie policy',
  },
}
const TAG = 'https://www.googletagmanager.com/gtag/js?id=G-SOLARA26'

// Every request for Google's tag or its collection, answered locally and kept.
async function recordTag(context: BrowserContext): Promise<string[]> {
  const seen: string[] = []
  await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    seen.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return seen
}

// What the page handed the tag, as plain arrays.
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  )

test.use({ consentChosen: false })

for (const lang of ['pt', 'en'] as const) {
  const t = TEXTS[lang]
  test.describe(lang === 'pt' ? 'em português' : 'in English', () => {
    test.use({ lang })

    test('no request leaves for the tag without a yes; with one it loads and counts pages by path', async ({
      page,
      context,
    }) => {
      const requests = await recordTag(context)
      await page.goto(home(lang))
      const banner = page.getByTestId('consent-banner')
      await expect(banner).toBeVisible()
      await expect(banner.getByRole('link', { name: t.policy })).toHaveAttribute(
        'href',
        localePath(lang, '/cookies'),
      )
      await banner.getByRole('button', { name: t.necessary }).click()
      await expect(banner).toHaveCount(0)
      const cookie = (await context.cookies(PORTAL_URL)).find((c) => c.name === 'portal-consent')
      expect(cookie?.value).toBe('v1.necessary')

      await page.goto(localePath(lang, '/promotions'))
      await expect(page.getByRole('button', { name: t.settings })).toBeVisible()
      await expect(banner).toHaveCount(0)
      expect(requests).toEqual([])
      expect(await dataLayer(page)).toEqual([])

      // The footer opens the choice again; a yes loads the tag and counts this page.
      await page.getByRole('button', { name: t.settings }).click()
      await banner.getByRole('button', { name: t.accept }).click()
      await expect.poll(() => requests[0]).toBe(TAG)
      await expect
        .poll(async () =>
          (await dataLayer(page)).some((entry) => entry[0] === 'event' && entry[1] === 'page_view'),
        )
        .toBe(true)

      // A page view carries the path, never the query.
      await page.goto(`${localePath(lang, '/help')}?ref=secret-code-123`)
      await expect
        .poll(async () => JSON.stringify(await dataLayer(page)))
        .toContain(`"page_path":"${localePath(lang, '/help')}"`)
      expect(JSON.stringify(await dataLayer(page))).not.toContain('secret-code-123')
    })

    test('a tampered choice counts as none: asked again, and no analytics', async ({ page, context }) => {
      const requests = await recordTag(context)
      await context.addCookies([{ name: 'portal-consent', value: 'v1.analytics-yes', url: PORTAL_URL }])
      await page.goto(home(lang))
      await expect(page.getByTestId('consent-banner')).toBeVisible()
      await page.goto(localePath(lang, '/promotions'))
      await expect(page.getByTestId('consent-banner')).toBeVisible()
      expect(requests).toEqual([])
      expect(await dataLayer(page)).toEqual([])
    })
  })
}

test('a game launch reaches the tag as an event, with no account, username or amount', async ({
  member: { page, username },
  context,
}) => {
  const requests = await recordTag(context)
  await context.addCookies([{ name: 'portal-consent', value: 'v1.analytics', url: PORTAL_URL }])
  const { dice } = await houseGames()
  await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${dice}`)
  await expect(page.locator('iframe')).toHaveCount(1)
  await expect.poll(() => requests.includes(TAG)).toBe(true)
  await expect
    .poll(async () => (await dataLayer(page)).find((entry) => entry[1] === 'game_launch'))
    .toEqual(['event', 'game_launch', { game_type: 'INHOUSE' }])
  const sent = JSON.stringify(await dataLayer(page))
  expect(sent).not.toContain(username)
  expect(sent).not.toMatch(/user_id|amount|value|token/i)
})

test('at 360 px the choice fits, with both answers as large as a thumb, and works from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/')
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  const box = await banner.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
  for (const name of [TEXTS.pt.necessary, TEXTS.pt.accept]) {
    const size = await banner.getByRole('button', { name }).boundingBox()
    expect(size?.height).toBeGreaterThanOrEqual(44)
  }
  await banner.getByRole('button', { name: TEXTS.pt.necessary }).focus()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
})

test('a brand without a tag asks nothing and names no Google origin in its policy', async ({ page }) => {
  const verdant = await page.goto(hostUrl('verdant.localhost', '/'))
  expect(verdant?.headers()['content-security-policy']).not.toContain('google')
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  const solara = await page.goto('/')
  expect(solara?.headers()['content-security-policy']).toContain('https://www.googletagmanager.com')
})
