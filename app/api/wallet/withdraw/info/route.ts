// GET /api/wallet/withdraw/info - withdrawable balance, bounds, payment password state and bank accounts
import { bff } from '@/lib/bff/handler'
import { withdrawInfo } from '@/lib/upstream/cashier'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member' }, async ({ upstream }) => withdrawInfo(upstream))
