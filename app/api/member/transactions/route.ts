// GET /api/member/transactions - the member's account record: ledger entries of a period, newest first
import { bff } from '@/lib/bff/handler'
import { clampStart } from '@/lib/member/ranges'
import { TransactionsInput } from '@/lib/member/schemas'
import { accountRecord } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'member', feature: 'accountRecord', input: TransactionsInput },
  async ({ input, upstream, now }) =>
    accountRecord(upstream, {
      page: input.page,
      from: clampStart(input.from, now),
      type: input.type,
    }),
)
