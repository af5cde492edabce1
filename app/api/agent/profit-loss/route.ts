// GET /api/agent/profit-loss - user loss: each team member's bets, valid bets, payouts, bonuses and net
// result in a period, with the team's totals
import { readAgentReport, reportStart } from '@/lib/agent/data'
import { ProfitLossInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'agent', feature: 'teamProfitLoss', input: ProfitLossInput },
  async ({ input, upstream, now }) =>
    readAgentReport(upstream, 'userLoss', { ...input, from: reportStart(input.from, now) }),
)
