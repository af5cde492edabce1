import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { creditMember } from '../support/platform'

// The record pages arrive in the server's HTML, counted in the player's own day: the browser's time zone
// travels in the `tz` cookie; without it the server counts the site's day and says so. A credit dated between midnight in Ho Chi Minh City
// (UTC+7) and midnight in São Paulo (UTC-3) is "today" in exactly one of the two.

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const ZONES = { vn: { name: 'Asia/Ho_Chi_Minh', offset: 7 }, br: { name: 'America/Sao_Paulo', offset: -3 } }
const TODAY = '/member/transactionHistory?range=today'
const CREDIT = 432_109
const CREDIT_TEXT = '4.321,09'

test.use({ timezoneId: ZONES.vn.name })

const sinceMidnight = (offset: number, now: number) => (((now + offset * HOUR) % DAY) + DAY) % DAY

// Errors the page itself reports (a hydration mismatch is one), and the records API calls it makes.
function watch(page: Page) {
  const errors: string[] = []
  const reads: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/member/transactions')) reads.push(request.url())
  })
  return { errors, reads }
}

test("the account record's first page is in the HTML, in the player's own day", async ({
  member: { page, username },
  context,
  baseURL,
}) => {
  const now = Date.now()
  const vn = sinceMidnight(ZONES.vn.offset, now)
  const br = sinceMidnight(ZONES.br.offset, now)
  // Halfway between the two midnights: at least five hours from either.
  await creditMember(username, CREDIT, 'SOL1', Math.round((vn + br) / 2))
  const todayInVietnam = vn > br

  // In Vietnam, with the records API closed: the rows come with the page, and the browser reads nothing.
  await context.addCookies([{ name: 'tz', value: encodeURIComponent(ZONES.vn.name), url: baseURL }])
  await page.route('**/api/member/transactions**', (route) => route.abort())
  const seen = watch(page)
  await page.goto(TODAY)
  const entries = page.getByRole('table', { name: 'Lançamentos da conta' })
  await expect(entries.getByRole('row').first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Lançamentos:' })).toBeVisible()
  await expect(entries.getByText(CREDIT_TEXT)).toHaveCount(todayInVietnam ? 1 : 0)
  // Hydrated (the centre's nav remembers the open page once its effects run; a fresh browser has none),
  // without a read of its own.
  await page.waitForFunction(() => document.cookie.includes('member_page=transactionHistory'))
  expect(seen.reads).toEqual([])
  expect(seen.errors).toEqual([])

  // In São Paulo the same day begins ten hours later: the credit moves across the boundary.
  await context.addCookies([{ name: 'tz', value: encodeURIComponent(ZONES.br.name), url: baseURL }])
  const html = await (await page.request.get(TODAY)).text()
  expect(html).toContain('data-entry=')
  expect(html.includes(CREDIT_TEXT)).toBe(!todayInVietnam)

  // Without the cookie (a first visit, or a browser without script) the server counts the site's day
  // (São Paulo for this brand), says so, and the browser still reads nothing of its own.
  await context.clearCookies({ name: 'tz' })
  const html2 = await (await page.request.get(TODAY)).text()
  expect(html2).toContain('data-entry=')
  expect(html2.includes(CREDIT_TEXT)).toBe(!todayInVietnam)
  expect(html2).toContain('America/Sao_Paulo')
  expect(seen.reads).toEqual([])
  expect(seen.errors).toEqual([])
})

// Dates the server renders elsewhere in the centre (when the account was opened) are in the same zone:
// the page arrives with the player's own date and keeps it once running. A zone whose date differs from
// UTC's at this hour: Pago Pago (UTC-11) until 10:00 UTC, Kiritimati (UTC+14) from then on.
test.describe("a date in the player's own zone", () => {
  const zone = new Date().getUTCHours() < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati'
  test.use({ timezoneId: zone })

  test('the account’s opening date is the player’s own from the first paint', async ({
    member: { page },
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'tz', value: encodeURIComponent(zone), url: baseURL }])
    const format = (timeZone?: string) =>
      page.evaluate(
        (tz) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: tz }).format(new Date()),
        timeZone,
      )
    const own = await format()
    expect(own, 'the zone’s date differs from UTC’s').not.toBe(await format('UTC'))
    const html = await (await page.request.get('/member/securityCenter')).text()
    expect(html).toContain(`>${own}</time>`)

    const seen = watch(page)
    await page.goto('/member/securityCenter')
    const since = page.getByRole('definition').filter({ has: page.locator('time') })
    await expect(since).toHaveText(own)
    await page.waitForFunction(() => document.cookie.includes('member_page=securityCenter'))
    await expect(since).toHaveText(own)
    expect(seen.errors).toEqual([])
  })
})
