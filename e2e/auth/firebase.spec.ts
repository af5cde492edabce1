import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PLATFORM_URL, hostUrl } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'
import { apiClient, fieldError, lastMessage, ownAddress, randomMobile, recordCalls } from './support'

// Phone verification through Firebase on phone.localhost (config/tenants.json), a tenant of merchant SOL1
// carrying demo Firebase web keys and sending the SDK to the reference platform's Auth emulator. Codes
// land in the platform's outbox with purpose 'firebase'.

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

const phone = (path: string) => hostUrl('phone.localhost', path)

// Read in the browser, so that the tenant's own host (and the session cookie for it) is used.
async function balanceMinor(page: Page): Promise<number> {
  const body = await page.evaluate(() => fetch('/api/wallet/balance').then((r) => r.json()))
  return (body as { data: { totalMinor: number } }).data.totalMinor
}

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

// A member of SOL1 registered by mobile number with the platform's own code (on the plain tenant).
async function mobileMember(api: APIRequestContext): Promise<{ mobile: string }> {
  const mobile = randomMobile()
  const sent = await api.post('/api/auth/sms', {
    data: { purpose: 'register', countryDialingCode: '55', mobile },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const { code } = await lastMessage({ mobile: `55${mobile}` }, 'register')
  const res = await api.post('/api/auth/register', {
    data: {
      mode: 'mobile',
      mobileNum: mobile,
      countryDialingCode: '55',
      password: 'Celular#2026',
      confirmPassword: 'Celular#2026',
      verificationCode: code,
      acceptTerms: true,
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  await api.post('/api/auth/logout')
  return { mobile }
}

test('Portuguese: mobile registration with a Firebase code signs in with the sign-up bonus', async ({
  page,
}) => {
  const mobile = randomMobile()
  const firebaseCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('googleapis.com/')) firebaseCalls.push(request.url())
  })
  await page.goto(phone('/register'))
  const form = page.locator('main form')
  await form.getByRole('tab', { name: 'Com celular' }).click()
  await expect(form.getByRole('button', { name: 'Código do país: +55 (BR)' })).toBeVisible()
  await form.getByRole('textbox', { name: 'Número de celular', exact: true }).fill(mobile)
  // Firebase is not even loaded before a code is asked for.
  expect(firebaseCalls).toEqual([])
  await form.getByRole('button', { name: 'Enviar código' }).click()
  // Firebase's countdown: a minute before the next code.
  await expect(form.getByRole('button', { name: /Reenviar em (60|59|58) s/ })).toBeDisabled()
  await expect(form.getByText('Enviamos um código por SMS.', { exact: false })).toBeVisible()
  const sms = await lastMessage({ mobile: `55${mobile}` }, 'firebase')
  expect(firebaseCalls.some((url) => url.includes('accounts:sendVerificationCode?key=demo-key'))).toBe(true)

  await form.getByRole('textbox', { name: 'Código SMS', exact: true }).fill(sms.code)
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('Celular#2026')
  await form.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill('Celular#2026')
  await form.getByRole('button', { name: 'Criar conta' }).click()
  const registered = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/auth/register' && r.method() === 'POST',
  )
  await page
    .getByRole('alertdialog', { name: 'Seu número de conta' })
    .getByRole('button', { name: 'Continuar' })
    .click()

  // The platform got Firebase's id token, not the code.
  const body = (await registered).postDataJSON() as Record<string, unknown>
  expect(body.firebaseChannel).toBe('sms')
  expect(String(body.firebaseIdToken).split('.')).toHaveLength(3)
  expect(body.verificationCode).toBeUndefined()

  const success = page.getByRole('dialog', { name: 'Cadastro concluído' })
  await expect(success.getByText(`O número da sua conta é ${mobile}.`)).toBeVisible()
  await success.getByRole('button', { name: 'Começar a jogar' }).click()
  await expect(page.getByRole('button', { name: new RegExp(mobile) })).toBeVisible()
  expect(await balanceMinor(page)).toBe(1000)
})

test('Portuguese: a wrong code is refused by Firebase under the field and nothing reaches registration', async ({
  page,
}) => {
  const mobile = randomMobile()
  const calls = recordCalls(page, '/api/auth/register')
  await page.goto(phone('/register'))
  const form = page.locator('main form')
  await form.getByRole('tab', { name: 'Com celular' }).click()
  await form.getByRole('textbox', { name: 'Número de celular', exact: true }).fill(mobile)
  await form.getByRole('button', { name: 'Enviar código' }).click()
  await expect(form.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled()
  const sms = await lastMessage({ mobile: `55${mobile}` }, 'firebase')
  const wrong = sms.code === '000000' ? '111111' : '000000'

  await form.getByRole('textbox', { name: 'Código SMS', exact: true }).fill(wrong)
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('Celular#2026')
  await form.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill('Celular#2026')
  await form.getByRole('button', { name: 'Criar conta' }).click()
  await page
    .getByRole('alertdialog', { name: 'Seu número de conta' })
    .getByRole('button', { name: 'Continuar' })
    .click()

  await expect(fieldError(form, 'verificationCode')).toHaveText(
    'O código está errado. Confira e tente novamente.',
  )
  await expect(form.getByRole('textbox', { name: 'Código SMS', exact: true })).toBeFocused()
  expect(calls).toEqual([])
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible()
})

test("English: too many codes to one number shows Firebase's retry-later message", async ({ page }) => {
  const mobile = randomMobile()
  // Five codes this hour already: the emulator refuses a sixth, as Firebase does.
  for (let n = 0; n < 5; n += 1) await emulatorSend(`+55${mobile}`)
  await page.goto(phone('/en/register'))
  const form = page.locator('main form')
  await form.getByRole('tab', { name: 'With mobile number' }).click()
  await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile)
  await form.getByRole('button', { name: 'Send code' }).click()
  await expect(form.getByRole('alert')).toHaveText('Too many attempts. Please try again in 5 minutes.')
  await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled()
})

test('English: logging in with a Firebase SMS code', async ({ page, playwright }) => {
  const member = await mobileMember(await apiClient(playwright))
  const logins = recordCalls(page, '/api/auth/login')
  await page.goto(phone('/en/login'))
  const form = page.locator('main form')
  await form.getByRole('tab', { name: 'With SMS code' }).click()
  await expect(form.getByRole('button', { name: 'Country dialing code: +55 (BR)' })).toBeVisible()
  await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(member.mobile)
  await form.getByRole('button', { name: 'Send code' }).click()
  await expect(form.getByText('We sent a code by SMS. It is valid for a few minutes.')).toBeVisible()
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  const sms = await lastMessage({ mobile: `55${member.mobile}` }, 'firebase')

  // A wrong code first: Firebase refuses it, the Portal is not asked.
  await form
    .getByRole('textbox', { name: 'SMS code', exact: true })
    .fill(sms.code === '000000' ? '111111' : '000000')
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(fieldError(form, 'code')).toHaveText('The code is wrong. Please check it and try again.')
  expect(logins).toEqual([])

  await form.getByRole('textbox', { name: 'SMS code', exact: true }).fill(sms.code)
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/phone\.localhost:\d+\/en$/)
  await expect(page.getByRole('button', { name: new RegExp(member.mobile) })).toBeVisible()
  expect(logins).toEqual(['POST'])
})

test('Portuguese: a new password by phone through Firebase signs the player in', async ({
  page,
  playwright,
}) => {
  const member = await mobileMember(await apiClient(playwright))
  await page.goto(phone('/login'))
  await page.locator('main').getByRole('button', { name: 'Esqueceu a senha?' }).click()
  const forgot = page.getByRole('dialog', { name: 'Esqueci a senha' })
  await forgot.getByRole('tab', { name: 'Por celular' }).click()
  await forgot.getByRole('textbox', { name: 'Número de celular', exact: true }).fill(member.mobile)
  await forgot.getByRole('button', { name: 'Enviar código' }).click()
  await expect(forgot.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled()
  const sms = await lastMessage({ mobile: `55${member.mobile}` }, 'firebase')
  await forgot.getByRole('textbox', { name: 'Código SMS', exact: true }).fill(sms.code)
  await forgot.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Trocada#2026')
  await forgot.getByRole('textbox', { name: 'Confirmar nova senha', exact: true }).fill('Trocada#2026')
  await forgot.getByRole('button', { name: 'Definir nova senha' }).click()
  await expect(forgot).toBeHidden()
  await expect(page.getByRole('button', { name: new RegExp(member.mobile) })).toBeVisible()

  // The new password is the account's now (on the plain tenant of the same merchant).
  const api = await apiClient(playwright)
  const login = await api.post('/api/auth/login', {
    data: { type: 'username', username: member.mobile, password: 'Trocada#2026' },
  })
  expect(login.status(), await login.text()).toBe(200)
})
