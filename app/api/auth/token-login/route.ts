// GET /api/auth/token-login?token=&next= - a hand-over link carrying a platform token signs the visitor in,
// then returns to the page. Unless the link was followed from this site, the visitor is asked first
// (/handover names the account the link signs in as): never signed in, nor switched, silently.
import { z } from 'zod'
import { safeNext } from '@/lib/auth/safe-next'
import { bff } from '@/lib/bff/handler'
import { PortalError } from '@/lib/bff/errors'
import { isSameSiteNavigation, isTopLevelNavigation } from '@/lib/bff/request-info'
import { LIMITS, consume } from '@/lib/rate-limit/limiter'
import { localizedPath, splitLocale } from '@/lib/routing-rules'
import { holdHandover } from '@/lib/session/handover'
import { signIn } from '@/lib/session/sign-in'
import { isUpstreamError } from '@/lib/upstream/errors'
import { memberInfo } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

const Input = z.object({
  // Tokens are printable ASCII: anything else could never be one, and cannot travel in a header.
  token: z
    .string()
    .trim()
    .min(16)
    .max(512)
    .regex(/^[\x21-\x7e]+$/),
  next: z.string().max(2048).optional(),
})

// A relative Location keeps the visitor on the host they came through, whatever proxies sit between.
const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } })

export const GET = bff(
  { role: 'any', input: Input, rateLimit: { policy: LIMITS.loginIp, count: 'failure' } },
  async ({ input, upstream, tenant, ip, session, req }) => {
    if (!isTopLevelNavigation(req.headers)) throw new PortalError('bad_origin')
    const next = safeNext(input.next)
    if (session?.token === input.token) return seeOther(next)
    // Only the hand-over token itself: a dead one must not end the session this browser holds.
    const handed = { tenant, locale: upstream.locale, clientIp: ip, token: input.token }
    try {
      if (!session && isSameSiteNavigation(req.headers)) {
        await signIn(upstream, input.token)
        return seeOther(next)
      }
      const { account } = await memberInfo(handed)
      await holdHandover({ token: input.token, tenant: tenant.id, account, next })
      return seeOther(localizedPath(splitLocale(next).locale, '/handover'))
    } catch (error) {
      // A dead or foreign token: the visitor lands on the page as they were, and the attempt counts.
      if (!isUpstreamError(error) || error.status >= 500) throw error
      await consume(LIMITS.loginIp, tenant.id, ip)
      return seeOther(next)
    }
  },
)
