import { expect, test } from '@playwright/test'
import { skipAnnouncementPopups } from '../support/popups'

test.describe('accessibility', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  // Home at every size in both themes is scanned by the layout sweep (e2e/sweep); here, the keyboard.
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
