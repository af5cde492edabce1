// GET /api/auth/affiliate-check?code= - whether an invitation (affiliate) code is valid on this site
import { bff } from '@/lib/bff/handler'
import { AffiliateCheckInput, type AffiliateCheckOutput } from '@/lib/auth/schemas'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { isAffiliateValid } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'any', input: AffiliateCheckInput, rateLimit: LIMITS.usernameCheckIp },
  async ({ input, upstream, req }): Promise<AffiliateCheckOutput> => ({
    valid: await isAffiliateValid(upstream, input.code, req.headers.get('host') ?? ''),
  }),
)
