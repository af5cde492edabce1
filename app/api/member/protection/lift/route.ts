// POST /api/member/protection/lift - asks to lift a self-exclusion that has reached its end; it lifts
// after a further 24 hours
import { z } from 'zod'
import { bff } from '@/lib/bff/handler'
import { byAccount } from '@/lib/member/cashier-limits'
import { PROTECTION_CHANGES } from '@/lib/protection/limits'
import { rememberBreak } from '@/lib/protection/session-break'
import { liftExclusion } from '@/lib/upstream/protection'

export const dynamic = 'force-dynamic'

export const POST = bff(
  { role: 'member', input: z.object({}), rateLimit: { policy: PROTECTION_CHANGES, key: byAccount } },
  async ({ upstream }) => rememberBreak(await liftExclusion(upstream)),
)
