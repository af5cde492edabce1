// GET /api/rewards/missions - the missions on offer with the member's progress in each
import { bff } from '@/lib/bff/handler'
import { missions } from '@/lib/upstream/rewards'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', feature: 'rewardCentre' }, async ({ upstream }) =>
  missions(upstream),
)
