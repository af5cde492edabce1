// POST /api/points/redeem - redeems one reward of the point mall, confirmed with the sign-in password
import { bff } from '@/lib/bff/handler'
import { spendingPoints } from '@/lib/points/limits'
import { RedeemInput } from '@/lib/points/schemas'
import { redeemReward } from '@/lib/upstream/points'

export const dynamic = 'force-dynamic'

export const POST = bff(spendingPoints(RedeemInput), async ({ input, upstream }) =>
  redeemReward(upstream, input),
)
