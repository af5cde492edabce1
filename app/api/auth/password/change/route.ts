// POST /api/auth/password/change - change the signed-in member's password (also a forced change)
import { bff } from '@/lib/bff/handler'
import { ChangePasswordInput } from '@/lib/auth/schemas'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { updateSession } from '@/lib/session'
import { changePassword } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'member',
    duringPasswordChange: true,
    input: ChangePasswordInput,
    rateLimit: {
      policy: LIMITS.changePasswordAccount,
      count: 'failure',
      key: (_input, member) => member?.id,
    },
  },
  async ({ input, upstream }) => {
    await changePassword(upstream, input)
    // The platform has ended the member's other sessions; this one goes on without the forced change.
    await updateSession({ mustChangePassword: false })
    return null
  },
)
