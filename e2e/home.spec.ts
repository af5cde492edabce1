import { expect, test } from '@playwright/test'
import { homeBanners, vendorLanes } from './support/platform'

test.describe('home page', () => {
  test('Portuguese at / shows the banners and providers the platform serves', async ({ page }) => {
    const [banners, lanes] = await Promise.all([homeBanners('SOL1', 'PT'), vendorLanes('SOL1', 'PT')])
    expect(banners.length).toBeGreaterThan(0)

    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    await expect(page).toHaveTitle(/Solara Games/)
    await expect(page.getByRole('heading', { name: 'Jogos em alta' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Provedores', exact: true })).toBeVisible()

    const highlights = page.getByRole('region', { name: 'Destaques' })
    for (const banner of banners) {
      await expect(highlights.getByRole('img', { name: banner.title ?? '' }).first()).toBeAttached()
    }
    const firstImage = highlights.getByRole('img').first()
    await expect(firstImage).toHaveAttribute('src', /\/assets\//)
    expect(await firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    )

    const vendorNames = lanes.flatMap((lane) => lane.cards.map((card) => card.displayName ?? card.vassalage))
    expect(vendorNames.length).toBeGreaterThan(5)
    for (const name of vendorNames) {
      await expect(
        page.getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first(),
      ).toBeVisible()
    }
  })

  test('English at /en shows English text and the English banner titles', async ({ page }) => {
    const banners = await homeBanners('SOL1', 'EN')
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Providers', exact: true })).toBeVisible()
    const highlights = page.getByRole('region', { name: 'Highlights' })
    await expect(highlights.getByRole('img', { name: banners[0]?.title ?? '' }).first()).toBeAttached()
  })

  test('old home aliases land on the home page', async ({ page }) => {
    for (const alias of ['/index', '/index.html', '/home']) {
      await page.goto(alias)
      await expect(page).toHaveURL(/localhost:\d+\/$/)
    }
    await page.goto('/en/home')
    await expect(page).toHaveURL(/\/en$/)
  })

  test('an unknown path shows the localized not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/en/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en')
  })
})
