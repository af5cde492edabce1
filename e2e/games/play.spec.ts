import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { houseGames, platformValue } from './support'

// The demo roles' saved sessions are shared with other journeys: these only play and look, never sign out.
// These journeys always spoke from the one address and met the pop-ups as they come.
test.use({ isolated: false })

type Balance = { ok: true; data: { totalMinor: number } }

async function balanceMinor(page: Page): Promise<number> {
  const res = await page.request.get('/api/wallet/balance')
  return ((await res.json()) as Balance).data.totalMinor
}

// One account plays every in-house game in order, so the balance it watches is its own.
test.describe.configure({ mode: 'serial' })

test.describe('in-house games really play', () => {
  test('dice, slot and mines rounds move the balance and fill the betting record', async ({
    page,
    context,
    asRole,
  }) => {
    test.setTimeout(120_000)
    const games = await houseGames()
    await asRole('player01')
    const before = await balanceMinor(page)

    // Dice: three rolls.
    await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${games.dice}`)
    const headerBalance = page.getByRole('banner').locator('output').first()
    await expect(headerBalance).toContainText(/\d/)
    const shownBefore = (await headerBalance.innerText()).trim()
    const dice = page.frameLocator('iframe[title="Dice game window"]')
    await expect(dice.getByRole('heading', { name: /Dice/ })).toBeVisible()
    for (let round = 1; round <= 3; round++) {
      await dice.getByRole('button', { name: 'Roll' }).click()
      await expect(dice.locator('#rounds')).toHaveText(String(round))
      await expect(dice.locator('#dice-result')).toContainText('Rolled')
    }
    await expect(dice.locator('#elapsed')).toHaveText(/^\d+:\d\d$/)

    // Provably fair: change the client seed, which reveals the old server seed, then verify a round.
    await dice.getByText('Provably fair').click()
    await expect(dice.locator('#seed-hash')).toHaveText(/^[0-9a-f]{64}$/)
    await dice.getByRole('textbox', { name: 'Client seed' }).fill('journey-seed-1')
    await dice.getByRole('button', { name: 'Change seed and reveal the old one' }).click()
    await expect(dice.getByText(/Revealed server seed: [0-9a-f]{64} \(used for \d+ rounds\)/)).toBeVisible()
    const [verify] = await Promise.all([
      context.waitForEvent('page'),
      dice
        .getByRole('link', { name: /^Verify R/ })
        .first()
        .click(),
    ])
    await expect(verify.getByRole('heading', { name: 'Verify a round' })).toBeVisible()
    await expect(verify.getByRole('status').filter({ hasText: 'Verified' })).toContainText(
      'Verified: the recomputed outcome matches the record.',
    )
    await verify.close()

    // Slot: two spins.
    await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${games.slot5x3}`)
    const slot = page.frameLocator('iframe[title="Classic Slot 5x3 game window"]')
    for (let round = 1; round <= 2; round++) {
      await slot.getByRole('button', { name: 'Spin' }).click()
      await expect(slot.locator('#rounds')).toHaveText(String(round))
    }
    await expect(slot.getByRole('table', { name: 'Reels' }).getByRole('cell').first()).not.toHaveText('?')

    // Mines: open one tile, then cash out if it was safe.
    await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${games.mines}`)
    const mines = page.frameLocator('iframe[title="Mines game window"]')
    await mines.getByRole('combobox', { name: 'Mines' }).selectOption('1')
    await mines.getByRole('button', { name: 'Start round' }).click()
    await mines.getByRole('button', { name: 'Tile 13: hidden' }).click()
    const cashOut = mines.getByRole('button', { name: /^Cash out/ })
    const lost = mines.getByText('Mine! The round is lost.')
    await expect(cashOut.or(lost)).toBeVisible()
    if (await cashOut.isVisible()) await cashOut.click()
    await expect(mines.locator('#rounds')).toHaveText('1')

    // Six settled rounds: the betting record lists them and its net is the balance's change.
    const after = await balanceMinor(page)
    const record = page.getByRole('region', { name: 'Your betting record' })
    await expect(record.getByRole('row')).toHaveCount(7)
    await expect(record.getByRole('cell', { name: 'Mines' })).toBeVisible()
    await expect(record.getByRole('cell', { name: 'Dice' })).toHaveCount(3)
    const net = after - before
    const magnitude = (Math.abs(net) / 100).toFixed(2)
    await expect(record.getByRole('status')).toContainText(
      `Net ${net > 0 ? '+' : net < 0 ? '−' : ''}R$ ${magnitude}`,
    )
    // Six rounds of R$ 1.00 each were staked; the header shows the balance they left.
    await expect(record.getByRole('status')).toContainText('Staked R$ 6.00')
    const shownAfter = `R$ ${(after / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    await expect(headerBalance).toHaveText(shownAfter)
    if (after !== before) expect(shownAfter).not.toBe(shownBefore)
  })

  test('the home page winner board shows real wins', async ({ page }) => {
    const board = await platformValue<{ list: Array<{ gameName: string; account: string }> }>(
      '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=10',
    )
    await page.goto('/en')
    await expect(page.getByRole('heading', { name: 'Big wins' })).toBeVisible()
    const top = board.list[0]
    if (top) {
      const region = page.getByRole('region', { name: 'Big wins' })
      await expect(region.getByRole('row').nth(1)).toContainText(top.account)
      await expect(region.getByRole('row').nth(1)).toContainText(top.gameName)
    } else {
      await expect(page.getByText('No big wins yet. The board shows the largest recent wins.')).toBeVisible()
    }
  })
})
