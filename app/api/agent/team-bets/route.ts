// GET /api/agent/team-bets - team betting: the team's bets in a period per member and per category, or one
// member's own bets (`member`); a member outside the team is not found
import { readAgentReport, reportStart } from '@/lib/agent/data'
import { TeamBetsInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'agent', feature: 'teamBetting', input: TeamBetsInput },
  async ({ input, upstream, now }) =>
    readAgentReport(upstream, 'teamBetting', { ...input, from: reportStart(input.from, now) }),
)
