import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'
import { unsealData } from 'iron-session'
import { NEW_SECRET, OLD_SECRET } from '../bff/secrets'
import { PLATFORM_URL, PORTAL_URL } from '../support/env'

// Helpers for the sign-in journeys. Each journey speaks from an address of its own, so the Portal's
// and the platform's per-address limits of one journey never touch another.

export function uniqueIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250)
  return `198.19.${octet()}.${octet()}`
}

export async function ownAddress(context: BrowserContext): Promise<string> {
  const ip = uniqueIp()
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  return ip
}

export const randomName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 9)}`
// An 11-digit Brazilian mobile number nobody has registered.
export const randomMobile = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

// A same-origin API client for setting up accounts, as the Portal's own pages would call it.
export async function apiClient(
  playwright: PlaywrightWorkerArgs['playwright'],
  base = PORTAL_URL,
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { origin: base, 'x-forwarded-for': uniqueIp() },
  })
}

export async function registerAccount(
  api: APIRequestContext,
  fields: Record<string, string> = {},
): Promise<{ username: string; password: string }> {
  const username = fields.username ?? randomName('jour')
  const password = fields.password ?? 'Journey#2026'
  const res = await api.post('/api/auth/register', {
    data: { mode: 'username', username, password, confirmPassword: password, acceptTerms: true, ...fields },
  })
  expect(res.status(), await res.text()).toBe(200)
  await api.post('/api/auth/logout')
  return { username, password }
}

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

// Calls the page makes to a Portal route, to prove that a refused form sent nothing.
export function recordCalls(page: Page, path: string): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.method())
  })
  return calls
}

// Clicks a header action that opens an auth dialog once the page is interactive (before hydration the
// same link leads to the page version, where the header offers it again).
export async function openDialog(page: Page, trigger: () => Locator, dialogName: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(async () => {
    await trigger().click()
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  return dialog
}

// The error text shown right under a field.
export function fieldError(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[data-field-error="${name}"]`)
}
