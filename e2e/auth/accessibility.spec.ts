import { expect, test } from '../fixtures'
import { Header } from '../pages/header'
import { RegisterForm } from '../pages/register'
import { seriousViolations } from '../support/axe'

for (const theme of ['light', 'dark'] as const) {
  test(`registration page and login dialog have no serious axe violation in the ${theme} theme at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
    await page.goto('/en/register')
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const register = RegisterForm.page(page, 'en')
    await register.submit.click()
    await expect(register.root.getByText('This field is required.').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await seriousViolations(page, 'main')).toEqual([])

    const login = await new Header(page, 'en').openLogin()
    await login.submit.click()
    await expect(login.root.getByText('This field is required.').first()).toBeVisible()
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([])
  })
}

test('Portuguese: the login dialog works by keyboard alone and gives focus back when it closes', async ({
  page,
  header,
  account,
}) => {
  await page.goto('/')
  const trigger = header.loginLink
  const login = await header.openLogin()
  const dialog = login.root
  // Focus starts on the dialog's close button; closing gives focus back to what opened it.
  await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  // The form, not its loading outline, is what the keyboard moves through.
  await expect(dialog.getByRole('tab', { name: 'Com senha' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('tab', { name: 'Com senha' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(login.username).toBeFocused()
  await page.keyboard.type(account.username)
  await page.keyboard.press('Tab')
  await expect(login.password).toBeFocused()
  await page.keyboard.type(account.password)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(header.signedInAs(account.username)).toBeVisible()
})
