// GET /api/agent/income - my income: what the agent was paid per period (salaries and dividends), by kind
import { readAgentReport, reportStart } from '@/lib/agent/data'
import { IncomeInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'agent', input: IncomeInput }, async ({ input, upstream, now }) =>
  readAgentReport(upstream, 'myIncome', { ...input, from: reportStart(input.from, now) }),
)
