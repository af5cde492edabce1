// GET /api/wallet/deposit/orders?page= - the player's recent deposits with their status, newest first
import { bff } from '@/lib/bff/handler'
import { OrdersInput } from '@/lib/schemas/wallet'
import { deposits } from '@/lib/upstream/cashier'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', input: OrdersInput }, async ({ input, upstream }) =>
  deposits(upstream, input.page),
)
