// GET /api/games/favourites - the member's favourite game ids; POST adds or removes one and answers the ids
import { bff } from '@/lib/bff/handler'
import { FavouriteInput } from '@/lib/games/schemas'
import { getFavouriteIds, setFavourite } from '@/lib/upstream/games'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', feature: 'favourites' }, async ({ upstream }) =>
  getFavouriteIds(upstream),
)

export const POST = bff(
  { role: 'member', feature: 'favourites', input: FavouriteInput },
  async ({ input, upstream }) => setFavourite(upstream, input),
)
