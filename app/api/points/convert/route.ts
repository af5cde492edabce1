// POST /api/points/convert - converts points to cash, confirmed with the sign-in password
import { bff } from '@/lib/bff/handler'
import { CASHIER_LIMITS, byAccount } from '@/lib/member/cashier-limits'
import { POINT_LIMITS } from '@/lib/points/limits'
import { ConvertInput } from '@/lib/points/schemas'
import { convertPoints } from '@/lib/upstream/points'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    feature: 'points',
    input: ConvertInput,
    rateLimit: [
      { policy: POINT_LIMITS.spendAccount, key: byAccount },
      { policy: CASHIER_LIMITS.passwordAccount, key: byAccount, count: 'failure' },
    ],
  },
  async ({ input, upstream }) => convertPoints(upstream, { ...input, points: Number(input.points) }),
)
