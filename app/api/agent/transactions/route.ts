// GET /api/agent/transactions - account details: the team's deposits, withdrawals, transfers and bonuses
// in a period, by type and member
import { readAgentReport, reportStart } from '@/lib/agent/data'
import { TeamTransactionsInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'agent', input: TeamTransactionsInput }, async ({ input, upstream, now }) =>
  readAgentReport(upstream, 'accountDetails', { ...input, from: reportStart(input.from, now) }),
)
