import { expect, test } from '../fixtures'
import { fieldError } from '../pages/forms'
import { Header } from '../pages/header'
import { ChangePasswordDialog, LoginForm } from '../pages/login'
import { apiClient, registerAccount } from '../support/accounts'
import { hostUrl } from '../support/env'
import { lastMessage, mobileMember, sessionOf } from './support'

test.describe('forced password change', () => {
  test('English on Verdant: an agent-set default password must be replaced, then the new one logs in', async ({
    page,
  }) => {
    const header = new Header(page, 'en')
    await page.goto(hostUrl('verdant.localhost', '/'))
    const login = await header.openLogin()
    await login.signIn('newbie01', 'Welcome#01')

    const change = new ChangePasswordDialog(page, 'en')
    await expect(change.forcedNotice).toBeVisible()
    // The password just typed is known: the current password is not asked again.
    await expect(change.current).toHaveCount(0)
    await change.submit('a b', 'something else')
    await expect(fieldError(change.root, 'newPassword')).toHaveText(
      '6 - 20 characters: letters, digits and symbols, without spaces.',
    )
    await expect(fieldError(change.root, 'confirmNewPassword')).toHaveText('The confirmation does not match.')

    await change.submit('Welcome#02')
    await expect(change.root).toBeHidden()

    const again = await change.loginAgain()
    await again.signIn('newbie01', 'Welcome#02')
    await expect(again.root).toBeHidden()
    await expect(change.root).toBeHidden()
    await expect(header.accountMenu).toBeVisible()
    const session = await sessionOf(page)
    expect(session.data).toMatchObject({ account: 'newbie01', mustChangePassword: false })
  })

  test('Portuguese: forgot by e-mail, the temporary password forces a new one', async ({
    page,
    header,
    playwright,
  }) => {
    const email = `jornada${Date.now()}@example.com`
    const account = await registerAccount(await apiClient(playwright), { email })
    await page.goto('/')
    const login = await header.openLogin()
    const forgot = await login.forgotPassword()
    await forgot.root.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(account.username)
    await forgot.root.getByRole('textbox', { name: 'E-mail', exact: true }).fill('sem-arroba')
    await forgot.root.getByRole('button', { name: 'Enviar' }).click()
    await expect(fieldError(forgot.root, 'email')).toHaveText('Informe um endereço de e-mail válido.')
    await forgot.root.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    await forgot.root.getByRole('button', { name: 'Enviar' }).click()

    const back = LoginForm.dialog(page, 'pt')
    await expect(back.root.getByText(/enviamos uma senha temporária/)).toBeVisible()
    await expect(back.username).toHaveValue(account.username)
    const mail = await lastMessage({ email })
    await back.password.fill(mail.code)
    await back.submit.click()

    const change = new ChangePasswordDialog(page, 'pt')
    await expect(change.forcedNotice).toBeVisible()
    await change.submit('Nova#2026')
    const again = await change.loginAgain()
    await again.signIn(account.username, 'Nova#2026')
    await expect(header.signedInAs(account.username)).toBeVisible()
  })
})

test.describe('SMS codes', () => {
  test('Portuguese: reset by phone signs in; the same code a second time is refused', async ({
    page,
    header,
    api,
  }) => {
    const member = await mobileMember(api)
    await page.goto('/')
    const forgot = await (await header.openLogin()).forgotPassword()
    await forgot.sendCodeByPhone('12')
    await expect(fieldError(forgot.root, 'mobile')).toHaveText('Informe um número de celular válido.')

    await forgot.mobile.fill(member.mobile)
    await forgot.sendCode.click()
    await expect(forgot.root.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled()
    const sms = await lastMessage({ mobile: `55${member.mobile}` }, 'reset')
    await forgot.setNewPassword(sms.code, 'Trocada#2026')
    await expect(forgot.root).toBeHidden()
    await expect(header.signedInAs(member.mobile)).toBeVisible()

    // Signed out again, the spent code cannot set a password a second time.
    await page.context().clearCookies()
    await page.goto('/')
    const forgot2 = await (await header.openLogin()).forgotPassword()
    await forgot2.byPhone()
    await forgot2.mobile.fill(member.mobile)
    await forgot2.setNewPassword(sms.code, 'Outra#2026')
    await expect(fieldError(forgot2.root, 'code')).toHaveText('O código SMS está incorreto ou expirou.')
  })

  test('English: logging in with an SMS code works once; the reused code is refused', async ({
    page,
    api,
  }) => {
    const header = new Header(page, 'en')
    const member = await mobileMember(api)
    await page.goto('/en')
    const login = await header.openLogin()
    await login.withSmsCode()
    await expect(login.root.getByRole('button', { name: 'Country dialing code: +55 (BR)' })).toBeVisible()
    await login.mobile.fill(member.mobile)
    await login.sendCode.click()
    await expect(login.root.getByText('We sent a code by SMS. It is valid for a few minutes.')).toBeVisible()
    await expect(login.root.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    const sms = await lastMessage({ mobile: `55${member.mobile}` }, 'login')
    await login.submit.click()
    await expect(fieldError(login.root, 'code')).toHaveText('This field is required.')
    await login.smsCode.fill(sms.code)
    await login.submit.click()
    await expect(login.root).toBeHidden()
    await expect(header.signedInAs(member.mobile)).toBeVisible()

    await page.context().clearCookies()
    await page.goto('/en')
    const again = await header.openLogin()
    await again.withSmsCode()
    await again.mobile.fill(member.mobile)
    await again.smsCode.fill(sms.code)
    await again.submit.click()
    await expect(again.alert).toHaveText('Incorrect username or password.')
  })
})
