// GET /api/member/terms - whether the member must accept the tenant's current terms, and their version
// POST /api/member/terms - {version}: accepts that version of the terms, which must be the current one
import { bff } from '@/lib/bff/handler'
import { byAccount } from '@/lib/member/cashier-limits'
import { legalVersion } from '@/lib/legal/documents'
import { TERMS_ACCEPT } from '@/lib/legal/limits'
import { AcceptTermsInput, gateState } from '@/lib/legal/terms'
import { acceptTerms, termsStatus } from '@/lib/upstream/terms'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member' }, async ({ upstream, tenant }) =>
  gateState(await termsStatus(upstream), legalVersion(tenant, 'terms')),
)

export const POST = bff(
  { role: 'member', input: AcceptTermsInput, rateLimit: { policy: TERMS_ACCEPT, key: byAccount } },
  async ({ input, upstream, tenant }) =>
    gateState(await acceptTerms(upstream, input.version), legalVersion(tenant, 'terms')),
)
