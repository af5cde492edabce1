// GET /api/session - the signed-in member's view, or null for a visitor
import { bff } from '@/lib/bff/handler'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'any', duringPasswordChange: true }, async ({ member }) => member)
