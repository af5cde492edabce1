// POST /api/wallet/payment-password - sets the player's first payment password (login password required)
import { bff } from '@/lib/bff/handler'
import { PaymentPasswordInput } from '@/lib/schemas/wallet'
import { CASHIER_LIMITS, byAccount } from '@/lib/member/cashier-limits'
import { setPaymentPassword } from '@/lib/upstream/cashier'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    input: PaymentPasswordInput,
    rateLimit: { policy: CASHIER_LIMITS.passwordAccount, key: byAccount, count: 'failure' },
  },
  async ({ input, upstream }) => {
    await setPaymentPassword(upstream, input)
    return { hasPaymentPassword: true }
  },
)
