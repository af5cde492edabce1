// POST /api/member/protection/reality - sets the reality-check interval, or (no interval) carries on
// after a reality check so the next one counts from now
import { bff } from '@/lib/bff/handler'
import { byAccount } from '@/lib/member/cashier-limits'
import { PROTECTION_CHANGES } from '@/lib/protection/limits'
import { RealityCheckInput } from '@/lib/protection/schemas'
import { realityCheck } from '@/lib/upstream/protection'

export const dynamic = 'force-dynamic'

export const POST = bff(
  { role: 'member', input: RealityCheckInput, rateLimit: { policy: PROTECTION_CHANGES, key: byAccount } },
  async ({ input, upstream }) => realityCheck(upstream, input),
)
