// GET /api/member/referral?page= - the member's invite code, the REFERRAL rules, friends and rewards
import { bff } from '@/lib/bff/handler'
import { ReferralInput } from '@/lib/promotions/schemas'
import { referralInfo } from '@/lib/upstream/promotions'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', input: ReferralInput }, async ({ input, upstream }) =>
  referralInfo(upstream, input.page),
)
