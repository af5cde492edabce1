import { expect, test } from '@playwright/test'
import { hostUrl } from './support/env'
import { vendorLanes } from './support/platform'
import { skipAnnouncementPopups } from './support/popups'

test.describe('tenants by host', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  test('two hosts serve two brands with their own merchants and languages', async ({ page }) => {
    await page.goto(hostUrl('localhost'))
    await expect(page).toHaveTitle(/Solara Games/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    const solaraBrand = await page.locator('html').getAttribute('style')

    // Verdant does not offer Portuguese, so its home is the English one.
    await page.goto(hostUrl('verdant.localhost'))
    await expect(page).toHaveURL(hostUrl('verdant.localhost', '/en'))
    await expect(page).toHaveTitle(/Verdant Club/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.locator('html').getAttribute('style')).not.toBe(solaraBrand)

    const languages = page.getByRole('navigation', { name: 'Language' })
    await languages.getByText('Language:').click()
    await expect(languages.getByRole('link')).toHaveText(['English', 'ไทย', 'Tiếng Việt', '中文'])
  })

  test('each host shows the vendors of its own merchant', async ({ page }) => {
    const [solara, verdant] = await Promise.all([vendorLanes('SOL1', 'EN'), vendorLanes('VRD2', 'EN')])
    const names = (lanes: typeof solara) =>
      new Set(lanes.flatMap((l) => l.cards.map((c) => c.displayName ?? c.vassalage)))
    const onlySolara = [...names(solara)].filter((name) => !names(verdant).has(name))
    expect(onlySolara.length).toBeGreaterThan(0)

    await page.goto(hostUrl('verdant.localhost', '/en'))
    await expect(page.getByRole('heading', { name: 'Providers', exact: true })).toBeVisible()
    for (const name of onlySolara) {
      await expect(page.getByRole('link', { name, exact: false })).toHaveCount(0)
    }
    await page.goto(hostUrl('localhost', '/en'))
    await expect(page.getByRole('link', { name: onlySolara[0]!, exact: false }).first()).toBeVisible()
  })

  test('an unknown host gets a clear error page, not a stack trace', async ({ page }) => {
    const response = await page.goto(hostUrl('nobody.localhost'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible()
    await expect(page.getByText('nobody.localhost')).toBeVisible()
  })

  test('the health endpoint reports the upstream as reachable', async ({ request }) => {
    const res = await request.get('/api/health')
    expect(res.status()).toBe(200)
    const body = await res.json()
    expect(body.ok).toBe(true)
    expect(body.upstreams.length).toBeGreaterThan(0)
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|http:/)
  })
})
