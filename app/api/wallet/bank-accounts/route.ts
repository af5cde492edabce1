// POST /api/wallet/bank-accounts - adds a bank account to withdraw to (payment password required)
import { bff } from '@/lib/bff/handler'
import { BankAccountInput } from '@/lib/schemas/wallet'
import { CASHIER_LIMITS, byAccount } from '@/lib/member/cashier-limits'
import { addBankAccount } from '@/lib/upstream/cashier'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    input: BankAccountInput,
    rateLimit: { policy: CASHIER_LIMITS.passwordAccount, key: byAccount, count: 'failure' },
  },
  async ({ input, upstream }) => addBankAccount(upstream, input),
)
