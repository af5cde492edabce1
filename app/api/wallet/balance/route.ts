// GET /api/wallet/balance - the signed-in player's balance, in minor units
import { bff } from '@/lib/bff/handler'
import { balance } from '@/lib/upstream/wallet'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'trial' }, async ({ upstream }) => balance(upstream))
