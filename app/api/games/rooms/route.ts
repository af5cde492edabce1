// GET /api/games/rooms - card-game rooms with their stakes and free seats
import { bff } from '@/lib/bff/handler'
import { getCardRooms } from '@/lib/upstream/games'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member' }, async ({ upstream }) => getCardRooms(upstream))
