// POST /api/points/convert - converts points to cash, confirmed with the sign-in password
import { bff } from '@/lib/bff/handler'
import { spendingPoints } from '@/lib/points/limits'
import { ConvertInput } from '@/lib/points/schemas'
import { convertPoints } from '@/lib/upstream/points'

export const dynamic = 'force-dynamic'

export const POST = bff(spendingPoints(ConvertInput), async ({ input, upstream }) =>
  convertPoints(upstream, { ...input, points: Number(input.points) }),
)
