import { expect, test } from '@playwright/test'
import { hostUrl } from '../support/env'
import { setSiteFlags } from '../support/platform'
import { skipAnnouncementPopups } from '../support/popups'

// These journeys switch Verdant's flags on the platform and put them back; playwright.config.ts runs them
// in a project of their own, after every other journey.
test.describe.configure({ mode: 'serial' })

async function headingAt(page: import('@playwright/test').Page, path: string) {
  await page.goto(hostUrl('verdant.localhost', path))
  return page.getByRole('heading', { level: 1 }).textContent()
}

test.describe('start-up screens chosen from the platform status', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  test.afterEach(async ({ page }) => {
    await setSiteFlags('VRD2', { maintenance: false, regionRestriction: false })
    // The gate caches the status briefly; wait until the site is back for the next journey.
    await expect.poll(() => headingAt(page, '/en/help')).toBe('Help centre')
  })

  test('maintenance shows the System Maintenance screen with contact us, and the site returns after', async ({
    page,
  }) => {
    await setSiteFlags('VRD2', { maintenance: true })
    await expect.poll(() => headingAt(page, '/en/help')).toBe('System Maintenance')
    await expect(page).toHaveURL(hostUrl('verdant.localhost', '/en/help'))
    await expect(page).toHaveTitle('System maintenance · Verdant Club')
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /\/pages\/VRD2\//)
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/help')
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0)

    // Every address of the brand shows the same screen, in its own language.
    await expect.poll(() => headingAt(page, '/th')).toBe('ปิดปรับปรุงระบบ')

    await setSiteFlags('VRD2', { maintenance: false })
    await expect.poll(() => headingAt(page, '/en/help')).toBe('Help centre')
    await expect(page.getByRole('banner')).toBeVisible()
  })

  test('region restriction shows the visitor address and country with contact us', async ({ page }) => {
    await setSiteFlags('VRD2', { regionRestriction: true })
    await expect.poll(() => headingAt(page, '/th')).toBe('ไม่พร้อมให้บริการในพื้นที่ของคุณ')
    await expect(page.getByText('ที่อยู่ IP ของคุณ')).toBeVisible()
    await expect(page.locator('dd').first()).toHaveText(/^(\d+\.\d+\.\d+\.\d+|::1)$/)
    await expect(page.locator('dd').nth(1)).toHaveText('LOCAL')
    await expect(page.getByRole('link', { name: 'ติดต่อเรา' })).toBeVisible()
  })
})
