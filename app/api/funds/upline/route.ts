// GET /api/funds/upline - the upline's account, what the member can send, the payment password's state
// POST /api/funds/upline - sends an amount to the upline, confirmed with the payment password
import { bff } from '@/lib/bff/handler'
import { UplineTransferInput } from '@/lib/funds/schemas'
import { PAYOUT_LIMITS, amountFromInput } from '@/lib/member/cashier-limits'
import { transferToUpline, uplineInfo } from '@/lib/upstream/funds'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', feature: 'uplineTransfer' }, async ({ upstream }) =>
  uplineInfo(upstream),
)

// Limited like withdrawals: the same order limit, and wrong payment passwords count with theirs.
export const POST = bff(
  {
    role: 'member',
    feature: 'uplineTransfer',
    input: UplineTransferInput,
    rateLimit: PAYOUT_LIMITS,
  },
  async ({ input, upstream, status }) =>
    transferToUpline(upstream, {
      amountMinor: amountFromInput(input.amount, (await status()).currency.minorDigits),
      paymentPassword: input.paymentPassword,
      requestId: input.requestId,
    }),
)
