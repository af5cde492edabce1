import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { houseGames } from './support'

// Game and lottery pages look finished (issue 29, item 13): the title stands clear of the side menu, the
// secondary actions wait in one menu, so a phone shows the game's own controls on its first screen, and a
// frame never makes the page scroll inside a scroll.

test.use({ lang: 'en' })

const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
  { name: 'tablet', viewport: { width: 768, height: 1024 }, isMobile: false, hasTouch: false },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
] as const

async function titleClearOfMenu(page: Page) {
  const main = await page.locator('main').boundingBox()
  const title = await page.locator('main').getByRole('heading', { level: 1 }).first().boundingBox()
  expect(main && title && title.x - main.x).toBeGreaterThanOrEqual(8)
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch })

    test('a game shows its own controls on the first screen, with the other actions in a menu', async ({
      member,
    }) => {
      const { page } = member
      const games = await houseGames()
      await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${games.dice}`)
      const dice = page.frameLocator('iframe[title="Dice game window"]')
      const roll = dice.getByRole('button', { name: 'Roll' })
      await expect(roll).toBeVisible()
      await titleClearOfMenu(page)

      // The frame fills the screen below the bar, and the game's button is on that first screen.
      const frame = page.locator('iframe[title="Dice game window"]')
      await expect
        .poll(async () => {
          const box = await frame.boundingBox()
          return box ? Math.round(box.y + box.height) : 0
        })
        .toBeLessThanOrEqual(size.viewport.height)
      const button = await roll.boundingBox()
      expect(button && button.y + button.height).toBeLessThanOrEqual(size.viewport.height)

      // Back to the lobby, restart and a new window: in the menu, not on the page.
      const restart = page.getByRole('button', { name: 'Restart the game' })
      await expect(restart).toBeHidden()
      const options = page.getByRole('button', { name: 'Game options' })
      if (size.hasTouch) await options.tap()
      else await options.click()
      await expect(restart).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to the lobby' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Open in a new window' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(restart).toBeHidden()

      // The menu works by keyboard: its restart gives the game a fresh launch.
      await options.focus()
      await page.keyboard.press('Enter')
      await restart.focus()
      await page.keyboard.press('Enter')
      await expect(restart).toBeHidden()
      await expect(roll).toBeVisible()
    })

    test('a lottery frame is as tall as the lottery, so only the page scrolls', async ({ member }) => {
      const { page } = member
      await page.goto('/en/lottery')
      const frame = page.locator('main iframe').first()
      await expect(frame).toBeVisible()
      await titleClearOfMenu(page)
      const inside = page.frameLocator('main iframe').first()
      await expect(inside.locator('body')).toBeVisible()
      const content = (await frame.elementHandle())!.contentFrame()
      await expect
        .poll(async () =>
          (await content)!.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
        )
        .toBeLessThanOrEqual(2)
    })
  })
}
