import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

// The agent's money reports arrive in the server's HTML, counted in the agent's own day (the browser's
// time zone travels in the `tz` cookie; without it, the site's), as the member's records do. The agent is
// new: its team's bets and deposits (t1 bet R$ 25.00, t3 deposited R$ 50.00) are from this very moment,
// "today" in any zone.

const ZONE = 'Asia/Ho_Chi_Minh'
const REPORTS = /^\/api\/agent\/(team-bets|profit-loss|transactions|income)/

test.use({ lang: 'en', timezoneId: ZONE })

// The report reads the page makes, and the errors it reports (a hydration mismatch is one).
function watch(page: Page) {
  const reads: string[] = []
  const errors: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (REPORTS.test(pathname)) reads.push(pathname)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { reads, errors }
}

// Hydrated: the centre's overlay becomes modal once its effects run, after those of the page inside it.
const hydrated = (page: Page) => page.waitForFunction(() => document.querySelector('dialog:modal') !== null)

test("the team's bets, a member's own bets and account details are in the HTML, and the browser reads none", async ({
  agent: { page, members },
  context,
  baseURL,
}) => {
  const [bettor = '', , depositor = ''] = members
  await context.addCookies([{ name: 'tz', value: encodeURIComponent(ZONE), url: baseURL }])
  // The reports' API is closed: whatever shows came with the page.
  await page.route(REPORTS, (route) => route.abort())
  const seen = watch(page)

  await page.goto('/en/agent/teamBetting')
  const bets = page.getByRole('table', { name: 'Team bets by member' })
  await expect(bets.getByRole('row', { name: new RegExp(bettor) })).toContainText('R$ 25.00')
  await hydrated(page)

  await page.goto('/en/agent/accountDetails')
  const details = page.getByRole('table', { name: 'Team account details' })
  const deposit = details.getByRole('row', { name: new RegExp(depositor) })
  await expect(deposit).toContainText('R$ 50.00')
  await hydrated(page)
  expect(seen.reads).toEqual([])
  expect(seen.errors).toEqual([])

  // A member's own bets come with the page too.
  await page.goto('/en/agent/teamBetting')
  await bets.getByRole('link', { name: bettor }).click()
  await expect(page.getByRole('table', { name: "The member's bets" }).getByRole('row')).toHaveCount(2)

  // Without the cookie (a first visit, or a browser without script) the server counts the site's day
  // (São Paulo for this brand) and says so; the browser still reads nothing of its own.
  await context.clearCookies({ name: 'tz' })
  const html = await (await page.request.get('/en/agent/userLoss')).text()
  expect(html).toContain(bettor)
  expect(html).toContain('America/Sao_Paulo')
  await page.goto('/en/agent/userLoss')
  const loss = page.getByRole('table', { name: 'Profit and loss by member' })
  await expect(loss.getByRole('row', { name: new RegExp(bettor) })).toContainText('+R$ 50.00')
  expect(seen.reads).toEqual([])
  expect(seen.errors).toEqual([])
})
