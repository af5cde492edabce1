// POST /api/auth/free-play - start a trial (type 4) account that plays with demo money
import { bff } from '@/lib/bff/handler'
import { signIn } from '@/lib/session/sign-in'
import { LIMITS } from '@/lib/rate-limit/limiter'
import { freePlay } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const POST = bff(
  { role: 'guest', feature: 'freePlay', rateLimit: LIMITS.freePlayIp },
  async ({ upstream }) => {
    const outcome = await freePlay(upstream)
    return { member: await signIn(upstream, outcome.token) }
  },
)
