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

type HeaderControl = { index: number; name: string; x: number; right: number; reachable: boolean }

const CONTROLS = 'a, button, input, select'

// Every header control the page shows, where it lies and whether a pointer at its centre lands on it (not
// on something covering it), read in one pass; null when the page has no header, or while a modal dialog
// (a centre's overlay) holds the page, which leaves the frame underneath inert on purpose.
function headerControls(page: Page): Promise<HeaderControl[] | null> {
  return page.getByRole('banner').evaluateAll(
    (banners, selector) =>
      banners.length === 0 || document.querySelector('dialog:modal')
        ? null
        : banners
            .flatMap((banner) => [...banner.querySelectorAll<HTMLElement>(selector)])
            .map((el, index) => ({ el, index }))
            .filter(({ el }) => el.checkVisibility({ visibilityProperty: true }))
            .map(({ el, index }) => {
              const box = el.getBoundingClientRect()
              const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
              return {
                index,
                name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
                x: box.x,
                right: box.right,
                reachable: !!hit && (hit === el || el.contains(hit)) && !el.matches(':disabled'),
              }
            }),
    CONTROLS,
  )
}

// Every header control the page shows lies inside the viewport and takes a pointer: nothing covers its
// centre and it is enabled. A control found busy (the balance refresh while it refreshes) and, with
// `tap`, every control is tried the way the device would, through Playwright's own actionability checks
// (visible, stable, enabled, receiving events, without force), which wait for it a moment: once per
// browser context is enough for the rest, the header being the same part on every page. Answers whether
// there was a header to check.
export async function expectHeaderOperable(
  page: Page,
  size: SweepSize,
  label: string,
  { tap }: { tap: boolean },
): Promise<boolean> {
  const width = size.viewport.width
  const seenControls = await headerControls(page)
  if (!seenControls) return false
  const controls = page.getByRole('banner').locator(CONTROLS)
  const trial = { trial: true, timeout: 3_000 }
  for (const seen of seenControls) {
    expect
      .soft(
        seen.x >= -0.5 && seen.right <= width + 0.5,
        `${label}: header control "${seen.name}" spans ${Math.round(seen.x)}–${Math.round(seen.right)} px of ${width}`,
      )
      .toBe(true)
    if (seen.reachable && !tap) continue
    const control = controls.nth(seen.index)
    // A control that would not take the tap is a finding, not the end of the sweep.
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
  return true
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

// Game and lottery pages (issue 29, item 13): the title stands clear of the side menu, and a game or
// lottery frame is either as tall as the page inside it (no scroll inside the page's scroll) or sized to
// the screen below its top.
const GAME_PAGES = /^\/(?:[a-z]{2}\/)?(?:game|seamless|lottery|elott|vnlottery)(?:\/|$)/

export async function expectGamePageFinished(page: Page, label: string): Promise<void> {
  if (!GAME_PAGES.test(new URL(page.url()).pathname)) return
  const main = page.locator('main')
  const title = main.getByRole('heading', { level: 1 }).first()
  if (await title.count()) {
    const [mainBox, titleBox] = await Promise.all([main.boundingBox(), title.boundingBox()])
    if (mainBox && titleBox)
      expect
        .soft(titleBox.x - mainBox.x, `${label}: the title's space from the side menu`)
        .toBeGreaterThanOrEqual(8)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  for (const frame of await main.locator('iframe').all()) {
    const content = await (await frame.elementHandle())?.contentFrame()
    if (!content) continue
    await expect
      .poll(
        async () => {
          const box = await frame.boundingBox()
          const inner = await content
            .evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
            .catch(() => 0)
          const viewport = await page.evaluate(() => window.innerHeight)
          const sizedToScreen =
            !!box && box.y + box.height <= viewport + 1 && box.y + box.height >= viewport - 24
          return inner <= 2 || sizedToScreen
        },
        { message: `${label}: the frame scrolls inside the page and is not sized to the screen` },
      )
      .toBe(true)
  }
}
