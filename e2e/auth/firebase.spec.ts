import { expect, test } from '../fixtures'
import { fieldError, recordCalls } from '../pages/forms'
import { Header } from '../pages/header'
import { LoginForm } from '../pages/login'
import { RegisterForm } from '../pages/register'
import { loginOk } from '../bff/support'
import { randomMobile } from '../support/accounts'
import { PLATFORM_URL, hostUrl } from '../support/env'
import { browserBalance as balanceMinor, lastMessage, mobileMember } from './support'

// Phone verification through Firebase on phone.localhost (config/tenants.json), a tenant of merchant SOL1
// carrying demo Firebase web keys and sending the SDK to the reference platform's Auth emulator. Codes
// land in the platform's outbox with purpose 'firebase'.

const phone = (path: string) => hostUrl('phone.localhost', path)

// Asks the emulator for a code the way the Firebase SDK does, without a browser.
async function emulatorSend(phoneNumber: string): Promise<void> {
  const res = await fetch(
    `${PLATFORM_URL}/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phoneNumber, recaptchaToken: 'journey' }),
    },
  )
  expect(res.status, await res.text()).toBe(200)
}

test('Portuguese: mobile registration with a Firebase code signs in with the sign-up bonus', async ({
  page,
  header,
}) => {
  const mobile = randomMobile()
  const firebaseCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('googleapis.com/')) firebaseCalls.push(request.url())
  })
  await page.goto(phone('/register'))
  const register = RegisterForm.page(page, 'pt')
  const form = register.root
  await register.byMobile()
  await expect(form.getByRole('button', { name: 'Código do país: +55 (BR)' })).toBeVisible()
  await register.mobile.fill(mobile)
  // Firebase is not even loaded before a code is asked for.
  expect(firebaseCalls).toEqual([])
  await register.sendCode.click()
  // Firebase's countdown: a minute before the next code.
  await expect(form.getByRole('button', { name: /Reenviar em (60|59|58) s/ })).toBeDisabled()
  await expect(form.getByText('Enviamos um código por SMS.', { exact: false })).toBeVisible()
  const sms = await lastMessage({ mobile: `55${mobile}` }, 'firebase')
  expect(firebaseCalls.some((url) => url.includes('accounts:sendVerificationCode?key=demo-key'))).toBe(true)

  await register.completeByMobile(sms.code, 'Celular#2026')
  const registered = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/auth/register' && r.method() === 'POST',
  )
  await register.acceptAccountNumberTip()

  // The platform got Firebase's id token, not the code.
  const body = (await registered).postDataJSON() as Record<string, unknown>
  expect(body.firebaseChannel).toBe('sms')
  expect(String(body.firebaseIdToken).split('.')).toHaveLength(3)
  expect(body.verificationCode).toBeUndefined()

  await expect(register.success.getByText(`O número da sua conta é ${mobile}.`)).toBeVisible()
  await register.startPlaying()
  await expect(header.signedInAs(mobile)).toBeVisible()
  expect(await balanceMinor(page)).toBe(1000)
})

test('Portuguese: a wrong code is refused by Firebase under the field and nothing reaches registration', async ({
  page,
  header,
}) => {
  const mobile = randomMobile()
  const calls = recordCalls(page, '/api/auth/register')
  await page.goto(phone('/register'))
  const register = RegisterForm.page(page, 'pt')
  const form = register.root
  await register.byMobile(mobile)
  await expect(form.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled()
  const sms = await lastMessage({ mobile: `55${mobile}` }, 'firebase')
  const wrong = sms.code === '000000' ? '111111' : '000000'

  await register.completeByMobile(wrong, 'Celular#2026')
  await register.acceptAccountNumberTip()

  await expect(fieldError(form, 'verificationCode')).toHaveText(
    'O código está errado. Confira e tente novamente.',
  )
  await expect(form.getByRole('textbox', { name: 'Código SMS', exact: true })).toBeFocused()
  expect(calls).toEqual([])
  await expect(header.loginLink).toBeVisible()
})

test("English: too many codes to one number shows Firebase's retry-later message", async ({ page }) => {
  const mobile = randomMobile()
  // Five codes this hour already: the emulator refuses a sixth, as Firebase does.
  for (let n = 0; n < 5; n += 1) await emulatorSend(`+55${mobile}`)
  await page.goto(phone('/en/register'))
  const register = RegisterForm.page(page, 'en')
  await register.byMobile(mobile)
  // A send the server refuses is a warning with its message and a confirm button (spec §8).
  const warning = page.getByRole('alertdialog', { name: 'Code not sent' })
  await expect(warning).toContainText('Too many attempts. Please try again in 5 minutes.')
  await warning.getByRole('button', { name: 'OK' }).click()
  await expect(warning).toBeHidden()
  await expect(register.sendCode).toBeEnabled()
})

test('English: logging in with a Firebase SMS code', async ({ page, api }) => {
  const member = await mobileMember(api)
  const logins = recordCalls(page, '/api/auth/login')
  await page.goto(phone('/en/login'))
  const login = new LoginForm(page.locator('main form'), 'en')
  const form = login.root
  await login.withSmsCode()
  await expect(form.getByRole('button', { name: 'Country dialing code: +55 (BR)' })).toBeVisible()
  await login.mobile.fill(member.mobile)
  await login.sendCode.click()
  await expect(form.getByText('We sent a code by SMS. It is valid for a few minutes.')).toBeVisible()
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  const sms = await lastMessage({ mobile: `55${member.mobile}` }, 'firebase')

  // A wrong code first: Firebase refuses it, the Portal is not asked.
  await login.smsCode.fill(sms.code === '000000' ? '111111' : '000000')
  await login.submit.click()
  await expect(fieldError(form, 'code')).toHaveText('The code is wrong. Please check it and try again.')
  expect(logins).toEqual([])

  await login.smsCode.fill(sms.code)
  await login.submit.click()
  await expect(page).toHaveURL(/phone\.localhost:\d+\/en$/)
  await expect(new Header(page, 'en').signedInAs(member.mobile)).toBeVisible()
  expect(logins).toEqual(['POST'])
})

test('Portuguese: a new password by phone through Firebase signs the player in', async ({
  page,
  header,
  api,
}) => {
  const member = await mobileMember(api)
  await page.goto(phone('/login'))
  const forgot = await LoginForm.page(page, 'pt').forgotPassword()
  await forgot.sendCodeByPhone(member.mobile)
  await expect(forgot.root.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled()
  const sms = await lastMessage({ mobile: `55${member.mobile}` }, 'firebase')
  await forgot.setNewPassword(sms.code, 'Trocada#2026')
  await expect(forgot.root).toBeHidden()
  await expect(header.signedInAs(member.mobile)).toBeVisible()

  // The new password is the account's now (on the plain tenant of the same merchant).
  await loginOk(api, member.mobile, 'Trocada#2026')
})
