import { expect, test } from '../fixtures'
import { PLATFORM_URL } from '../support/env'
import { homeBanners, platformGet } from '../support/platform'
import { randomName } from '../support/accounts'
import { fill } from '../pages/forms'
import { RegisterForm } from '../pages/register'
import { post } from '../member/support'

// Layout defects a player met (issue 11) and that the sweep's general checks do not see: stacking,
// gutters, words split over lines, clipped artwork text, a clipped button, the scroll position.

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the live chat opens above the page and its buttons take a mouse click', async ({ member }) => {
    const { page } = member
    await page.goto('/rng')
    const side = page.getByRole('complementary', { name: 'Menu lateral' })
    await side.getByRole('button', { name: 'Abrir chat ao vivo' }).click()
    const chat = page.getByRole('region', { name: 'Chat ao vivo' })
    await expect(chat).toBeVisible()
    // A plain click, no force: it fails while the banner or a game tile lies over the panel.
    await chat.getByRole('button', { name: 'Ampliar' }).click()
    await chat.getByRole('button', { name: 'Reduzir' }).click()
    await chat.getByRole('button', { name: 'Minimizar' }).click()
    await expect(chat.locator('iframe')).toBeHidden()
    await chat.getByRole('button', { name: 'Restaurar' }).click()
    await expect(chat.locator('iframe')).toBeVisible()
    await chat.getByRole('button', { name: 'Fechar chat ao vivo' }).click()
    await expect(chat).toHaveCount(0)
  })

  test('lobby content keeps a gutter from the side menu', async ({ page }) => {
    for (const path of ['/rng', '/live', '/esports']) {
      await page.goto(path)
      const menu = await page.getByRole('complementary', { name: 'Menu lateral' }).boundingBox()
      const heading = await page.locator('#main h1').boundingBox()
      expect(heading!.x - (menu!.x + menu!.width), path).toBeGreaterThanOrEqual(12)
    }
  })

  test("a pending deposit's pay button is whole, not behind the table's scroll", async ({
    member,
    memberCentre,
  }) => {
    const { page } = member
    await post(page, '/api/wallet/deposit', { method: 'PIX', amount: '25.50' })
    await memberCentre.open('depositv2')
    // The table's own scroll region, inside the card that carries the same name.
    const region = memberCentre.dialog.locator('section').getByRole('region', { name: 'Depósitos recentes' })
    const pay = region.getByRole('button', { name: /Pagar/ })
    await expect(pay).toBeVisible()
    const [outer, button] = [(await region.boundingBox())!, (await pay.boundingBox())!]
    expect(button.x + button.width, 'pay button inside the table region').toBeLessThanOrEqual(
      outer.x + outer.width,
    )
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })

  test('the visitor header keeps "Demo grátis" on one line', async ({ page }) => {
    await page.goto('/')
    const demo = page.getByRole('banner').getByRole('button', { name: 'Demo grátis' })
    await expect(demo).toBeVisible()
    // One line box per line of text: two means the words were split.
    const lines = await demo.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    })
    expect(lines).toBe(1)
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360)
  })

  test('after registering on the registration page, home opens at its top', async ({ page }) => {
    await page.goto('/register')
    const register = RegisterForm.page(page, 'pt')
    await fill(register.root, {
      'Nome de usuário': randomName('topo'),
      Senha: 'Jogador#2026',
      'Confirmar senha': 'Jogador#2026',
    })
    await register.submit.tap()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await register.startPlaying()
    await expect(register.success).toBeHidden()
    await expect(page.getByRole('banner').locator('output')).toHaveText(/\d/)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

// The artwork is the platform's: every headline line ends inside the picture, in the widest languages.
test('banner and promotion artwork keeps its headline inside the picture', async ({ page }) => {
  for (const language of ['PT', 'VI', 'ZH']) {
    const banners = (await homeBanners('SOL1', language)).map((b) => b.url)
    const { promotion } = await platformGet<{
      promotion: Array<{ announcementImages: Array<{ url: string }> }>
    }>('/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=W&execution=B', 'SOL1', language)
    const art = [...banners, ...promotion.flatMap((p) => p.announcementImages.map((i) => i.url))]
    expect(art.length).toBeGreaterThan(0)
    for (const url of art) {
      await page.goto(new URL(url, PLATFORM_URL).href)
      const problems = await page.evaluate(() => {
        const svg = document.querySelector('svg')!
        const width = svg.viewBox.baseVal.width
        return [...svg.querySelectorAll('text')]
          .filter((t) => t.getBBox().x + t.getBBox().width > width - 16 || t.textContent!.endsWith('…'))
          .map((t) => t.textContent)
      })
      expect(problems, `${language} ${url}`).toEqual([])
    }
  }
})
