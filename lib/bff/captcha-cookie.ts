import 'server-only'
import { takeSealed, writeSealed, type SealedCookie } from './sealed-cookie'

// The platform binds each captcha to a `captchaId` cookie. The browser never talks to the platform, so
// the Portal keeps that id in a sealed httpOnly cookie of its own and forwards it with the answer.
const CAPTCHA: SealedCookie = { name: 'portal-captcha', ttlSeconds: 5 * 60, sameSite: 'strict' }

export async function rememberCaptcha(captchaId: string, tenant: string): Promise<void> {
  await writeSealed(CAPTCHA, { id: captchaId, tenant })
}

// The captcha id of this browser's latest captcha, consumed: each captcha answers one attempt.
export async function takeCaptcha(tenant: string): Promise<string | undefined> {
  const data = await takeSealed<{ id: string; tenant: string }>(CAPTCHA)
  return data?.tenant === tenant && typeof data.id === 'string' ? data.id : undefined
}
