// GET /api/member/transactions - the member's account record: ledger entries of a period, newest first
import { bff } from '@/lib/bff/handler'
import { readTransactions } from '@/lib/member/records-data'
import { TransactionsInput } from '@/lib/member/schemas'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'member', feature: 'accountRecord', input: TransactionsInput },
  async ({ input, upstream, now }) => readTransactions(upstream, input, now),
)
