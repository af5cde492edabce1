// POST /api/wallet/withdraw - a withdrawal to one of the player's bank accounts (debited at once, pending)
import { bff } from '@/lib/bff/handler'
import { WithdrawInput } from '@/lib/schemas/wallet'
import { PAYOUT_LIMITS, amountFromInput } from '@/lib/member/cashier-limits'
import { withdraw } from '@/lib/upstream/cashier'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    input: WithdrawInput,
    rateLimit: PAYOUT_LIMITS,
  },
  async ({ input, upstream, status }) => {
    const amountMinor = amountFromInput(input.amount, (await status()).currency.minorDigits)
    return withdraw(upstream, {
      amountMinor,
      bankAccountId: input.bankAccountId,
      paymentPassword: input.paymentPassword,
    })
  },
)
