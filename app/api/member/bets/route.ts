// GET /api/member/bets - the member's betting record: rounds of a period by game, newest first
import { bff } from '@/lib/bff/handler'
import { clampStart } from '@/lib/member/ranges'
import { BetsInput } from '@/lib/member/schemas'
import { bettingRecord } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', input: BetsInput }, async ({ input, upstream, now }) =>
  bettingRecord(upstream, {
    page: input.page,
    from: clampStart(input.from, now),
    type: input.type,
  }),
)
