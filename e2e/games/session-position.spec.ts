import { expect, test } from '../fixtures'
import { houseGames, startFreePlay } from './support'

// The game bar's clock and net position follow the game: a round settled in the frame shows in the bar at
// once, as the game's own "Session result" does, and a trial account's time since sign-in runs too.

test.use({ lang: 'en' })

// "R$ −1.00", "+R$ 0.98", "R$ 1.00" as minor units, whichever side the sign and the symbol are on.
function minorOf(text: string): number {
  const digits = text.replace(/[^\d]/g, '')
  return (/[−-]/.test(text) ? -1 : 1) * Number(digits)
}

test('the bar’s net position is the game’s session result after every round', async ({ member }) => {
  const { page } = member
  const games = await houseGames()
  await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${games.dice}`)
  const bar = page.getByTestId('session-position')
  await expect(bar).toContainText(/Time since sign-in \d+:\d\d:\d\d/)
  await expect(bar).toContainText('Net position (wins minus stakes) R$ 0.00')
  const dice = page.frameLocator('iframe[title="Dice game window"]')
  for (let round = 1; round <= 2; round++) {
    await dice.getByRole('button', { name: 'Roll' }).click()
    await expect(dice.locator('#rounds')).toHaveText(String(round))
    const result = minorOf(await dice.locator('#net').innerText())
    expect(result).not.toBe(0)
    await expect.poll(async () => minorOf((await bar.innerText()).split('stakes)')[1] ?? '')).toBe(result)
  }
})

test('a trial account’s game bar shows its time since sign-in and its net position', async ({ page }) => {
  const games = await houseGames()
  await page.goto('/en')
  await startFreePlay(page)
  await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${games.dice}`)
  const bar = page.getByTestId('session-position')
  await expect(bar).toContainText(/Time since sign-in \d+:\d\d:\d\d/)
  await expect(bar).toContainText('Net position (wins minus stakes) R$ 0.00')
  const dice = page.frameLocator('iframe[title="Dice game window"]')
  await dice.getByRole('button', { name: 'Roll' }).click()
  await expect(dice.locator('#rounds')).toHaveText('1')
  const result = minorOf(await dice.locator('#net').innerText())
  await expect.poll(async () => minorOf((await bar.innerText()).split('stakes)')[1] ?? '')).toBe(result)
})
