// POST /api/points/redeem - redeems one reward of the point mall, confirmed with the sign-in password
import { bff } from '@/lib/bff/handler'
import { CASHIER_LIMITS, byAccount } from '@/lib/member/cashier-limits'
import { POINT_LIMITS } from '@/lib/points/limits'
import { RedeemInput } from '@/lib/points/schemas'
import { redeemReward } from '@/lib/upstream/points'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    feature: 'points',
    input: RedeemInput,
    rateLimit: [
      { policy: POINT_LIMITS.spendAccount, key: byAccount },
      { policy: CASHIER_LIMITS.passwordAccount, key: byAccount, count: 'failure' },
    ],
  },
  async ({ input, upstream }) => redeemReward(upstream, input),
)
