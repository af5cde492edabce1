import { expect, test, type Page } from '@playwright/test'
import { popupsOf, skipAnnouncementPopups, skipVisitorPopups } from '../support/popups'
import { Header } from '../pages/header'
import { ownAddress, randomName, signIn } from '../support/accounts'
import { PLATFORM_URL } from '../support/env'

test('a first sign-in brings the member and first-login pop-ups once, after the registration dialog', async ({
  page,
  context,
  browser,
}) => {
  // A registration, two pop-ups, a reload and a second sign-in in another browser: more than the default.
  test.setTimeout(90_000)
  await ownAddress(context)
  await skipVisitorPopups(context)
  const [memberPopup] = await popupsOf('A')
  const [firstLoginPopup] = await popupsOf('F')
  const username = randomName('pop')
  const password = 'Player#2026'

  await page.goto('/en')
  const register = await new Header(page, 'en').openRegister()
  await register.fill({ Username: username, Password: password, 'Confirm password': password })
  await register.submit.click()

  // The registration's own dialog comes first and alone: the pop-ups wait for it to close.
  await expect(register.success).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await register.startPlaying()

  const first = page.getByRole('dialog', { name: memberPopup!.title })
  await expect(first).toBeVisible()
  await expect(first.getByText('Page 1 of 2')).toBeVisible()
  await first.getByRole('button', { name: 'Next' }).click()
  const second = page.getByRole('dialog', { name: firstLoginPopup!.title })
  await expect(second).toBeVisible()
  await second.getByRole('button', { name: 'Got it' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The next sign-in is not a first one: the member pop-up greets that new session, the first-login one not.
  const later = await browser.newContext()
  await ownAddress(later)
  await skipVisitorPopups(later)
  const again = await later.newPage()
  await again.goto('/en/help')
  await signIn(again, username, password)
  await again.goto('/en')
  const only = again.getByRole('dialog', { name: memberPopup!.title })
  await expect(only).toBeVisible()
  await expect(only.getByText('Page 1 of 2')).toHaveCount(0)
  await again.keyboard.press('Enter')
  await expect(again.getByRole('dialog')).toHaveCount(0)
  await later.close()
})

test('pop-ups wait while the account menu the player has just opened is open', async ({ page, context }) => {
  await ownAddress(context)
  await skipVisitorPopups(context)
  const [memberPopup] = await popupsOf('A')
  const username = randomName('pmenu')
  const password = 'Player#2026'
  // The member's pop-ups are answered only once the menu is open, as on a busy day they arrive late.
  let menuOpened!: () => void
  const opened = new Promise<void>((resolve) => (menuOpened = resolve))
  let answered!: () => void
  const arrived = new Promise<void>((resolve) => (answered = resolve))
  await page.route('**/api/member/popups', async (route) => {
    await opened
    await route.continue()
    answered()
  })

  await page.goto('/en')
  const header = new Header(page, 'en')
  const register = await header.openRegister()
  await register.fill({ Username: username, Password: password, 'Confirm password': password })
  await register.submit.click()
  await expect(register.success).toBeVisible()
  await register.startPlaying()

  await header.openMenu()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  menuOpened()
  await arrived
  // The answer is in and the pop-ups' code has loaded; the player moves on in the menu, which stays open
  // with nothing over it.
  await page.waitForLoadState('networkidle')
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused()
  const popup = page.getByRole('dialog', { name: memberPopup!.title })
  await expect(menu).toBeVisible()
  await expect(popup).toHaveCount(0)

  // Closed, the menu gives way to the pop-ups.
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(popup).toBeVisible()
})

test.describe('customer service by club rank', () => {
  test.beforeEach(async ({ context }) => {
    await ownAddress(context)
    await skipAnnouncementPopups(context)
  })

  const service = (page: Page) => page.getByRole('region', { name: 'Atendimento', exact: true })

  test('visitors and ordinary members get one live chat; a VIP member the same chat at the VIP desk', async ({
    page,
    browser,
  }) => {
    // One entry, one chat: the desk pages of the platform are not offered beside the site's own chat.
    const desks = (p: Page) => service(p).getByRole('link', { name: /Chat ao vivo|Atendimento VIP/ })
    await page.goto('/')
    await expect(service(page).getByRole('button', { name: 'Abrir chat ao vivo' })).toBeVisible()
    await expect(desks(page)).toHaveCount(0)

    await signIn(page, 'player01', 'Player#2026')
    await page.goto('/')
    await expect(service(page).getByRole('button', { name: 'Abrir chat ao vivo' })).toBeVisible()
    await expect(service(page).getByRole('button', { name: 'Abrir atendimento VIP' })).toHaveCount(0)
    await expect(desks(page)).toHaveCount(0)

    const vipContext = await browser.newContext()
    await ownAddress(vipContext)
    await skipAnnouncementPopups(vipContext)
    const vip = await vipContext.newPage()
    await vip.goto('/help')
    await signIn(vip, 'vip01', 'Vip#2026')
    await vip.goto('/')
    await expect(desks(vip)).toHaveCount(0)
    await expect(service(vip).getByRole('button', { name: 'Abrir chat ao vivo' })).toHaveCount(0)
    await service(vip).getByRole('button', { name: 'Abrir atendimento VIP' }).click()
    const room = vip.getByRole('region', { name: 'Atendimento VIP' })
    await expect(room).toBeVisible()
    const frame = room.locator('iframe').contentFrame()
    const text = `VIP ${Date.now()}`
    await frame.getByLabel('Sua mensagem').fill(text)
    await frame.getByRole('button', { name: 'Enviar' }).click()
    await expect(frame.getByRole('listitem').filter({ hasText: text })).toBeVisible()
    // The operator's console has it in the VIP queue.
    const threads = await fetch(`${PLATFORM_URL}/chat/console/api/threads`, {
      headers: { 'x-operator-key': 'operator-demo-key' },
    }).then(
      (r) => r.json() as Promise<{ value: Array<{ username: string; desk: string; lastBody: string }> }>,
    )
    expect(threads.value.find((c) => c.username === 'vip01')).toMatchObject({ desk: 'VIP', lastBody: text })
    await vipContext.close()
  })
})
