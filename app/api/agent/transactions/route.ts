// GET /api/agent/transactions - account details: the team's deposits, withdrawals, transfers and bonuses
// in a period, by type and member
import { reportStart } from '@/lib/agent/data'
import { TeamTransactionsInput } from '@/lib/agent/schemas'
import { bff } from '@/lib/bff/handler'
import { teamTransactions } from '@/lib/upstream/agent-pay'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'agent', input: TeamTransactionsInput }, async ({ input, upstream, now }) =>
  teamTransactions(upstream, {
    from: reportStart(input.from, now),
    page: input.page,
    type: input.type,
    search: input.q,
  }),
)
