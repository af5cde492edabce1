// GET /api/auth/token-login?token=&next= - a link carrying a platform token signs the visitor in, then returns to the page
import { z } from 'zod'
import { bff } from '@/lib/bff/handler'
import { signIn } from '@/lib/session/sign-in'
import { LIMITS, consume } from '@/lib/rate-limit/limiter'
import { isUpstreamError } from '@/lib/upstream/errors'

export const dynamic = 'force-dynamic'

const Input = z.object({
  token: z.string().trim().min(16).max(512),
  next: z.string().max(2048).optional(),
})

// Only a path of this site: never `//host`, a scheme, or a backslash trick that a browser reads as a host.
function safeNext(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/'
  return next
}

export const GET = bff(
  { role: 'any', input: Input, rateLimit: { policy: LIMITS.loginIp, count: 'failure' } },
  async ({ input, upstream, tenant, ip }) => {
    try {
      await signIn(upstream, input.token)
    } catch (error) {
      // A dead or foreign token: the visitor lands on the page as a guest, and the attempt counts.
      if (!isUpstreamError(error) || error.status >= 500) throw error
      await consume(LIMITS.loginIp, tenant.id, ip)
    }
    // A relative Location keeps the visitor on the host they came through, whatever proxies sit between.
    return new Response(null, { status: 303, headers: { Location: safeNext(input.next) } })
  },
)
