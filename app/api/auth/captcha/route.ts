// GET /api/auth/captcha - a new captcha image; its id stays in a sealed httpOnly cookie
import { rememberCaptcha } from '@/lib/bff/captcha-cookie'
import { bff } from '@/lib/bff/handler'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { captcha } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'any', rateLimit: LIMITS.captchaIp }, async ({ upstream, tenant }) => {
  const { imageDataUrl, captchaId } = await captcha(upstream)
  await rememberCaptcha(captchaId, tenant.id)
  return { image: imageDataUrl }
})
