// POST /api/auth/handover {choice} - the visitor's answer on /handover: keep the account signed in (or
// stay a guest), or switch to the one of the hand-over link. Same-origin only (bff), so another site
// cannot answer for them.
import { HandoverInput } from '@/lib/auth/schemas'
import { safeNext } from '@/lib/auth/safe-next'
import { bff } from '@/lib/bff/handler'
import { PortalError } from '@/lib/bff/errors'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { takeHandover } from '@/lib/session/handover'
import { signIn } from '@/lib/session/sign-in'
import { revokeToken } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'any',
    input: HandoverInput,
    duringPasswordChange: true,
    rateLimit: { policy: LIMITS.loginIp, count: 'failure' },
  },
  async ({ input, upstream, tenant, ip }) => {
    const pending = await takeHandover(tenant.id)
    if (!pending) throw new PortalError('not_found')
    if (input.choice === 'switch') {
      await signIn(upstream, pending.token)
    } else {
      // The link's token is not kept anywhere once declined, so it is ended upstream too.
      const handed = { tenant, locale: upstream.locale, clientIp: ip, token: pending.token }
      await revokeToken(handed).catch(() => undefined)
    }
    return { next: safeNext(pending.next) }
  },
)
