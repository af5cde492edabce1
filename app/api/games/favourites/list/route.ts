// GET /api/games/favourites/list - the member's favourite games, newest first, 42 per page
import { bff } from '@/lib/bff/handler'
import { PageInput } from '@/lib/games/schemas'
import { getFavouriteGames } from '@/lib/upstream/games'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'member', feature: 'favourites', input: PageInput },
  async ({ input, upstream }) => getFavouriteGames(upstream, input.page),
)
