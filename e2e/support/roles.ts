import type { APIRequest, BrowserContext } from '@playwright/test'
import { mkdir, readFile, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import { PORTAL_PORT, PORTAL_URL } from './env'
import { uniqueIp } from './accounts'

// The demo accounts (docs/platform.md, "Demo accounts") that journeys may use already signed in. The
// setup project signs each in once and saves the browser state; a journey on a saved state shares its
// session (and its upstream token) with every other journey of that role, so it must never end it:
// no sign-out, no new sign-in or free play in that browser, no password change, no moved clock.
export const ROLES = {
  player01: 'Player#2026',
  agent01: 'Agent#2026',
  vip01: 'Vip#2026',
  mobile01: 'Mobile#2026',
} as const

export type Role = keyof typeof ROLES

// A session idles out after 30 minutes without a request carrying its own seal, and an expired copy
// presented to the Portal revokes the token for every copy: a state is signed in again well before.
const FRESH_FOR_MS = 20 * 60_000

// Saved under .data, apart for each Portal port so that parallel checkouts never read each other's.
export function stateFile(role: Role): string {
  return path.join(__dirname, '..', '..', '.data', `e2e-auth-${PORTAL_PORT}`, `${role}.json`)
}

export async function saveRoleState(request: APIRequest, role: Role): Promise<string> {
  const file = stateFile(role)
  const api = await request.newContext({
    baseURL: PORTAL_URL,
    extraHTTPHeaders: { origin: PORTAL_URL, 'x-forwarded-for': uniqueIp() },
  })
  try {
    const res = await api.post('/api/auth/login', {
      data: { type: 'username', username: role, password: ROLES[role] },
    })
    if (res.status() !== 200)
      throw new Error(`${role} could not sign in: ${res.status()} ${await res.text()}`)
    await mkdir(path.dirname(file), { recursive: true })
    // Written aside and renamed, so a worker reading the state never sees half a file.
    const partial = `${file}.${process.pid}.tmp`
    await api.storageState({ path: partial })
    await rename(partial, file)
    return file
  } finally {
    await api.dispose()
  }
}

// The saved state of a role, signed in again when it is missing or close to idling out.
export async function roleState(request: APIRequest, role: Role): Promise<string> {
  const saved = await stat(stateFile(role)).catch(() => undefined)
  if (saved && Date.now() - saved.mtimeMs < FRESH_FOR_MS) return stateFile(role)
  return saveRoleState(request, role)
}

// Signs a browser in as a role by handing it the saved session cookie, without a new sign-in.
export async function addRoleCookies(
  request: APIRequest,
  context: BrowserContext,
  role: Role,
): Promise<void> {
  const state = JSON.parse(await readFile(await roleState(request, role), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0]
  }
  await context.addCookies(state.cookies)
}
