import type { APIRequestContext } from '@playwright/test'
import { lastMessage } from '../auth/support'
import { expect, test } from '../fixtures'
import { randomMobile, randomName, registerAccount, termsVersionOf } from '../support/accounts'
import { body, client, login, loginOk } from './support'

// The newest code the platform sent to a Brazilian number for a purpose.
async function smsCode(mobile: string, purpose: string): Promise<string> {
  return (await lastMessage({ mobile: `55${mobile}` }, purpose)).code
}

async function sendSms(api: APIRequestContext, purpose: string, mobile: string) {
  const res = await api.post('/api/auth/sms', { data: { purpose, countryDialingCode: '+55', mobile } })
  expect(res.status(), await res.text()).toBe(200)
  const json = await body<{ data: { resendAfterSeconds: number } }>(res)
  expect(json.data.resendAfterSeconds).toBeGreaterThan(0)
}

test.describe('accounts through the BFF', () => {
  test('registration settings, dialing codes and the features that shape the forms', async ({ api }) => {
    const res = await api.get('/api/auth/register-settings')
    expect(res.status()).toBe(200)
    const json = await body<{
      data: {
        rules: Record<string, { required: boolean }>
        countries: Array<{ dialingCode: string }>
        features: Record<string, boolean>
      }
    }>(res)
    expect(json.data.rules.username?.required).toBe(true)
    expect(json.data.countries.map((c) => c.dialingCode)).toContain('55')
    expect(json.data.features).toMatchObject({ directRegistration: true, usernameRegistration: true })
    // The platform's switch names never reach the browser.
    expect(JSON.stringify(json.data)).not.toMatch(/REG3|LOGIN3|CAPTCHA3|FREEPLAY3|PWRESETSMS3/)
  })

  test('username check: taken, free, and refused by the rules', async ({ api }) => {
    const taken = await api.get('/api/auth/username-check?username=player01')
    expect((await body<{ data: { available: boolean } }>(taken)).data.available).toBe(false)
    const free = await api.get(`/api/auth/username-check?username=free${Date.now().toString(36)}`)
    expect((await body<{ data: { available: boolean } }>(free)).data.available).toBe(true)
    const refused = await api.get('/api/auth/username-check?username=1abc')
    expect(refused.status()).toBe(422)
    expect((await body(refused)).error).toMatchObject({
      code: 'invalid_input',
      fields: { username: 'invalid' },
    })
  })

  test('registration names every refused field and never reaches the platform with them', async ({ api }) => {
    const res = await api.post('/api/auth/register', {
      data: { mode: 'username', username: '1x', password: 'abc', confirmPassword: 'abd', acceptTerms: true },
    })
    expect(res.status()).toBe(422)
    expect((await body(res)).error).toMatchObject({
      code: 'invalid_input',
      fields: { username: 'pattern', password: 'pattern', confirmPassword: 'mismatch' },
    })
    const noTerms = await api.post('/api/auth/register', {
      data: {
        mode: 'username',
        username: 'validname1',
        password: 'Valid#2026',
        confirmPassword: 'Valid#2026',
      },
    })
    expect((await body(noTerms)).error).toMatchObject({ fields: { acceptTerms: 'required' } })
  })

  test('register by mobile with an SMS code; a wrong code is refused', async ({ api }) => {
    const mobile = randomMobile()
    // The platform sends one code per number and minute, so the wrong try and the right one share it.
    await sendSms(api, 'register', mobile)
    const form = {
      mode: 'mobile',
      mobileNum: mobile,
      countryDialingCode: '55',
      password: 'Mobile#2026',
      confirmPassword: 'Mobile#2026',
      acceptTerms: true,
      termsVersion: await termsVersionOf(api),
    }
    const wrong = await api.post('/api/auth/register', { data: { ...form, verificationCode: '000000' } })
    expect((await body(wrong)).error).toMatchObject({ code: 'sms_code_invalid' })
    const code = await smsCode(mobile, 'register')
    const res = await api.post('/api/auth/register', { data: { ...form, verificationCode: code } })
    expect(res.status(), await res.text()).toBe(200)
    expect((await body<{ data: { member: { account: string } } }>(res)).data.member.account).toBe(mobile)
  })

  // A username account with a mobile number: registering it sends no SMS, so the one code per number
  // and minute the platform allows is free for the journey.
  async function playerWithMobile(api: APIRequestContext, password: string) {
    const mobile = randomMobile()
    const { username } = await registerAccount(api, {
      username: randomName('sms'),
      password,
      mobileNum: mobile,
      countryDialingCode: '55',
    })
    return { username, mobile }
  }

  test('log in with an SMS code', async ({ api }) => {
    const { username, mobile } = await playerWithMobile(api, 'Mobile#2026')
    await sendSms(api, 'login', mobile)
    const code = await smsCode(mobile, 'login')
    const res = await api.post('/api/auth/login', {
      data: { type: 'sms', countryDialingCode: '+55', mobile, code },
    })
    expect(res.status(), await res.text()).toBe(200)
    expect((await body<{ data: { member: { account: string } } }>(res)).data.member.account).toBe(username)
  })

  test('reset by phone sets the new password and signs in with it', async ({ api, playwright }) => {
    const { username, mobile } = await playerWithMobile(api, 'First#2026')
    await sendSms(api, 'reset', mobile)
    const code = await smsCode(mobile, 'reset')
    const res = await api.post('/api/auth/password/phone', {
      data: {
        countryDialingCode: '55',
        mobile,
        code,
        newPassword: 'Second#2026',
        confirmNewPassword: 'Second#2026',
      },
    })
    expect(res.status(), await res.text()).toBe(200)
    expect((await body<{ data: { member: { account: string } } }>(res)).data.member.account).toBe(username)
    expect((await body(await api.get('/api/session'))).data).not.toBeNull()

    const other = await client(playwright)
    expect((await login(other.api, username, 'First#2026')).status()).toBe(401)
    await loginOk(other.api, username, 'Second#2026')
  })

  test('reset by e-mail answers the same for a known and an unknown account', async ({ api }) => {
    const known = await api.post('/api/auth/password/email', {
      data: { username: 'vip01', email: 'vip01@example.com' },
    })
    const unknown = await api.post('/api/auth/password/email', {
      data: { username: 'nobody-at-all', email: 'nobody@example.com' },
    })
    expect(known.status()).toBe(200)
    expect(await body(known)).toEqual(await body(unknown))
  })

  test('change password: the old one stops working, the session goes on', async ({ api, playwright }) => {
    const account = await registerAccount(api)
    await loginOk(api, account.username, account.password)
    const wrongOld = await api.post('/api/auth/password/change', {
      data: { oldPassword: 'not-it', newPassword: 'Changed#2026', confirmNewPassword: 'Changed#2026' },
    })
    expect((await body(wrongOld)).error).toMatchObject({ code: 'old_password_invalid' })
    const res = await api.post('/api/auth/password/change', {
      data: {
        oldPassword: account.password,
        newPassword: 'Changed#2026',
        confirmNewPassword: 'Changed#2026',
      },
    })
    expect(res.status(), await res.text()).toBe(200)
    expect((await api.get('/api/wallet/balance')).status()).toBe(200)

    const other = await client(playwright)
    expect((await login(other.api, account.username, account.password)).status()).toBe(401)
    await loginOk(other.api, account.username, 'Changed#2026')
  })
})
