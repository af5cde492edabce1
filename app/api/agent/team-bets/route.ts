// GET /api/agent/team-bets - team betting: the team's bets in a period per member and per category, or one
// member's own bets (`member`); a member outside the team is not found
import { reportStart } from '@/lib/agent/data'
import { TeamBetsInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'
import { memberBets, teamBets } from '@/lib/upstream/agent-pay'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'agent', feature: 'teamBetting', input: TeamBetsInput },
  async ({ input, upstream, now }) => {
    const from = reportStart(input.from, now)
    return input.member
      ? memberBets(upstream, { from, page: input.page, memberId: input.member })
      : teamBets(upstream, { from, page: input.page, search: input.q })
  },
)
