// GET /api/rewards/leaderboard - this week's top members by missions completed, names masked
import { bff } from '@/lib/bff/handler'
import { leaderboard } from '@/lib/upstream/rewards'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', feature: 'rewardCentre' }, async ({ upstream }) =>
  leaderboard(upstream),
)
