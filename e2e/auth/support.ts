import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { unsealData } from 'iron-session'
import { NEW_SECRET, OLD_SECRET } from '../bff/secrets'
import { randomMobile, termsVersionOf } from '../support/accounts'
import { PLATFORM_URL } from '../support/env'

// What the sign-in journeys read from the reference platform: the codes it "sent" and the captcha
// answers it holds.

type OutboxEntry = { channel: 'sms' | 'email'; to: string; purpose: string; code: string; createdAt: string }

// The newest message the platform "sent" to a number (dialing code and number) or an e-mail address.
export async function lastMessage(
  to: { mobile: string } | { email: string },
  purpose?: string,
): Promise<OutboxEntry> {
  const query =
    'mobile' in to ? `mobile=${encodeURIComponent(to.mobile)}` : `email=${encodeURIComponent(to.email)}`
  let found: OutboxEntry | undefined
  await expect(async () => {
    const res = await fetch(`${PLATFORM_URL}/__test/outbox?${query}`)
    const body = (await res.json()) as { value: OutboxEntry[] }
    found = body.value.find((m) => !purpose || m.purpose === purpose)
    expect(found).toBeTruthy()
  }).toPass({ timeout: 10_000 })
  return found as OutboxEntry
}

// The answer of the captcha the browser holds right now (its id sits in the Portal's sealed cookie).
export async function captchaAnswer(context: BrowserContext): Promise<string> {
  let answer = ''
  await expect(async () => {
    const cookie = (await context.cookies()).find((c) => c.name === 'portal-captcha' && c.value !== '')
    expect(cookie).toBeTruthy()
    const { id } = await unsealData<{ id: string }>(cookie?.value ?? '', {
      password: { 2: NEW_SECRET, 1: OLD_SECRET },
      ttl: 0,
    })
    const res = await fetch(`${PLATFORM_URL}/__test/captcha/${id}`)
    answer = ((await res.json()) as { value: { answer: string } }).value.answer
    expect(answer).toBeTruthy()
  }).toPass({ timeout: 10_000 })
  return answer
}

// A member registered by mobile number (SOL1, +55) with the platform's own SMS code, signed out again.
// The resend block is per number and purpose, so the number may get a login or reset code at once.
export async function mobileMember(api: APIRequestContext): Promise<{ mobile: string; password: string }> {
  const mobile = randomMobile()
  const password = 'Celular#2026'
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
      password,
      confirmPassword: password,
      verificationCode: code,
      acceptTerms: true,
      termsVersion: await termsVersionOf(api),
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  await api.post('/api/auth/logout')
  return { mobile, password }
}

// Reads the session through the page, so that the tenant's own host (and its session cookie) is used.
export async function sessionOf(page: Page): Promise<{ data: Record<string, unknown> | null }> {
  return page.evaluate(() => fetch('/api/session').then((r) => r.json()))
}

// The wallet balance in minor units, read in the browser for the same reason.
export async function browserBalance(page: Page): Promise<number> {
  const body = await page.evaluate(() => fetch('/api/wallet/balance').then((r) => r.json()))
  return (body as { data: { totalMinor: number } }).data.totalMinor
}
