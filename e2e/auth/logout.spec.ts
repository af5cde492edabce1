import { skipAnnouncementPopups } from '../support/popups'
import { expect, test } from '@playwright/test'
import { apiClient, openDialog, ownAddress, registerAccount } from './support'

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

const cases = [
  {
    name: 'Portuguese',
    home: '/',
    other: '/promotions',
    login: 'Entrar',
    user: 'Nome de usuário',
    password: 'Senha',
    menu: 'Menu da conta',
    signOut: 'Sair',
  },
  {
    name: 'English',
    home: '/en',
    other: '/en/promotions',
    login: 'Log in',
    user: 'Username',
    password: 'Password',
    menu: 'Account menu',
    signOut: 'Sign out',
  },
]

for (const c of cases) {
  test(`${c.name}: sign out asks first, ends the session, and the back button shows nothing private`, async ({
    page,
    playwright,
  }) => {
    const account = await registerAccount(await apiClient(playwright))
    await page.goto(c.home)
    const login = await openDialog(page, () => page.getByRole('link', { name: c.login }), c.login)
    await login.getByRole('textbox', { name: c.user, exact: true }).fill(account.username)
    await login.getByRole('textbox', { name: c.password, exact: true }).fill(account.password)
    await login.getByRole('button', { name: c.login }).click()
    const avatar = page.getByRole('button', { name: new RegExp(account.username) })
    await expect(avatar).toBeVisible()
    await page.goto(c.other)
    await expect(avatar).toBeVisible()

    await avatar.click()
    await page.getByRole('menuitem', { name: c.signOut }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toBeVisible()
    // Cancelling keeps the session.
    await confirm.getByRole('button', { name: /Cancelar|Cancel/ }).click()
    await expect(confirm).toBeHidden()
    await expect(avatar).toBeVisible()

    await avatar.click()
    await page.getByRole('menuitem', { name: c.signOut }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: c.signOut }).click()
    await expect(page.getByRole('link', { name: c.login })).toBeVisible()
    await expect(avatar).toBeHidden()
    const session = await page.request.get('/api/session')
    expect(((await session.json()) as { data: unknown }).data).toBeNull()

    await page.goBack()
    await expect(page.getByRole('link', { name: c.login })).toBeVisible()
    await expect(page.getByText(account.username)).toHaveCount(0)
  })
}
