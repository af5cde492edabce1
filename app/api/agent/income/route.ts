// GET /api/agent/income - my income: what the agent was paid per period (salaries and dividends), by kind
import { reportStart } from '@/lib/agent/data'
import { IncomeInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'
import { agentIncome } from '@/lib/upstream/agent-pay'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'agent', input: IncomeInput }, async ({ input, upstream, now }) =>
  agentIncome(upstream, { from: reportStart(input.from, now), page: input.page, type: input.type }),
)
