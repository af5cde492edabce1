import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { skipAnnouncementPopups } from '../support/popups'
import { apiClient, openDialog, ownAddress, registerAccount } from './support'

const SERIOUS = new Set(['serious', 'critical'])

async function seriousViolations(page: Page, scope: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(scope)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations
    .filter((v) => SERIOUS.has(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

for (const theme of ['light', 'dark'] as const) {
  test(`registration page and login dialog have no serious axe violation in the ${theme} theme at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
    await page.goto('/en/register')
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const form = page.locator('main form')
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(form.getByText('This field is required.').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await seriousViolations(page, 'main')).toEqual([])

    const dialog = await openDialog(page, () => page.getByRole('link', { name: 'Log in' }), 'Log in')
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(dialog.getByText('This field is required.').first()).toBeVisible()
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([])
  })
}

test('Portuguese: the login dialog works by keyboard alone and gives focus back when it closes', async ({
  page,
  playwright,
}) => {
  const account = await registerAccount(await apiClient(playwright))
  await page.goto('/')
  const trigger = page.getByRole('link', { name: 'Entrar' })
  const dialog = await openDialog(page, () => trigger, 'Entrar')
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
  await expect(dialog.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toBeFocused()
  await page.keyboard.type(account.username)
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('textbox', { name: 'Senha', exact: true })).toBeFocused()
  await page.keyboard.type(account.password)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: new RegExp(account.username) })).toBeVisible()
})
