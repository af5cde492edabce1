// GET /api/member/identity - the member's identity check: required or not, status, a rejection's reason
// POST /api/member/identity - multipart `front` and `back` (PNG, JPEG or PDF, 5 MB each), checked by
// their bytes, then sent for review
import { bff } from '@/lib/bff/handler'
import { IDENTITY_LIMITS, readIdentityForm } from '@/lib/identity/form'
import { byAccount } from '@/lib/member/cashier-limits'
import { identityState, submitIdentity } from '@/lib/upstream/identity'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member' }, async ({ upstream }) => identityState(upstream))

export const POST = bff(
  {
    role: 'member',
    rateLimit: [{ policy: IDENTITY_LIMITS.account, key: byAccount }, IDENTITY_LIMITS.address],
  },
  async ({ req, upstream }) => submitIdentity(upstream, await readIdentityForm(req)),
)
