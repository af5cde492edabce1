// POST /api/rewards/missions/claim - {missionId}: claims a completed mission's reward
import { bff } from '@/lib/bff/handler'
import { byAccount } from '@/lib/member/cashier-limits'
import { REWARD_LIMITS } from '@/lib/rewards/limits'
import { withRefusals } from '@/lib/rewards/refusals'
import { MissionClaimInput } from '@/lib/rewards/schemas'
import { claimMission } from '@/lib/upstream/rewards'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    feature: 'rewardCentre',
    input: MissionClaimInput,
    rateLimit: { policy: REWARD_LIMITS.claimsAccount, key: byAccount },
  },
  async ({ input, upstream }) => withRefusals(() => claimMission(upstream, input.missionId)),
)
