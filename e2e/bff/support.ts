import { expect, type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from '@playwright/test'
import { sealData, unsealData } from 'iron-session'
import { PLATFORM_URL, PORTAL_URL } from '../support/env'
import { NEW_SECRET, OLD_SECRET } from './secrets'

// Helpers for the BFF journeys: each journey speaks to the Portal as its own client address, so the
// per-address limits of one journey never touch another.

export const COOKIE = 'portal-session'
export const SECRETS = { 2: NEW_SECRET, 1: OLD_SECRET }

export function uniqueIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250)
  return `198.18.${octet()}.${octet()}`
}

export type Client = { api: APIRequestContext; ip: string }

// A same-origin API client, as a page of the Portal would be.
export async function client(
  playwright: PlaywrightWorkerArgs['playwright'],
  ip = uniqueIp(),
): Promise<Client> {
  const api = await playwright.request.newContext({
    baseURL: PORTAL_URL,
    extraHTTPHeaders: { origin: PORTAL_URL, 'x-forwarded-for': ip },
  })
  return { api, ip }
}

export async function body<T = { ok: boolean; data?: unknown; error?: Record<string, unknown> }>(
  res: APIResponse,
): Promise<T> {
  return (await res.json()) as T
}

export function login(
  api: APIRequestContext,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return api.post('/api/auth/login', { data: { type: 'username', username, password, ...extra }, headers })
}

export async function loginOk(
  api: APIRequestContext,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const res = await login(api, username, password, {}, headers)
  expect(res.status(), await res.text()).toBe(200)
  return res
}

export async function sessionCookie(api: APIRequestContext): Promise<string | undefined> {
  const state = await api.storageState()
  return state.cookies.find((c) => c.name === COOKIE && c.value !== '')?.value
}

// A client of its own signed in as player01 on a session of its own (never a saved one: these journeys
// tamper with, expire or end it), and the sealed cookie it holds.
export async function signedInPlayer(
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<Client & { cookie: string }> {
  const signedIn = await client(playwright)
  await loginOk(signedIn.api, 'player01', 'Player#2026')
  return { ...signedIn, cookie: (await sessionCookie(signedIn.api)) ?? '' }
}

export type SealedSession = {
  sid: string
  token: string
  createdAt: number
  lastSeenAt: number
  member: { id: string; account: string; type: number }
}

export function openSeal(value: string): Promise<SealedSession> {
  return unsealData<SealedSession>(value, { password: SECRETS, ttl: 0 })
}

export function reseal(data: unknown, password: Record<string, string>): Promise<string> {
  return sealData(data, { password, ttl: 13 * 3600 })
}

// A client that presents exactly this cookie value, as a stolen or replayed copy would be.
export async function withCookie(
  playwright: PlaywrightWorkerArgs['playwright'],
  value: string,
  ip = uniqueIp(),
) {
  return playwright.request.newContext({
    baseURL: PORTAL_URL,
    extraHTTPHeaders: { origin: PORTAL_URL, 'x-forwarded-for': ip },
    storageState: {
      cookies: [
        {
          name: COOKIE,
          value,
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  })
}

// The platform's own view of a token: whether it still opens a session there.
export async function platformAcceptsToken(token: string, merchant = 'SOL1'): Promise<boolean> {
  const res = await fetch(`${PLATFORM_URL}/wps/member/info`, {
    headers: {
      Merchant: merchant,
      Language: 'EN',
      Device: 'web',
      'X-Gateway-Version': '3',
      Authorization: token,
    },
  })
  return res.status === 200
}

export async function captchaAnswer(captchaCookie: string): Promise<string> {
  const { id } = await unsealData<{ id: string }>(captchaCookie, { password: SECRETS, ttl: 0 })
  const res = await fetch(`${PLATFORM_URL}/__test/captcha/${id}`)
  const json = (await res.json()) as { value: { answer: string } }
  return json.value.answer
}
