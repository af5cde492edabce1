import { expect, test } from '@playwright/test'
import { seriousViolations } from '../support/axe'
import { skipAnnouncementPopups } from '../support/popups'

test.describe('accessibility', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 360]) {
      test(`home has no serious or critical axe violation in the ${theme} theme at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
        await page.goto('/en')
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  }

  test('the frame can be used by keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()

    const help = page.getByRole('complementary', { name: 'Side menu' }).getByRole('link', { name: 'Help' })
    await help.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/help$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible()
  })
})
