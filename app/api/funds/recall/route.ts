// POST /api/funds/recall - brings every vendor wallet's balance back into the main wallet
import { bff } from '@/lib/bff/handler'
import { FUNDS_LIMITS } from '@/lib/funds/limits'
import { RecallInput } from '@/lib/funds/schemas'
import { byAccount } from '@/lib/member/cashier-limits'
import { recallAll } from '@/lib/upstream/funds'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    feature: 'walletTransfer',
    input: RecallInput,
    rateLimit: { policy: FUNDS_LIMITS.transfersAccount, key: byAccount },
  },
  async ({ input, upstream }) => recallAll(upstream, input.requestId),
)
