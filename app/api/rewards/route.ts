// GET /api/rewards - the member's rewards: those waiting to be claimed and those of the last 30 days
import { bff } from '@/lib/bff/handler'
import { rewards } from '@/lib/upstream/rewards'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', feature: 'rewardCentre' }, async ({ upstream }) => rewards(upstream))
