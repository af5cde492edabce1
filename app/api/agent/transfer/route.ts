// POST /api/agent/transfer - sends amounts to several direct downlines in one go with the payment
// password; all or nothing
import { TransferInput, type TransferOutput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'
import { PortalError } from '@/lib/bff/errors'
import { parseAmountInput } from '@/lib/member/cashier'
import { PAYOUT_LIMITS } from '@/lib/member/cashier-limits'
import { transferToDownlines } from '@/lib/upstream/agent-pay'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'agent',
    feature: 'agentTransfers',
    input: TransferInput,
    rateLimit: PAYOUT_LIMITS,
  },
  async ({ input, upstream, status }): Promise<TransferOutput> => {
    const digits = (await status()).currency.minorDigits
    const fields: Record<string, string> = {}
    const transfers = input.transfers.map((t, index) => {
      const parsed = parseAmountInput(t.amount, digits)
      if (!parsed.ok) fields[`transfers.${index}.amount`] = parsed.problem
      return { memberId: t.memberId, amountMinor: parsed.ok ? parsed.minor : 0 }
    })
    if (Object.keys(fields).length > 0) throw new PortalError('invalid_input', { fields })
    return transferToDownlines(upstream, { paymentPassword: input.paymentPassword, transfers })
  },
)
