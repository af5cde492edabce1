// POST /api/rewards/claim - {rewardId} one waiting reward, or {all: true} every one; credits the main wallet
import { bff } from '@/lib/bff/handler'
import { byAccount } from '@/lib/member/cashier-limits'
import { REWARD_LIMITS } from '@/lib/rewards/limits'
import { withRefusals } from '@/lib/rewards/refusals'
import { RewardClaimInput } from '@/lib/rewards/schemas'
import { claimReward } from '@/lib/upstream/rewards'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    feature: 'rewardCentre',
    input: RewardClaimInput,
    rateLimit: { policy: REWARD_LIMITS.claimsAccount, key: byAccount },
  },
  async ({ input, upstream }) => withRefusals(() => claimReward(upstream, input)),
)
