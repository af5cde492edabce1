// GET /api/funds/bonuses?page= - every bonus the member received, newest first
import { bff } from '@/lib/bff/handler'
import { BonusesInput } from '@/lib/funds/schemas'
import { bonusDetails } from '@/lib/upstream/funds'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'member', feature: 'bonusDetails', input: BonusesInput },
  async ({ input, upstream }) => bonusDetails(upstream, input.page),
)
