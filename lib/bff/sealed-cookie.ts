import 'server-only'
import { cookies, headers } from 'next/headers'
import { sealData, unsealData } from 'iron-session'
import { isHttps, sessionSecrets } from '@/lib/session/cookie'

// A short-lived value the browser must carry but never read (a captcha id, a hand-over token waiting
// for the visitor's choice): sealed with the session secrets, httpOnly, `__Host-` over https.
export type SealedCookie = { name: string; ttlSeconds: number; sameSite: 'strict' | 'lax' }

async function nameFor(cookie: SealedCookie): Promise<{ name: string; https: boolean }> {
  const https = isHttps(await headers())
  return { name: https ? `__Host-${cookie.name}` : cookie.name, https }
}

export async function writeSealed(cookie: SealedCookie, data: object): Promise<void> {
  const { name, https } = await nameFor(cookie)
  const value = await sealData(data, { password: sessionSecrets(), ttl: cookie.ttlSeconds })
  ;(await cookies()).set({
    name,
    value,
    httpOnly: true,
    secure: https,
    sameSite: cookie.sameSite,
    path: '/',
    maxAge: cookie.ttlSeconds,
  })
}

async function rawValue(cookie: SealedCookie): Promise<string | undefined> {
  const { name } = await nameFor(cookie)
  return (await cookies()).get(name)?.value || undefined
}

async function open<T extends object>(cookie: SealedCookie, value: string | undefined) {
  if (!value) return undefined
  try {
    return await unsealData<Partial<T>>(value, { password: sessionSecrets(), ttl: cookie.ttlSeconds })
  } catch {
    return undefined
  }
}

export async function readSealed<T extends object>(cookie: SealedCookie): Promise<Partial<T> | undefined> {
  return open<T>(cookie, await rawValue(cookie))
}

export async function clearSealed(cookie: SealedCookie): Promise<void> {
  const { name, https } = await nameFor(cookie)
  ;(await cookies()).set({
    name,
    value: '',
    httpOnly: true,
    secure: https,
    sameSite: cookie.sameSite,
    path: '/',
    maxAge: 0,
  })
}

// Read once: the cookie is cleared as it is read.
export async function takeSealed<T extends object>(cookie: SealedCookie): Promise<Partial<T> | undefined> {
  const value = await rawValue(cookie)
  if (!value) return undefined
  await clearSealed(cookie)
  return open<T>(cookie, value)
}
