// GET /api/agent/overview - the agent's team in a period: members, new members, active players, deposits,
// bets and the team's net result
import { TeamOverviewInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'
import { clampStart } from '@/lib/member/ranges'
import { teamOverview } from '@/lib/upstream/agent'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'agent', input: TeamOverviewInput }, async ({ input, upstream, now }) =>
  teamOverview(upstream, { from: clampStart(input.from, now) }),
)
