import { expect, type Page } from '@playwright/test'
import { seriousViolations } from '../support/axe'
import type { SweepSize } from './plan'

// What the sweep asserts on every screen it opens.

// Elements reaching past the right edge, widest first: names the culprit when a page scrolls sideways.
async function overflowing(
  page: Page,
  width: number,
): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate((width) => {
    const innerWidth = window.innerWidth
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`
    const culprits =
      scrollWidth <= width
        ? []
        : [...document.body.querySelectorAll('*')]
            .map((el) => ({ el, right: el.getBoundingClientRect().right }))
            .filter(({ right }) => right > width + 0.5)
            .sort((a, b) => b.right - a.right)
            .slice(0, 6)
            .map(({ el, right }) => `${describe(el)} to ${Math.round(right)}px`)
    return { scrollWidth, innerWidth, culprits }
  }, width)
}

// Against the device's width, not only innerWidth: with mobile emulation a page wider than the phone widens
// its layout viewport (innerWidth grows to 444 px) and is shown zoomed out, so scrollWidth <= innerWidth
// would hold while the page is still wider than the phone.
export async function expectNoOverflow(page: Page, size: SweepSize, label: string): Promise<void> {
  const result = await overflowing(page, size.viewport.width)
  expect.soft(result.innerWidth, `${label} widens the phone's layout viewport`).toBe(size.viewport.width)
  expect
    .soft(result.scrollWidth, `${label} scrolls sideways: ${result.culprits.join(', ')}`)
    .toBeLessThanOrEqual(size.viewport.width)
}

// Every header control the page shows lies inside the viewport and would take a tap on a phone or a
// click on a desktop, without force: visible, stable, enabled and not covered by anything else.
export async function expectHeaderOperable(page: Page, size: SweepSize, label: string): Promise<void> {
  const banner = page.getByRole('banner')
  if ((await banner.count()) === 0) return
  const width = size.viewport.width
  // Read once: a control that comes or goes while the page settles must not leave a locator waiting.
  const controls = await banner.locator('a:visible, button:visible, input:visible, select:visible').all()
  for (const control of controls) {
    const seen = await control
      .evaluate(
        (el) => {
          const box = el.getBoundingClientRect()
          return {
            name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
            x: box.x,
            right: box.right,
          }
        },
        undefined,
        { timeout: 3_000 },
      )
      .catch(() => null)
    if (!seen) continue
    expect
      .soft(
        seen.x >= -0.5 && seen.right <= width + 0.5,
        `${label}: header control "${seen.name}" spans ${Math.round(seen.x)}–${Math.round(seen.right)} px of ${width}`,
      )
      .toBe(true)
    // A control that would not take the tap is a finding, not the end of the sweep.
    const trial = { trial: true, timeout: 3_000 }
    const operable = await (size.hasTouch ? control.tap(trial) : control.click(trial)).then(
      () => true,
      () => false,
    )
    expect
      .soft(
        operable,
        `${label}: header control "${seen.name}" does not take a ${size.hasTouch ? 'tap' : 'click'}`,
      )
      .toBe(true)
  }
}

// Opens the account menu the way the device would, and sees every entry inside the viewport.
export async function expectAccountMenuUsable(page: Page, size: SweepSize): Promise<void> {
  const button = page.getByRole('banner').locator('button[aria-haspopup="menu"]')
  await expect(button).toBeVisible()
  if (size.hasTouch) await button.tap({ timeout: 5_000 })
  else await button.click({ timeout: 5_000 })
  const items = page.getByRole('menu').getByRole('menuitem')
  await expect(items.first()).toBeVisible()
  for (const item of await items.all()) {
    const box = (await item.boundingBox())!
    expect(
      box.x >= 0 && box.x + box.width <= size.viewport.width + 0.5,
      'account menu entry off-screen',
    ).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
}

export async function expectAccessible(page: Page, label: string): Promise<void> {
  expect.soft((await seriousViolations(page)).map((v) => `${label} ${v}`)).toEqual([])
}
