// GET /api/promotions/claim?promotionId= - what the member may claim from one promotion, and why not
// POST /api/promotions/claim - claims the promotion's bonus (once per member)
import { bff } from '@/lib/bff/handler'
import { byAccount } from '@/lib/member/cashier-limits'
import { PROMOTION_LIMITS } from '@/lib/promotions/limits'
import { ClaimInput } from '@/lib/promotions/schemas'
import { claimPromotion, promotionClaim } from '@/lib/upstream/promotions'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', input: ClaimInput }, async ({ input, upstream }) =>
  promotionClaim(upstream, input.promotionId),
)

export const POST = bff(
  {
    role: 'member',
    input: ClaimInput,
    rateLimit: { policy: PROMOTION_LIMITS.claimsAccount, key: byAccount },
  },
  async ({ input, upstream }) => claimPromotion(upstream, input.promotionId),
)
