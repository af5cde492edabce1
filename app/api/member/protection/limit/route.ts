// POST /api/member/protection/limit - sets or (blank amount) removes a limit; lower applies at once,
// higher or removed after a 24-hour cooling-off
import { bff } from '@/lib/bff/handler'
import { byAccount } from '@/lib/member/cashier-limits'
import { PROTECTION_CHANGES } from '@/lib/protection/limits'
import { SetLimitInput } from '@/lib/protection/schemas'
import { setLimit } from '@/lib/upstream/protection'

export const dynamic = 'force-dynamic'

export const POST = bff(
  { role: 'member', input: SetLimitInput, rateLimit: { policy: PROTECTION_CHANGES, key: byAccount } },
  async ({ input, upstream }) => setLimit(upstream, input),
)
