import { expect, test } from '../fixtures'
import { Header } from '../pages/header'

// Each journey signs a fresh account of its own in and out: a shared saved session must never end.
const cases = [
  { name: 'Portuguese', lang: 'pt', home: '/', other: '/promotions', signOut: 'Sair' },
  { name: 'English', lang: 'en', home: '/en', other: '/en/promotions', signOut: 'Sign out' },
] as const

for (const c of cases) {
  test(`${c.name}: sign out asks first, ends the session, and the back button shows nothing private`, async ({
    page,
    account,
  }) => {
    const header = new Header(page, c.lang)
    await page.goto(c.home)
    await (await header.openLogin()).signIn(account.username, account.password)
    const avatar = header.signedInAs(account.username)
    await expect(avatar).toBeVisible()
    await page.goto(c.other)
    await expect(avatar).toBeVisible()

    await avatar.click()
    await header.menuItem('signOut').click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toBeVisible()
    // Cancelling keeps the session.
    await confirm.getByRole('button', { name: /Cancelar|Cancel/ }).click()
    await expect(confirm).toBeHidden()
    await expect(avatar).toBeVisible()

    await avatar.click()
    await header.menuItem('signOut').click()
    await page.getByRole('alertdialog').getByRole('button', { name: c.signOut }).click()
    await expect(header.loginLink).toBeVisible()
    await expect(avatar).toBeHidden()
    const session = await page.request.get('/api/session')
    expect(((await session.json()) as { data: unknown }).data).toBeNull()

    await page.goBack()
    await expect(header.loginLink).toBeVisible()
    await expect(page.getByText(account.username)).toHaveCount(0)
  })
}
