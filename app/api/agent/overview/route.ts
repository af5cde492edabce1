// GET /api/agent/overview - the agent's team in a period: members, new members, active players, deposits,
// bets and the team's net result
import { readTeamOverview } from '@/lib/agent/data'
import { TeamOverviewInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'agent', input: TeamOverviewInput }, async ({ input, upstream, now }) =>
  readTeamOverview(upstream, input.from, now),
)
