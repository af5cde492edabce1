import { expect, test } from '@playwright/test'
import { skipAnnouncementPopups } from '../support/popups'

// Edges of two pages: the registration page's promotions show their artwork whole (its headline is not
// cut), and the home page's 18+ note keeps the page's gutter instead of touching the side menu.
test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopups(context)
})

for (const width of [360, 1366]) {
  test(`at ${width} px the registration page's promotions are shown whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en/register')
    const promotions = page.getByRole('region', { name: 'New player promotions' })
    const image = promotions.getByRole('img').first()
    await expect(image).toBeVisible()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const shape = await image.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth / img.naturalHeight,
      shown: img.clientWidth / img.clientHeight,
    }))
    // Drawn at its own shape: nothing of the picture is cropped away.
    expect(shape.shown).toBeCloseTo(shape.natural, 1)
  })
}

test('on a desktop the home page’s 18+ note keeps its gutter beside the side menu', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/en')
  const side = page.getByRole('complementary', { name: 'Side menu' })
  const note = page.getByRole('main').getByText('18+', { exact: true }).last()
  await note.scrollIntoViewIfNeeded()
  const menu = (await side.boundingBox())!
  const mark = (await note.boundingBox())!
  expect(mark.x - (menu.x + menu.width)).toBeGreaterThanOrEqual(12)
})
