import { skipAnnouncementPopups } from '../support/popups'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { hostUrl } from '../support/env'
import {
  apiClient,
  fieldError,
  lastMessage,
  openDialog,
  ownAddress,
  randomMobile,
  registerAccount,
} from './support'

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

// A member registered by mobile number (SOL1, +55), for the SMS journeys.
// The platform sends one code per number a minute, whatever it is for: `smsAllowedAt` is when the
// number may get its next one.
async function mobileMember(
  api: APIRequestContext,
): Promise<{ mobile: string; password: string; smsAllowedAt: number }> {
  const mobile = randomMobile()
  const password = 'Celular#2026'
  const sent = await api.post('/api/auth/sms', {
    data: { purpose: 'register', countryDialingCode: '55', mobile },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const smsAllowedAt = Date.now() + 61_000
  const { code } = await lastMessage({ mobile: `55${mobile}` }, 'register')
  const res = await api.post('/api/auth/register', {
    data: {
      mode: 'mobile',
      mobileNum: mobile,
      countryDialingCode: '55',
      password,
      confirmPassword: password,
      verificationCode: code,
      acceptTerms: true,
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  await api.post('/api/auth/logout')
  return { mobile, password, smsAllowedAt }
}

test.describe('forced password change', () => {
  test('English on Verdant: an agent-set default password must be replaced, then the new one logs in', async ({
    page,
  }) => {
    await page.goto(hostUrl('verdant.localhost', '/'))
    const login = await openDialog(page, () => page.getByRole('link', { name: 'Log in' }), 'Log in')
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill('newbie01')
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome#01')
    await login.getByRole('button', { name: 'Log in' }).click()

    const change = page.getByRole('dialog', { name: 'Change password' })
    await expect(
      change.getByText('For your security, please choose a new password before you continue.'),
    ).toBeVisible()
    // The password just typed is known: the current password is not asked again.
    await expect(change.getByRole('textbox', { name: 'Current password', exact: true })).toHaveCount(0)
    await change.getByRole('textbox', { name: 'New password', exact: true }).fill('a b')
    await change.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('something else')
    await change.getByRole('button', { name: 'Change password' }).click()
    await expect(fieldError(change, 'newPassword')).toHaveText(
      '6 - 20 characters: letters, digits and symbols, without spaces.',
    )
    await expect(fieldError(change, 'confirmNewPassword')).toHaveText('The confirmation does not match.')

    await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Welcome#02')
    await change.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Welcome#02')
    await change.getByRole('button', { name: 'Change password' }).click()
    await expect(change).toBeHidden()

    const again = page.getByRole('dialog', { name: 'Log in' })
    await expect(
      again.getByText('Your password has been changed. Please log in with the new password.'),
    ).toBeVisible()
    await again.getByRole('textbox', { name: 'Username', exact: true }).fill('newbie01')
    await again.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome#02')
    await again.getByRole('button', { name: 'Log in' }).click()
    await expect(again).toBeHidden()
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeHidden()
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible()
    const session = await page.evaluate(() => fetch('/api/session').then((r) => r.json()))
    expect(session.data).toMatchObject({ account: 'newbie01', mustChangePassword: false })
  })

  test('Portuguese: forgot by e-mail, the temporary password forces a new one', async ({
    page,
    playwright,
  }) => {
    const email = `jornada${Date.now()}@example.com`
    const account = await registerAccount(await apiClient(playwright), { email })
    await page.goto('/')
    const login = await openDialog(page, () => page.getByRole('link', { name: 'Entrar' }), 'Entrar')
    await login.getByRole('button', { name: 'Esqueceu a senha?' }).click()

    const forgot = page.getByRole('dialog', { name: 'Esqueci a senha' })
    await forgot.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(account.username)
    await forgot.getByRole('textbox', { name: 'E-mail', exact: true }).fill('sem-arroba')
    await forgot.getByRole('button', { name: 'Enviar' }).click()
    await expect(fieldError(forgot, 'email')).toHaveText('Informe um endereço de e-mail válido.')
    await forgot.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    await forgot.getByRole('button', { name: 'Enviar' }).click()

    const back = page.getByRole('dialog', { name: 'Entrar' })
    await expect(back.getByText(/enviamos uma senha temporária/)).toBeVisible()
    await expect(back.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveValue(
      account.username,
    )
    const mail = await lastMessage({ email })
    await back.getByRole('textbox', { name: 'Senha', exact: true }).fill(mail.code)
    await back.getByRole('button', { name: 'Entrar' }).click()

    const change = page.getByRole('dialog', { name: 'Alterar senha' })
    await expect(
      change.getByText('Para sua segurança, escolha uma nova senha antes de continuar.'),
    ).toBeVisible()
    await change.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Nova#2026')
    await change.getByRole('textbox', { name: 'Confirmar nova senha', exact: true }).fill('Nova#2026')
    await change.getByRole('button', { name: 'Alterar senha' }).click()
    const again = page.getByRole('dialog', { name: 'Entrar' })
    await expect(again.getByText('Sua senha foi alterada. Entre com a nova senha.')).toBeVisible()
    await again.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(account.username)
    await again.getByRole('textbox', { name: 'Senha', exact: true }).fill('Nova#2026')
    await again.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByRole('button', { name: new RegExp(account.username) })).toBeVisible()
  })
})

test.describe('SMS codes', () => {
  // Each journey waits out the minute between two codes to the same number.
  test.describe.configure({ timeout: 150_000 })

  test('Portuguese: reset by phone signs in; the same code a second time is refused', async ({
    page,
    playwright,
  }) => {
    const member = await mobileMember(await apiClient(playwright))
    await page.goto('/')
    await page.waitForTimeout(Math.max(0, member.smsAllowedAt - Date.now()))
    const login = await openDialog(page, () => page.getByRole('link', { name: 'Entrar' }), 'Entrar')
    await login.getByRole('button', { name: 'Esqueceu a senha?' }).click()
    const forgot = page.getByRole('dialog', { name: 'Esqueci a senha' })
    await forgot.getByRole('tab', { name: 'Por celular' }).click()
    await forgot.getByRole('textbox', { name: 'Número de celular', exact: true }).fill('12')
    await forgot.getByRole('button', { name: 'Enviar código' }).click()
    await expect(fieldError(forgot, 'mobile')).toHaveText('Informe um número de celular válido.')

    await forgot.getByRole('textbox', { name: 'Número de celular', exact: true }).fill(member.mobile)
    await forgot.getByRole('button', { name: 'Enviar código' }).click()
    await expect(forgot.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled()
    const sms = await lastMessage({ mobile: `55${member.mobile}` }, 'reset')
    await forgot.getByRole('textbox', { name: 'Código SMS', exact: true }).fill(sms.code)
    await forgot.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Trocada#2026')
    await forgot.getByRole('textbox', { name: 'Confirmar nova senha', exact: true }).fill('Trocada#2026')
    await forgot.getByRole('button', { name: 'Definir nova senha' }).click()
    await expect(forgot).toBeHidden()
    await expect(page.getByRole('button', { name: new RegExp(member.mobile) })).toBeVisible()

    // Signed out again, the spent code cannot set a password a second time.
    await page.context().clearCookies()
    await page.goto('/')
    const login2 = await openDialog(page, () => page.getByRole('link', { name: 'Entrar' }), 'Entrar')
    await login2.getByRole('button', { name: 'Esqueceu a senha?' }).click()
    const forgot2 = page.getByRole('dialog', { name: 'Esqueci a senha' })
    await forgot2.getByRole('tab', { name: 'Por celular' }).click()
    await forgot2.getByRole('textbox', { name: 'Número de celular', exact: true }).fill(member.mobile)
    await forgot2.getByRole('textbox', { name: 'Código SMS', exact: true }).fill(sms.code)
    await forgot2.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Outra#2026')
    await forgot2.getByRole('textbox', { name: 'Confirmar nova senha', exact: true }).fill('Outra#2026')
    await forgot2.getByRole('button', { name: 'Definir nova senha' }).click()
    await expect(fieldError(forgot2, 'code')).toHaveText('O código SMS está incorreto ou expirou.')
  })

  test('English: logging in with an SMS code works once; the reused code is refused', async ({
    page,
    playwright,
  }) => {
    const member = await mobileMember(await apiClient(playwright))
    await page.goto('/en')
    await page.waitForTimeout(Math.max(0, member.smsAllowedAt - Date.now()))
    const login = await openDialog(page, () => page.getByRole('link', { name: 'Log in' }), 'Log in')
    await login.getByRole('tab', { name: 'With SMS code' }).click()
    await expect(login.getByRole('button', { name: 'Country dialing code: +55 (BR)' })).toBeVisible()
    await login.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(member.mobile)
    await login.getByRole('button', { name: 'Send code' }).click()
    await expect(login.getByText('We sent a code by SMS. It is valid for a few minutes.')).toBeVisible()
    await expect(login.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    const sms = await lastMessage({ mobile: `55${member.mobile}` }, 'login')
    await login.getByRole('button', { name: 'Log in' }).click()
    await expect(fieldError(login, 'code')).toHaveText('This field is required.')
    await login.getByRole('textbox', { name: 'SMS code', exact: true }).fill(sms.code)
    await login.getByRole('button', { name: 'Log in' }).click()
    await expect(login).toBeHidden()
    await expect(page.getByRole('button', { name: new RegExp(member.mobile) })).toBeVisible()

    await page.context().clearCookies()
    await page.goto('/en')
    const again = await openDialog(page, () => page.getByRole('link', { name: 'Log in' }), 'Log in')
    await again.getByRole('tab', { name: 'With SMS code' }).click()
    await again.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(member.mobile)
    await again.getByRole('textbox', { name: 'SMS code', exact: true }).fill(sms.code)
    await again.getByRole('button', { name: 'Log in' }).click()
    await expect(again.getByRole('alert')).toHaveText('Incorrect username or password.')
  })
})
