// POST /api/funds/recall - brings every vendor wallet's balance back into the main wallet
import { bff } from '@/lib/bff/handler'
import { WALLET_TRANSFER_ROUTE } from '@/lib/funds/limits'
import { RecallInput } from '@/lib/funds/schemas'
import { recallAll } from '@/lib/upstream/funds'

export const dynamic = 'force-dynamic'

export const POST = bff({ ...WALLET_TRANSFER_ROUTE, input: RecallInput }, async ({ input, upstream }) =>
  recallAll(upstream, input.requestId),
)
