// GET /api/funds/profit?from=&to= - the member's profit and loss over a period of at most 90 days
import { bff } from '@/lib/bff/handler'
import { ProfitInput } from '@/lib/funds/schemas'
import { personalProfit } from '@/lib/upstream/funds'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'member', feature: 'personalProfit', input: ProfitInput },
  async ({ input, upstream }) => personalProfit(upstream, input),
)
