// POST /api/wallet/withdraw/cancel - the player takes back a pending withdrawal; the amount is refunded
import { bff } from '@/lib/bff/handler'
import { CancelWithdrawInput } from '@/lib/schemas/wallet'
import { cancelWithdrawal } from '@/lib/upstream/cashier'

export const dynamic = 'force-dynamic'

export const POST = bff({ role: 'member', input: CancelWithdrawInput }, async ({ input, upstream }) =>
  cancelWithdrawal(upstream, input.orderId),
)
