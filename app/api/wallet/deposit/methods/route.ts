// GET /api/wallet/deposit/methods - the tenant's deposit methods with their bounds and preset amounts
import { bff } from '@/lib/bff/handler'
import { depositOptions } from '@/lib/upstream/cashier'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member' }, async ({ upstream }) => depositOptions(upstream))
