import { expect, test, type Locator, type Page } from '@playwright/test'
import { skipAnnouncementPopups } from '../support/popups'
import { homeBanners, platformGet } from '../support/platform'

type RawBanner = {
  bannerId: string | number
  groupName: string
  title?: string
  linkageType?: string
  linkage?: string
}

// The English home page at one size, once its carousel has come alive (its dots answer).
async function startedCarouselAt(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height })
  await page.goto('/en')
  const carousel = page.getByRole('region', { name: 'Highlights' })
  const viewport = carousel.getByRole('group', { name: 'Highlights' })
  await expect(carousel.getByRole('button', { name: 'Pause' })).not.toHaveAttribute('aria-disabled')
  return { carousel, viewport, frame: (await viewport.boundingBox())! }
}

// The banners wholly inside the carousel's frame, left to right.
async function shownSlides(carousel: Locator, frame: { x: number; width: number }) {
  const boxes = await carousel.getByRole('group', { name: /^Banner \d+ of \d+$/ }).evaluateAll((slides) =>
    slides.map((slide, index) => {
      const r = slide.getBoundingClientRect()
      return { index, left: r.left, right: r.right, width: r.width }
    }),
  )
  return boxes
    .filter((b) => b.left >= frame.x - 1 && b.right <= frame.x + frame.width + 1)
    .sort((a, b) => a.left - b.left)
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
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
    await dots.nth(2).click()
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(dots.first()).not.toHaveAttribute('aria-current')
    await expect(carousel.getByRole('img', { name: banners[2]?.title ?? '' })).toBeInViewport({ ratio: 0.9 })
    await carousel.getByRole('button', { name: 'Pause' }).click()
    await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible()
  })

  test('on a desktop the carousel shows three banners 19.4 px apart, loops on its own every 5 s', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const banners = await homeBanners('SOL1', 'EN')
    expect(banners.length).toBeGreaterThan(3)
    const { carousel, frame } = await startedCarouselAt(page, 1366, 900)
    const visible = await shownSlides(carousel, frame)
    expect(visible.map((b) => b.index)).toEqual([0, 1, 2])
    expect(visible[1]!.left - visible[0]!.right).toBeCloseTo(19.4, 0)
    expect(visible[2]!.left - visible[1]!.right).toBeCloseTo(19.4, 0)

    // On its own it moves on by one banner.
    const first = async () => (await shownSlides(carousel, frame))[0]?.index
    await page.mouse.move(0, 0)
    await expect.poll(first, { timeout: 15_000 }).toBe(1)

    // From the last banner, the autoplay goes on to the first (a loop), without a touch.
    const dots = carousel.getByRole('button', { name: /Go to banner/ })
    await dots.last().click()
    await expect(dots.last()).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('img', { name: banners.at(-1)?.title ?? '' })).toBeInViewport()
    await page.mouse.move(0, 0)
    await expect(dots.first()).toHaveAttribute('aria-current', 'true', { timeout: 15_000 })
    await expect.poll(first).toBe(0)
  })

  test('on a phone it shows one banner at a time', async ({ page }) => {
    const { carousel, frame } = await startedCarouselAt(page, 360, 780)
    const visible = await shownSlides(carousel, frame)
    expect(visible).toHaveLength(1)
    expect(Math.abs(visible[0]!.width - frame.width)).toBeLessThan(1)

    // The keyboard moves it too: the arrow keys in the carousel go to the next banner and back.
    const dots = carousel.getByRole('button', { name: /Go to banner/ })
    await dots.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect.poll(async () => (await shownSlides(carousel, frame))[0]?.index).toBe(1)
    await page.keyboard.press('ArrowLeft')
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
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
