// GET /api/wallet/deposit/order?id= - one of the player's deposit orders, watched until it is paid
import { bff } from '@/lib/bff/handler'
import { DepositOrderInput } from '@/lib/schemas/wallet'
import { depositOrder } from '@/lib/upstream/cashier'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', input: DepositOrderInput }, async ({ input, upstream }) =>
  depositOrder(upstream, input.id),
)
