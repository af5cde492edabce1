// GET /api/rewards/raffle?promotionId= - the member's standing in a raffle's current draw
// POST /api/rewards/raffle {promotionId} - joins it (MCS2_claimRafflePromotion)
import { bff } from '@/lib/bff/handler'
import { CLAIM_ROUTE } from '@/lib/rewards/limits'
import { withRefusals } from '@/lib/rewards/refusals'
import { RaffleInput } from '@/lib/rewards/schemas'
import { joinRaffle, raffle } from '@/lib/upstream/rewards'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', input: RaffleInput }, async ({ input, upstream }) =>
  withRefusals(() => raffle(upstream, input.promotionId)),
)

export const POST = bff({ ...CLAIM_ROUTE, input: RaffleInput }, async ({ input, upstream }) =>
  withRefusals(() => joinRaffle(upstream, input.promotionId)),
)
