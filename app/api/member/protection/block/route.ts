// POST /api/member/protection/block - starts a time-out or a self-exclusion at once (confirmed by the
// player); it cannot be undone early
import { bff } from '@/lib/bff/handler'
import { byAccount } from '@/lib/member/cashier-limits'
import { PROTECTION_CHANGES } from '@/lib/protection/limits'
import { BlockInput } from '@/lib/protection/schemas'
import { rememberBreak } from '@/lib/protection/session-break'
import { startBlock } from '@/lib/upstream/protection'

export const dynamic = 'force-dynamic'

export const POST = bff(
  { role: 'member', input: BlockInput, rateLimit: { policy: PROTECTION_CHANGES, key: byAccount } },
  async ({ input, upstream }) => rememberBreak(await startBlock(upstream, input)),
)
