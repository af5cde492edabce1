// POST /api/wallet/deposit - creates a deposit order: payment URL (with its QR code), reference, expiry
import { bff } from '@/lib/bff/handler'
import { CreateDepositInput } from '@/lib/schemas/wallet'
import { ORDER_LIMITS, amountFromInput } from '@/lib/member/cashier-limits'
import { createDeposit } from '@/lib/upstream/cashier'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    input: CreateDepositInput,
    rateLimit: ORDER_LIMITS,
  },
  async ({ input, upstream, status }) => {
    const amountMinor = amountFromInput(input.amount, (await status()).currency.minorDigits)
    return createDeposit(upstream, { method: input.method, amountMinor })
  },
)
