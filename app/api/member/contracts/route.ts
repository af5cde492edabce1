// GET /api/member/contracts - which salary and dividend contracts the member has (agent centre menus)
import { bff } from '@/lib/bff/handler'
import { contractFlags } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member' }, async ({ upstream }) => contractFlags(upstream))
