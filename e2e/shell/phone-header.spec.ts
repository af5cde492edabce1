import { expect, test } from '../fixtures'

// The header on a phone, signed in: the brand is its square mark (the name stays the link's name, so
// nothing reads "Sol…"), and deposit and withdraw carry their words under their icons.
test.use({ role: 'player01', viewport: { width: 360, height: 780 } })

test('at 360 px the brand is its square mark and deposit and withdraw say what they are', async ({
  page,
}) => {
  await page.goto('/')
  const banner = page.getByRole('banner')
  const brand = banner.getByRole('link', { name: 'Solara Games' })
  await expect(brand).toBeVisible()
  const mark = brand.locator('svg')
  const box = (await mark.boundingBox())!
  expect(Math.round(box.width)).toBe(Math.round(box.height))
  expect(box.width).toBeGreaterThanOrEqual(32)
  // The link holds its mark: the mark is not drawn over its neighbours.
  expect((await brand.boundingBox())!.width).toBeGreaterThanOrEqual(box.width)
  // The name is not drawn cut short beside it.
  const nameBox = (await brand.getByText('Solara Games').boundingBox())!
  expect(nameBox.width).toBeLessThanOrEqual(1)

  for (const name of ['Depositar', 'Sacar']) {
    const link = banner.getByRole('link', { name })
    await expect(link).toBeVisible()
    const word = (await link.getByText(name, { exact: true }).boundingBox())!
    // Readable words, whole, inside the screen.
    expect(word.width).toBeGreaterThan(20)
    expect(word.x).toBeGreaterThanOrEqual(0)
    expect(word.x + word.width).toBeLessThanOrEqual(360)
    const cut = await link
      .getByText(name, { exact: true })
      .evaluate((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).position === 'absolute')
    expect(cut).toBe(false)
  }
  // Nothing in the header runs off the screen, and no control lies over another (the theme switch too).
  const trouble = await banner.evaluate((header) => {
    const controls = [...header.querySelectorAll<HTMLElement>('a, button')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 1 && r.height > 1)
    const name = (el: HTMLElement) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName
    const problems: string[] = []
    for (const { el, r } of controls)
      if (r.left < 0 || r.right > window.innerWidth) problems.push(`${name(el)} off screen`)
    controls.forEach((a, i) =>
      controls.slice(i + 1).forEach((b) => {
        if (a.el.contains(b.el) || b.el.contains(a.el)) return
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left)
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top)
        if (x > 1 && y > 1) problems.push(`${name(a.el)} over ${name(b.el)}`)
      }),
    )
    return problems
  })
  expect(trouble).toEqual([])
  await expect(banner.getByRole('switch', { name: 'Tema escuro' })).toBeVisible()
})

test('on a desktop the mark comes with the brand name', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/')
  const brand = page.getByRole('banner').getByRole('link', { name: 'Solara Games' })
  await expect(brand.getByText('Solara Games')).toBeVisible()
  expect((await brand.getByText('Solara Games').boundingBox())!.width).toBeGreaterThan(60)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Depositar' })).toBeVisible()
})
