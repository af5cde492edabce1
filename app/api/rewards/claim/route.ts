// POST /api/rewards/claim - {rewardId} one waiting reward, {all: true} every one, or {missionId} a
// completed mission's reward; credits the main wallet
import { bff } from '@/lib/bff/handler'
import { CLAIM_ROUTE } from '@/lib/rewards/limits'
import { withRefusals } from '@/lib/rewards/refusals'
import { RewardClaimInput } from '@/lib/rewards/schemas'
import { claimMission, claimReward } from '@/lib/upstream/rewards'

export const dynamic = 'force-dynamic'

export const POST = bff(
  { ...CLAIM_ROUTE, feature: 'rewardCentre', input: RewardClaimInput },
  async ({ input, upstream }) =>
    withRefusals(() =>
      'missionId' in input ? claimMission(upstream, input.missionId) : claimReward(upstream, input),
    ),
)
