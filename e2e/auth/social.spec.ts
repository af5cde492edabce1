import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test'
import { PLATFORM_URL, PORTAL_PORT, PORTAL_URL, hostUrl } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'
import { ownAddress, uniqueIp } from '../support/accounts'
import { seriousViolations } from '../support/axe'

// Sign-in with Google or Facebook through Firebase. phone.localhost (config/tenants.json) offers both,
// with the reference platform's Auth emulator standing in for Firebase; localhost offers neither.
// Google's popup needs its apis.google.com script, which a machine without internet cannot load, so the
// journeys take the id token the popup would give from the emulator's accounts:signInWithIdp over HTTP
// (the call the SDK makes with a fake IdP credential) and hand it to the BFF as the login form does.

const PHONE_HOST = `phone.localhost:${PORTAL_PORT}`
const phone = (path: string) => hostUrl('phone.localhost', path)

// The BFF as the browser on phone.localhost reaches it (Node cannot resolve *.localhost, so the host is
// named in the header instead).
async function phoneClient(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: PORTAL_URL,
    extraHTTPHeaders: { host: PHONE_HOST, origin: `http://${PHONE_HOST}`, 'x-forwarded-for': uniqueIp() },
  })
}

let serial = 0
const fresh = () => `${Date.now().toString(36)}${process.pid}${++serial}`

// The Firebase id token of a (fake) Google or Facebook account, from the emulator as the SDK gets it.
async function idToken(channel: 'google' | 'facebook', account: Record<string, unknown>): Promise<string> {
  const credential = JSON.stringify(account)
  const res = await fetch(
    `${PLATFORM_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        postBody: new URLSearchParams({
          providerId: `${channel}.com`,
          [channel === 'google' ? 'id_token' : 'access_token']: credential,
        }).toString(),
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  )
  const body = (await res.json()) as { idToken?: string }
  expect(res.status, JSON.stringify(body)).toBe(200)
  return body.idToken as string
}

type Session = { userName: string; nickname: string } | null

test('API: a Google account signs up, lands signed in, and finds the same member next time', async ({
  playwright,
}) => {
  const sub = fresh()
  const api = await phoneClient(playwright)
  const first = await api.post('/api/auth/login', {
    data: {
      type: 'firebase',
      channel: 'google',
      firebaseIdToken: await idToken('google', {
        sub,
        email: `lia.${sub}@example.com`,
        email_verified: true,
        name: 'Lia Prado',
      }),
    },
  })
  expect(first.status(), await first.text()).toBe(200)
  const signedIn = (await first.json()).data as { member: { userName: string }; firstTimeLogin: boolean }
  expect(signedIn.firstTimeLogin).toBe(true)
  expect(signedIn.member.userName).toMatch(/^lia[a-z0-9]*$/)

  const session = (await (await api.get('/api/session')).json()).data as Session
  expect(session?.userName).toBe(signedIn.member.userName)
  expect(session?.nickname).toBe('Lia Prado')
  // The sign-up bonus of SOL1 (R$ 10,00), as for any registration.
  const balance = (await (await api.get('/api/wallet/balance')).json()).data as { totalMinor: number }
  expect(balance.totalMinor).toBe(1000)

  await api.post('/api/auth/logout')
  expect((await (await api.get('/api/session')).json()).data).toBeNull()
  const again = await api.post('/api/auth/login', {
    data: { type: 'firebase', channel: 'google', firebaseIdToken: await idToken('google', { sub }) },
  })
  expect(again.status(), await again.text()).toBe(200)
  const second = (await again.json()).data as { member: { userName: string }; firstTimeLogin: boolean }
  expect(second).toMatchObject({ firstTimeLogin: false, mustChangePassword: false })
  expect(second.member.userName).toBe(signedIn.member.userName)
  await api.dispose()
})

test('API: Facebook signs in; a token is good once and for its own provider only', async ({ playwright }) => {
  const api = await phoneClient(playwright)
  const token = await idToken('facebook', { sub: fresh(), name: 'Rui Costa' })
  const asGoogle = await api.post('/api/auth/login', {
    data: { type: 'firebase', channel: 'google', firebaseIdToken: token },
  })
  expect(asGoogle.status()).toBe(401)
  expect((await asGoogle.json()).error.code).toBe('login_failed')

  const login = await api.post('/api/auth/login', {
    data: { type: 'firebase', channel: 'facebook', firebaseIdToken: token },
  })
  expect(login.status(), await login.text()).toBe(200)
  const session = (await (await api.get('/api/session')).json()).data as Session
  expect(session?.nickname).toBe('Rui Costa')
  await api.post('/api/auth/logout')

  const reused = await api.post('/api/auth/login', {
    data: { type: 'firebase', channel: 'facebook', firebaseIdToken: token },
  })
  expect(reused.status()).toBe(401)
  expect((await api.get('/api/session').then((r) => r.json())).data).toBeNull()
  await api.dispose()
})

test('API: a tenant without the providers refuses them', async ({ playwright }) => {
  const api = await playwright.request.newContext({
    baseURL: PORTAL_URL,
    extraHTTPHeaders: { origin: PORTAL_URL, 'x-forwarded-for': uniqueIp(), 'x-portal-locale': 'en' },
  })
  const res = await api.post('/api/auth/login', {
    data: {
      type: 'firebase',
      channel: 'google',
      firebaseIdToken: await idToken('google', { sub: fresh(), name: 'Plain Tenant' }),
    },
  })
  expect(res.status()).toBe(403)
  expect((await res.json()).error).toMatchObject({
    code: 'feature_disabled',
    message: 'This feature is not available on this site.',
  })
  await api.dispose()
})

test.describe('login page', () => {
  test.beforeEach(async ({ context }) => {
    await ownAddress(context)
    await skipAnnouncementPopups(context)
  })

  // The page has learnt which providers the tenant offers once its settings have come.
  async function openLogin(page: Page, url: string) {
    const settings = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/register-settings')
    await page.goto(url)
    await settings
    return page.locator('main form')
  }

  test('Portuguese and English: phone.localhost offers Google and Facebook, without loading Firebase', async ({
    page,
  }) => {
    const firebaseCalls: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (url.includes('googleapis.com/') || url.includes('apis.google.com')) firebaseCalls.push(url)
    })
    let form = await openLogin(page, phone('/login'))
    const others = form.getByRole('group', { name: 'Outras formas de entrar' })
    await expect(others.getByRole('button', { name: 'Continuar com Google' })).toBeVisible()
    await expect(others.getByRole('button', { name: 'Continuar com Facebook' })).toBeVisible()

    form = await openLogin(page, phone('/en/login'))
    const google = form.getByRole('button', { name: 'Continue with Google' })
    await expect(google).toBeVisible()
    await expect(form.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible()
    // Reached from the keyboard, after the login button.
    await form.getByRole('button', { name: 'Log in', exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(google).toBeFocused()
    expect(firebaseCalls).toEqual([])
  })

  test('Portuguese and English: localhost offers neither', async ({ page }) => {
    let form = await openLogin(page, '/login')
    await expect(form.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible()
    await expect(form.getByRole('button', { name: /Google|Facebook/ })).toHaveCount(0)
    form = await openLogin(page, '/en/login')
    await expect(form.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()
    await expect(form.getByRole('button', { name: /Google|Facebook/ })).toHaveCount(0)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`English: the buttons fit 360 px with no serious axe violation in the ${theme} theme`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 })
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      const form = await openLogin(page, phone('/en/login'))
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(form.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      expect(await seriousViolations(page, 'main form')).toEqual([])
    })
  }

  test('English: when Google cannot be reached, the button says so and can be used again', async ({
    page,
  }) => {
    // What the popup needs first is Google's script; here it fails as it would without internet.
    await page.route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'))
    const form = await openLogin(page, phone('/en/login'))
    const google = form.getByRole('button', { name: 'Continue with Google' })
    await google.click()
    await expect(form.getByRole('alert')).toHaveText('The sign-in could not be completed. Please try again.')
    await expect(google).toBeEnabled()
    await expect(form.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled()
  })
})
