import { expect, test } from '@playwright/test'
import { skipAnnouncementPopups } from '../support/popups'
import { homeBanners, platformGet } from '../support/platform'

type RawBanner = {
  bannerId: string | number
  groupName: string
  title?: string
  linkageType?: string
  linkage?: string
}

test.describe('banners', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  test('the home carousel rotates with clickable dots and pauses on request', async ({ page }) => {
    const banners = await homeBanners('SOL1', 'EN')
    await page.goto('/en')
    const carousel = page.getByRole('region', { name: 'Highlights' })
    await expect(carousel.getByRole('img')).toHaveCount(banners.length)
    const dots = carousel.getByRole('button', { name: /Go to banner/ })
    await expect(dots).toHaveCount(banners.length)
    await dots.nth(2).click()
    await expect(carousel.locator('.swiper-slide-active img')).toHaveAttribute('alt', banners[2]?.title ?? '')
    await carousel.getByRole('button', { name: 'Pause' }).click()
    await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible()
  })

  test('a banner with a link opens its target: a page, and a promotion', async ({ page }) => {
    const value = await platformGet<{ banners: RawBanner[] }>(
      '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B',
      'SOL1',
      'EN',
    )
    const home = value.banners.filter((b) => b.groupName === 'w_home')
    const toPage = home.find((b) => b.linkageType === 'URL')!
    const toPromotion = home.find((b) => b.linkageType === 'P')!
    expect(toPage).toBeTruthy()
    expect(toPromotion).toBeTruthy()

    await page.goto('/en')
    const carousel = page.getByRole('region', { name: 'Highlights' })
    await expect(carousel.getByRole('link', { name: toPage.title! })).toHaveAttribute(
      'href',
      `/en${toPage.linkage}`,
    )

    const promoLink = carousel.getByRole('link', { name: toPromotion.title! })
    await expect(promoLink).toHaveAttribute('href', `/en/promoDetail?id=${toPromotion.linkage}`)
    await page.goto(`/en/promoDetail?id=${toPromotion.linkage}`)
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    await expect(page.getByRole('link', { name: /All promotions/ })).toBeVisible()

    // The promotions page shows its own banner group.
    await page.getByRole('link', { name: /All promotions/ }).click()
    await expect(page).toHaveURL(/\/en\/promotions$/)
    const promoBanners = value.banners.filter((b) => b.groupName === 'w_promotion')
    await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('img')).toHaveCount(
      promoBanners.length,
    )
  })

  test('a banner without a link is not clickable', async ({ page }) => {
    const value = await platformGet<{ banners: RawBanner[] }>(
      '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B',
      'SOL1',
      'EN',
    )
    const plain = value.banners.find((b) => b.groupName === 'w_home' && !b.linkageType)!
    await page.goto('/en')
    const carousel = page.getByRole('region', { name: 'Highlights' })
    await expect(carousel.getByRole('img', { name: plain.title! })).toBeAttached()
    await expect(carousel.getByRole('link', { name: plain.title! })).toHaveCount(0)
  })
})
