// GET /api/games/vendor - every game of one vendor, for the game list a vendor card opens
import { bff } from '@/lib/bff/handler'
import { VendorInput } from '@/lib/games/schemas'
import { getVendorGames } from '@/lib/upstream/games'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'any', input: VendorInput }, async ({ input, upstream }) =>
  getVendorGames(upstream, input.vendor),
)
