import { expect, test } from '../fixtures'
import { startFreePlay } from '../games/support'
import { holdScripts } from '../support/scripts'

// On a slow phone the page is on screen before its scripts have run. The buttons of the side menu and the
// header that open the chat, a menu or a dialog cannot work until then: they say they are unavailable (a
// screen reader tells so) and take no click, and a click the player makes while they wait lands once the
// page has come alive. Links work from the start.

test.use({ viewport: { width: 1280, height: 900 } })

test('a trial player clicking the chat, the account menu and a dialog before the page came alive gets them', async ({
  page,
}) => {
  await page.goto('/')
  await startFreePlay(page)
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const side = page.getByRole('complementary', { name: 'Menu lateral' })
  const header = page.getByRole('banner')
  const chat = side.getByRole('button', { name: 'Abrir chat ao vivo' })
  const announcements = side.getByRole('button', { name: 'Avisos' })
  const account = header.getByRole('button', { name: /Menu da conta/ })
  const theme = header.getByRole('switch', { name: 'Tema escuro' })
  for (const control of [chat, announcements, account, theme]) await expect(control).toBeDisabled()

  // Clicked now, the chat entry takes the click once it works: a trial account is told to make a real one.
  const clicked = chat.click()
  const warning = page.getByRole('alertdialog', { name: 'É preciso uma conta real' })
  await expect(warning).toHaveCount(0)
  release()
  await clicked
  await expect(warning).toBeVisible()
  await warning.getByRole('button', { name: 'OK' }).click()
  await expect(warning).toHaveCount(0)

  await expect(account).toBeEnabled()
  await account.click()
  await expect(page.getByRole('menu', { name: 'Menu da conta' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu', { name: 'Menu da conta' })).toHaveCount(0)

  await announcements.click()
  await expect(page.getByRole('dialog', { name: 'Avisos' })).toBeVisible()
})

test('a visitor clicking login before the page came alive follows the link to the login page', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Demo grátis' })).toBeDisabled()
  await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeDisabled()
  await header.getByRole('link', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/login$/)
  release()
  await expect(page.getByRole('main').getByRole('button', { name: 'Entrar' })).toBeEnabled()
})
