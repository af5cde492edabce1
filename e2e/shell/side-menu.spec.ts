import { skipAnnouncementPopups } from '../support/popups'
import { expect, test, type Page } from '@playwright/test'
import { hostUrl } from '../support/env'
import { vendorLanes } from '../support/platform'

const CATEGORY_NAMES: Record<string, string> = {
  ELOTT: 'E-lottery',
  LOTT: 'Lottery',
  LIVE: 'Live casino',
  SPORTS: 'Sports',
  FISH: 'Fishing',
  RNG: 'Slots',
  PVP: 'Card rooms',
  ESPORTS: 'Esports',
}
const ESPORTS = ['AV', 'AI', 'IMES', 'TF', 'IA']

// Which menu categories have vendors, worked out from the platform's own vendor list.
async function categoriesWithVendors(merchant: string): Promise<Map<string, string[]>> {
  const lanes = await vendorLanes(merchant, 'EN')
  const map = new Map<string, string[]>()
  for (const lane of lanes) {
    for (const card of lane.cards as Array<{ vassalage: string; displayName?: string; gameType?: string }>) {
      let category = (card.gameType ?? lane.gameClassify ?? '').toUpperCase()
      if (category === 'SPORTS' && ESPORTS.includes(card.vassalage)) category = 'ESPORTS'
      if (!(category in CATEGORY_NAMES)) continue
      map.set(category, [...(map.get(category) ?? []), card.displayName ?? card.vassalage])
    }
  }
  return map
}

const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' })

function gamesMenu(page: Page) {
  return sideMenu(page).getByRole('navigation', { name: 'Games' })
}

// The side menu of the English home page, on a screen of the given size.
async function sideMenuAt(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height })
  await page.goto('/en')
  return sideMenu(page)
}

test.describe('side menu', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  test('lists only the categories that have vendors, each with All and its vendors', async ({ page }) => {
    const [solara, verdant] = await Promise.all([
      categoriesWithVendors('SOL1'),
      categoriesWithVendors('VRD2'),
    ])
    const order = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']
    const expected = (map: Map<string, string[]>) => [
      'Home',
      'House games',
      ...order.filter((c) => map.has(c)).map((c) => CATEGORY_NAMES[c]!),
      'Promotions',
      'Responsible gaming',
    ]
    // The two tenants differ on purpose: Verdant has no fishing or card-room vendor.
    expect(solara.has('FISH')).toBe(true)
    expect(verdant.has('FISH')).toBe(false)

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(hostUrl('localhost', '/en'))
    const menu = gamesMenu(page)
    await expect(menu.locator(':scope > ul > li > a, :scope > ul > li > details > summary')).toHaveText(
      expected(solara),
    )

    await menu.getByText('Slots', { exact: true }).click()
    const slots = menu.locator('li[data-category="RNG"]')
    await expect(slots.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/en/rng')
    for (const vendor of solara.get('RNG') ?? []) {
      await expect(slots.getByRole('link', { name: vendor })).toHaveAttribute('href', /\/en\/rng\?vendor=/)
    }
    await expect(slots.getByRole('link').first()).toBeVisible()

    await page.goto(hostUrl('verdant.localhost', '/en'))
    await expect(
      gamesMenu(page).locator(':scope > ul > li > a, :scope > ul > li > details > summary'),
    ).toHaveText(expected(verdant))
  })

  test('collapses to a mini menu and expands again, remembering the choice', async ({ page }) => {
    const side = await sideMenuAt(page, 1280, 900)
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const wide = (await side.boundingBox())!.width
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('html')).toHaveAttribute('data-menu', 'mini')
    await expect.poll(async () => (await side.boundingBox())!.width).toBeLessThan(wide / 2)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-menu', 'mini')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.locator('html')).not.toHaveAttribute('data-menu', 'mini')
  })

  test('on a phone the menu opens as a drawer and closes with Escape', async ({ page }) => {
    const side = await sideMenuAt(page, 360, 740)
    await expect(side).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    await toggle.click()
    await expect(side).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(side.getByRole('link', { name: 'Home' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(side).toBeHidden()
    await expect(toggle).toBeFocused()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  test('shows 100 px QR codes for the Android app and the iOS profile, and the download dialog', async ({
    page,
  }) => {
    const side = await sideMenuAt(page, 1280, 900)
    for (const name of ['QR code to download the Android app', 'QR code to install the iOS profile']) {
      const qr = side.getByRole('img', { name })
      await expect(qr).toBeVisible()
      await expect(qr.locator('svg')).toHaveAttribute('width', '100')
      await expect(qr.locator('svg path').first()).toBeAttached()
    }

    await side.getByRole('button', { name: 'How to install' }).click()
    const dialog = page.getByRole('dialog', { name: 'Download the app' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true')
    await expect(dialog.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4)
    await dialog.getByRole('tab', { name: 'Android' }).press('ArrowRight')
    await expect(dialog.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true')
    await expect(dialog.getByRole('img', { name: 'QR code to install the iOS profile' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Install the iOS profile' })).toHaveAttribute(
      'href',
      /\.mobileconfig$/,
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(side.getByRole('button', { name: 'How to install' })).toBeFocused()
    // Escape must tell the owner the dialog closed, or it could never open again.
    await side.getByRole('button', { name: 'How to install' }).click()
    await expect(dialog).toBeVisible()
  })

  test('customer service: service links, announcements list with details, help and speed test', async ({
    page,
  }) => {
    const side = await sideMenuAt(page, 1280, 900)
    // The site's own live chat is the one live-chat entry: no second link to a desk page beside it.
    await expect(side.getByRole('button', { name: 'Open live chat' })).toBeVisible()
    await expect(side.getByRole('link', { name: 'Live chat' })).toHaveCount(0)
    await expect(side.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/en/help')

    await side.getByRole('button', { name: 'Announcements' }).click()
    const dialog = page.getByRole('dialog', { name: 'Announcements' })
    await expect(dialog.getByRole('listitem')).not.toHaveCount(0)
    const first = dialog.getByRole('listitem').first().getByRole('button')
    const title = (await first.locator('span').first().textContent())!
    await first.click()
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    await expect(page.getByRole('dialog', { name: title }).locator('time')).toHaveText(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    )
    await page.getByRole('button', { name: 'Back to the list' }).click()
    await expect(dialog.getByRole('listitem')).not.toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await side.getByRole('button', { name: 'Speed test' }).click()
    const speed = page.getByRole('dialog', { name: 'Speed test' })
    await expect(speed.getByRole('row')).toHaveCount(4)
    await expect(speed.getByRole('button', { name: 'Test again' })).toBeEnabled({ timeout: 20_000 })
    await expect(speed.getByText('Measuring…')).toHaveCount(0)
  })
})
