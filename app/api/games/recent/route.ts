// GET /api/games/recent - games the member played recently, most recent first, 42 per page
import { bff } from '@/lib/bff/handler'
import { PageInput } from '@/lib/games/schemas'
import { getRecentGames } from '@/lib/upstream/games'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'member', feature: 'recentGames', input: PageInput },
  async ({ input, upstream }) => getRecentGames(upstream, input.page),
)
