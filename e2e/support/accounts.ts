import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'
import { PORTAL_URL } from './env'

// Accounts and client addresses for the journeys. Each journey speaks from an address of its own, so
// the Portal's and the platform's per-address limits of one journey never touch another.

export type Credentials = { username: string; password: string }

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

// The version of the tenant's terms the registration form accepts (register settings), as the form sends it.
export async function termsVersionOf(api: APIRequestContext): Promise<number | undefined> {
  const res = await api.get('/api/auth/register-settings')
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()).data.termsVersion as number | null) ?? undefined
}

// Registers an account through the BFF (a username account unless the fields say otherwise) and signs
// the client out again, so the account is fresh for whoever signs in with it.
export async function registerAccount(
  api: APIRequestContext,
  fields: Record<string, string> = {},
): Promise<Credentials> {
  const username = fields.username ?? randomName('jour')
  const password = fields.password ?? 'Journey#2026'
  const res = await api.post('/api/auth/register', {
    data: {
      mode: 'username',
      username,
      password,
      confirmPassword: password,
      acceptTerms: true,
      termsVersion: await termsVersionOf(api),
      ...fields,
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  await api.post('/api/auth/logout')
  return { username, password }
}

// Signs the page's browser in through the BFF, as the login dialog does, and the session cookie lands in
// the browser. Before the first navigation the call goes from the test runner to the Portal's own host; on
// a page it goes from the page itself, so tenant hosts such as private.localhost, which only the browser
// resolves to loopback, work too.
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  const data = { type: 'username', username, password }
  if (!page.url().startsWith('http')) {
    const res = await page.request.post(`${PORTAL_URL}/api/auth/login`, {
      data,
      headers: { Origin: PORTAL_URL },
    })
    expect(res.status(), await res.text()).toBe(200)
    return
  }
  const result = await page.evaluate(async (body) => {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, text: await res.text() }
  }, data)
  expect(result.status, result.text).toBe(200)
}
