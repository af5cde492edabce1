// GET /api/agent/profit-loss - user loss: each team member's bets, valid bets, payouts, bonuses and net
// result in a period, with the team's totals
import { reportStart } from '@/lib/agent/data'
import { ProfitLossInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'
import { teamProfitLoss } from '@/lib/upstream/agent-pay'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'agent', feature: 'teamProfitLoss', input: ProfitLossInput },
  async ({ input, upstream, now }) =>
    teamProfitLoss(upstream, { from: reportStart(input.from, now), page: input.page, search: input.q }),
)
