// POST /api/funds/transfer - moves an amount between the main wallet and one vendor wallet
import { bff } from '@/lib/bff/handler'
import { FUNDS_LIMITS } from '@/lib/funds/limits'
import { TransferInput } from '@/lib/funds/schemas'
import { amountFromInput, byAccount } from '@/lib/member/cashier-limits'
import { walletTransfer } from '@/lib/upstream/funds'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    feature: 'walletTransfer',
    input: TransferInput,
    rateLimit: { policy: FUNDS_LIMITS.transfersAccount, key: byAccount },
  },
  async ({ input, upstream, status }) =>
    walletTransfer(upstream, {
      from: input.from,
      to: input.to,
      amountMinor: amountFromInput(input.amount, (await status()).currency.minorDigits),
      requestId: input.requestId,
    }),
)
