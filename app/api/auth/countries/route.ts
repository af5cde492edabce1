// GET /api/auth/countries - the dialing codes the tenant accepts for mobile numbers
import { bff } from '@/lib/bff/handler'
import { countryCodes } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'any' }, async ({ upstream }) => countryCodes(upstream))
