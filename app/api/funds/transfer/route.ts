// POST /api/funds/transfer - moves an amount between the main wallet and one vendor wallet
import { bff } from '@/lib/bff/handler'
import { WALLET_TRANSFER_ROUTE } from '@/lib/funds/limits'
import { TransferInput } from '@/lib/funds/schemas'
import { amountFromInput } from '@/lib/member/cashier-limits'
import { walletTransfer } from '@/lib/upstream/funds'

export const dynamic = 'force-dynamic'

export const POST = bff(
  { ...WALLET_TRANSFER_ROUTE, input: TransferInput },
  async ({ input, upstream, status }) =>
    walletTransfer(upstream, {
      from: input.from,
      to: input.to,
      amountMinor: amountFromInput(input.amount, (await status()).currency.minorDigits),
      requestId: input.requestId,
    }),
)
