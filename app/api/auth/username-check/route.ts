// GET /api/auth/username-check?username= - whether a username can still be registered
import { bff } from '@/lib/bff/handler'
import { UsernameCheckInput, type UsernameCheckOutput } from '@/lib/auth/schemas'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { isUsernameAvailable } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const GET = bff(
  { role: 'any', input: UsernameCheckInput, rateLimit: LIMITS.usernameCheckIp },
  async ({ input, upstream }): Promise<UsernameCheckOutput> => ({
    available: await isUsernameAvailable(upstream, input.username),
  }),
)
