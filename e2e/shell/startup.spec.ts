import { expect, test } from '@playwright/test'
import { hostUrl } from '../support/env'

test('a visitor from a restricted country sees the region screen on any page', async ({ browser }) => {
  // 203.0.113.0/24 stands for the United States on the reference platform, which Solara restricts.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.9' } })
  const page = await context.newPage()
  await page.goto(hostUrl('localhost', '/en/promotions'))
  await expect(page.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeVisible()
  await expect(page).toHaveURL(hostUrl('localhost', '/en/promotions'))
  await expect(page.locator('dd').first()).toHaveText('203.0.113.9')
  await expect(page.locator('dd').nth(1)).toHaveText('US')
  await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await context.close()
})

test('the start-up screens are not reachable by address while the site is up', async ({ page }) => {
  for (const screen of ['maintenance', 'restricted']) {
    const response = await page.goto(hostUrl('verdant.localhost', `/en/startup/${screen}`))
    expect(response?.status(), screen).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'System Maintenance' })).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
})
