import { z } from 'zod'
import { BonusesInput } from '@/lib/funds/schemas'

// The inputs of /api/promotions/claim and /api/member/referral, shared by the handlers and the browser.

export const ClaimInput = z.object({ promotionId: z.string().regex(/^\d{1,12}$/, 'invalid') })
export type ClaimInput = z.input<typeof ClaimInput>

// The friends list pages like the bonus list.
export const ReferralInput = BonusesInput
