import 'server-only'
import { cookies, headers } from 'next/headers'
import { sealData, unsealData } from 'iron-session'
import { isHttps, sessionSecrets } from '@/lib/session/cookie'

// The platform binds each captcha to a `captchaId` cookie. The browser never talks to the platform, so
// the Portal keeps that id in a sealed httpOnly cookie of its own and forwards it with the answer.
const TTL_SECONDS = 5 * 60

const nameFor = (https: boolean) => (https ? '__Host-portal-captcha' : 'portal-captcha')

export async function rememberCaptcha(captchaId: string, tenant: string): Promise<void> {
  const https = isHttps(await headers())
  const value = await sealData({ id: captchaId, tenant }, { password: sessionSecrets(), ttl: TTL_SECONDS })
  ;(await cookies()).set({
    name: nameFor(https),
    value,
    httpOnly: true,
    secure: https,
    sameSite: 'strict',
    path: '/',
    maxAge: TTL_SECONDS,
  })
}

// The captcha id of this browser's latest captcha, consumed: each captcha answers one attempt.
export async function takeCaptcha(tenant: string): Promise<string | undefined> {
  const https = isHttps(await headers())
  const jar = await cookies()
  const value = jar.get(nameFor(https))?.value
  if (!value) return undefined
  jar.set({
    name: nameFor(https),
    value: '',
    httpOnly: true,
    secure: https,
    sameSite: 'strict',
    path: '/',
    maxAge: 0,
  })
  try {
    const data = await unsealData<{ id?: string; tenant?: string }>(value, {
      password: sessionSecrets(),
      ttl: TTL_SECONDS,
    })
    return data.tenant === tenant && typeof data.id === 'string' ? data.id : undefined
  } catch {
    return undefined
  }
}
