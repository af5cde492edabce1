// GET /api/rewards/missions/open - how many completed missions wait to be claimed (the page list's badge)
import { bff } from '@/lib/bff/handler'
import { missions } from '@/lib/upstream/rewards'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', feature: 'rewardCentre' }, async ({ upstream }) => ({
  count: (await missions(upstream)).claimable,
}))
