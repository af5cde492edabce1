import { expect, test } from '@playwright/test'
import { hostUrl } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'
import { apiClient, captchaAnswer, fieldError, openDialog, ownAddress, registerAccount } from './support'

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

test.describe('login dialog', () => {
  test('Portuguese: username and password log in, the dialog closes and the player lands on /', async ({
    page,
    context,
    playwright,
  }) => {
    const account = await registerAccount(await apiClient(playwright))
    await page.goto('/promotions')
    const dialog = await openDialog(page, () => page.getByRole('link', { name: 'Entrar' }), 'Entrar')

    // Required fields, checked before anything is sent.
    await dialog.getByRole('button', { name: 'Entrar' }).click()
    await expect(fieldError(dialog, 'username')).toHaveText('Este campo é obrigatório.')
    await expect(fieldError(dialog, 'password')).toHaveText('Este campo é obrigatório.')

    await dialog
      .getByRole('textbox', { name: 'Nome de usuário', exact: true })
      .fill(`  ${account.username}  `)
    await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(account.password)
    await dialog.getByLabel('Lembrar meu usuário por um dia').check()
    await dialog.getByRole('button', { name: 'Entrar' }).click()

    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(page.getByRole('button', { name: new RegExp(account.username) })).toBeVisible()

    // Remember me keeps the username for one day, and nothing secret is readable by the page.
    const cookies = await context.cookies()
    const remembered = cookies.find((c) => c.name === 'portal-remember-username')
    expect(remembered?.value).toBe(account.username)
    const lifetime = (remembered?.expires ?? 0) - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(23 * 3600)
    expect(lifetime).toBeLessThanOrEqual(24 * 3600 + 60)
    for (const cookie of cookies.filter((c) => !c.httpOnly))
      expect(cookie.value).not.toContain(account.password)
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    expect(storage).not.toContain(account.password)
  })

  test('English: a wrong password, then the captcha the platform asks for, a wrong captcha, then success', async ({
    page,
    context,
    playwright,
  }) => {
    const account = await registerAccount(await apiClient(playwright))
    await page.goto('/en')
    const dialog = await openDialog(page, () => page.getByRole('link', { name: 'Log in' }), 'Log in')
    const username = dialog.getByRole('textbox', { name: 'Username', exact: true })
    const password = dialog.getByRole('textbox', { name: 'Password', exact: true })
    const submit = dialog.getByRole('button', { name: 'Log in' })

    await username.fill(account.username)
    for (let attempt = 0; attempt < 3; attempt++) {
      await password.fill(`wrong-${attempt}`)
      await submit.click()
      await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.')
      await expect(submit).toBeEnabled()
    }
    // The third failure said the captcha is needed: it is shown and loaded.
    const captchaImage = dialog.getByRole('img', { name: 'Captcha image' })
    await expect(captchaImage).toBeVisible()
    await expect(captchaImage).toHaveAttribute('src', /^data:image\/png;base64,/)

    await password.fill(account.password)
    await dialog.getByRole('textbox', { name: 'Captcha', exact: true }).fill('ZZZZ')
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'The captcha is wrong or has expired. Please try the new one.',
    )

    // A new image came with the failure; its answer gets in.
    await expect(dialog.getByRole('textbox', { name: 'Captcha', exact: true })).toHaveValue('')
    await dialog.getByRole('textbox', { name: 'Captcha', exact: true }).fill(await captchaAnswer(context))
    await submit.click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole('button', { name: new RegExp(account.username) })).toBeVisible()
  })

  test('English: forced login sends visitors to /login and back to where they were going', async ({
    page,
    playwright,
  }) => {
    const account = await registerAccount(await apiClient(playwright))
    await page.goto(hostUrl('private.localhost', '/en/promotions'))
    await expect(page).toHaveURL(/\/en\/login\?next=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    const form = page.locator('main')
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password)
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/en\/promotions$/)
    await expect(page.getByRole('button', { name: new RegExp(account.username) })).toBeVisible()
  })

  test('Portuguese: the login page works as a page too, and remembers nothing without remember me', async ({
    page,
    context,
    playwright,
  }) => {
    const account = await registerAccount(await apiClient(playwright))
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    const form = page.locator('main')
    await form.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(account.username)
    await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(account.password)
    await expect(form.getByLabel('Lembrar meu usuário por um dia')).not.toBeChecked()
    await form.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(page.getByRole('button', { name: new RegExp(account.username) })).toBeVisible()
    expect((await context.cookies()).some((c) => c.name === 'portal-remember-username')).toBe(false)
  })
})
