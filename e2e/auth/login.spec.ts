import { expect, test } from '../fixtures'
import { fieldError, textbox } from '../pages/forms'
import { Header } from '../pages/header'
import { LoginForm } from '../pages/login'
import { hostUrl } from '../support/env'
import { captchaAnswer } from './support'

test.describe('login dialog', () => {
  test('Portuguese: username and password log in, the dialog closes and the player lands on /', async ({
    page,
    context,
    header,
    account,
  }) => {
    await page.goto('/promotions')
    const login = await header.openLogin()
    const dialog = login.root

    // Required fields, checked before anything is sent.
    await login.submit.click()
    await expect(fieldError(dialog, 'username')).toHaveText('Este campo é obrigatório.')
    await expect(fieldError(dialog, 'password')).toHaveText('Este campo é obrigatório.')

    await login.username.fill(`  ${account.username}  `)
    await login.password.fill(account.password)
    await dialog.getByLabel('Lembrar meu usuário por um dia').check()
    await login.submit.click()

    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(header.signedInAs(account.username)).toBeVisible()

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
    account,
  }) => {
    const header = new Header(page, 'en')
    await page.goto('/en')
    const login = await header.openLogin()
    const { root: dialog, username, password, submit } = login

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
    await textbox(dialog, 'Captcha').fill('ZZZZ')
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'The captcha is wrong or has expired. Please try the new one.',
    )

    // A new image came with the failure; its answer gets in.
    await expect(textbox(dialog, 'Captcha')).toHaveValue('')
    await textbox(dialog, 'Captcha').fill(await captchaAnswer(context))
    await submit.click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/en$/)
    await expect(header.signedInAs(account.username)).toBeVisible()
  })

  test('English: forced login sends visitors to /login and back to where they were going', async ({
    page,
    account,
  }) => {
    await page.goto(hostUrl('private.localhost', '/en/promotions'))
    await expect(page).toHaveURL(/\/en\/login\?next=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await LoginForm.page(page, 'en').signIn(account.username, account.password)
    await expect(page).toHaveURL(/\/en\/promotions$/)
    await expect(new Header(page, 'en').signedInAs(account.username)).toBeVisible()
  })

  test('Portuguese: the login page works as a page too, and remembers nothing without remember me', async ({
    page,
    context,
    header,
    account,
  }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    const login = LoginForm.page(page, 'pt')
    await login.username.fill(account.username)
    await login.password.fill(account.password)
    await expect(login.root.getByLabel('Lembrar meu usuário por um dia')).not.toBeChecked()
    await login.submit.click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(header.signedInAs(account.username)).toBeVisible()
    expect((await context.cookies()).some((c) => c.name === 'portal-remember-username')).toBe(false)
  })
})
