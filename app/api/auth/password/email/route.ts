// POST /api/auth/password/email - e-mail a temporary password; the answer never says whether the account exists
import { bff } from '@/lib/bff/handler'
import { ResetByEmailInput } from '@/lib/auth/schemas'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { forgotPasswordByEmail } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'any',
    input: ResetByEmailInput,
    rateLimit: [LIMITS.resetIp, { policy: LIMITS.resetAccount, key: (i) => i.username }],
  },
  async ({ input, upstream }) => {
    await forgotPasswordByEmail(upstream, { username: input.username, email: input.email })
    return null
  },
)
