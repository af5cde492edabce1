import { expect, test } from '../fixtures'
import { seriousViolations } from '../support/axe'
import { skipAnnouncementPopups } from '../support/popups'
import { houseGames } from './support'

// agent01's saved session is shared with other journeys: this one only looks. These journeys always
// spoke from the one address.
test.use({ isolated: false })

test.describe('game pages are accessible', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 360]) {
      test(`a lobby in the ${theme} theme at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
        await page.goto('/en/rng?vendor=LUMA')
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
        expect(await seriousViolations(page, '#main')).toEqual([])
      })
    }
  }

  test('a game with its betting record, and a lottery area, in the dark theme', async ({ page, asRole }) => {
    const { dice } = await houseGames()
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await asRole('agent01')
    await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${dice}`)
    await expect(
      page.frameLocator('iframe[title="Dice game window"]').getByRole('button', { name: 'Roll' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your betting record' })).toBeVisible()
    expect(await seriousViolations(page, '#main')).toEqual([])

    await page.goto('/en/lottery')
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible()
    expect(await seriousViolations(page, '#main')).toEqual([])
  })
})
