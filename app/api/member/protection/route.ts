// GET /api/member/protection - limits with their use and pending changes, time-out or self-exclusion,
// reality check, the session's position and lifetime net deposits
import { bff } from '@/lib/bff/handler'
import { protectionState } from '@/lib/upstream/protection'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member' }, async ({ upstream }) => protectionState(upstream))
