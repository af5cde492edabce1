// GET /api/games/position - time since sign-in and the net position since then, for the game bar and
// the account menu; trial accounts included, since they play too
import { bff } from '@/lib/bff/handler'
import { sessionPosition } from '@/lib/upstream/protection'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'trial' }, async ({ upstream }) => sessionPosition(upstream))
