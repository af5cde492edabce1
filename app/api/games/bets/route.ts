// GET /api/games/bets - the member's betting record: settled rounds, newest first, with totals
import { bff } from '@/lib/bff/handler'
import { PageInput } from '@/lib/games/schemas'
import { getBetRecord } from '@/lib/upstream/games'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', input: PageInput }, async ({ input, upstream }) =>
  getBetRecord(upstream, { page: input.page }),
)
