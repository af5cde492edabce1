import { expect, test } from '../fixtures'

// A wide report on a phone: each member a stacked card, every value beside its column's name, nothing
// to scroll sideways and no column cut off (team betting at 360 px used to hide most of "Stakes").

test.use({ lang: 'en', viewport: { width: 360, height: 780 }, hasTouch: true })

test('team betting at 360 px shows every column of a member, stacked, within the screen', async ({
  agent: { page, members },
}) => {
  const [bettor = ''] = members
  await page.goto('/en/agent/teamBetting')
  const table = page.getByRole('table', { name: 'Team bets by member' })
  const row = table.getByRole('row', { name: new RegExp(bettor) })
  await expect(row).toContainText('R$ 25.00')
  const stake = row.locator('td[data-label="Stakes"]')
  await expect(stake).toBeVisible()
  // The column's name stands beside its value.
  expect(await stake.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Stakes"')
  const box = await stake.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
  // Nothing in the report scrolls sideways.
  const region = page.getByRole('region', { name: 'Team bets by member' })
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
})
