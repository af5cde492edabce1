// GET /api/wallet/withdraw/orders?page= - the player's recent withdrawals with their status, newest first
import { bff } from '@/lib/bff/handler'
import { OrdersInput } from '@/lib/schemas/wallet'
import { withdrawals } from '@/lib/upstream/cashier'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', input: OrdersInput }, async ({ input, upstream }) =>
  withdrawals(upstream, input.page),
)
