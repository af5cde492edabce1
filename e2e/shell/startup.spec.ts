import { expect, test } from '@playwright/test'
import { hostUrl } from '../support/env'
import { setSiteFlags } from '../support/platform'

// The platform's flags are per merchant; these journeys switch Verdant's and put them back, one at a time.
test.describe.configure({ mode: 'serial' })

test.describe('start-up screens', () => {
  test.afterEach(async () => {
    await setSiteFlags('VRD2', { maintenance: false, regionRestriction: false })
  })

  test('maintenance shows the System Maintenance screen with contact us, and the site returns after', async ({
    page,
  }) => {
    await setSiteFlags('VRD2', { maintenance: true })
    await expect
      .poll(async () => {
        await page.goto(hostUrl('verdant.localhost', '/en/help'))
        return page.getByRole('heading', { level: 1 }).textContent()
      })
      .toBe('System Maintenance')
    await expect(page).toHaveURL(hostUrl('verdant.localhost', '/en/help'))
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /\/pages\/VRD2\//)
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0)

    await setSiteFlags('VRD2', { maintenance: false })
    await expect
      .poll(async () => {
        await page.goto(hostUrl('verdant.localhost', '/en/help'))
        return page.getByRole('heading', { level: 1 }).textContent()
      })
      .toBe('Help centre')
  })

  test('region restriction shows the visitor address and country', async ({ page }) => {
    await setSiteFlags('VRD2', { regionRestriction: true })
    await expect
      .poll(async () => {
        await page.goto(hostUrl('verdant.localhost', '/th'))
        return page.getByRole('heading', { level: 1 }).textContent()
      })
      .toBe('ไม่พร้อมให้บริการในพื้นที่ของคุณ')
    await expect(page.getByText('ที่อยู่ IP ของคุณ')).toBeVisible()
    await expect(page.locator('dd').first()).toHaveText(/\d+\.\d+\.\d+\.\d+|::1/)
    await expect(page.locator('dd').nth(1)).toHaveText('LOCAL')
    await expect(page.getByRole('link', { name: 'ติดต่อเรา' })).toBeVisible()
  })

  test('the start-up screens are not reachable by address while the site is up', async ({ page }) => {
    await page.goto(hostUrl('verdant.localhost', '/en/startup/maintenance'))
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'System Maintenance' })).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  })
})

test('a visitor from a restricted country sees the region screen on any page', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.9' } })
  const page = await context.newPage()
  await page.goto(hostUrl('localhost', '/en/promotions'))
  await expect(page.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeVisible()
  await expect(page.locator('dd').first()).toHaveText('203.0.113.9')
  await expect(page.locator('dd').nth(1)).toHaveText('US')
  await context.close()
})
