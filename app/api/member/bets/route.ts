// GET /api/member/bets - the member's betting record: rounds of a period by game, newest first
import { bff } from '@/lib/bff/handler'
import { readBets } from '@/lib/member/records-data'
import { BetsInput } from '@/lib/member/schemas'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', input: BetsInput }, async ({ input, upstream, now }) =>
  readBets(upstream, input, now),
)
