import 'server-only'
import type { BffOptions } from '@/lib/bff/handler'
import { byAccount } from '@/lib/member/cashier-limits'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'

// Claims and raffle entries move money or enter a draw, per account (docs/security.md, "Rewards"): a
// member claims a few rewards a day, so this only stops a loop hammering the platform.
export const REWARD_LIMITS = {
  claimsAccount: { name: 'reward-claims.account', limit: 30, windowSeconds: 10 * 60, scope: 'key' },
} as const satisfies Record<string, LimitPolicy>

// What every claim and raffle entry route asks of its caller.
export const CLAIM_ROUTE = {
  role: 'member',
  rateLimit: { policy: REWARD_LIMITS.claimsAccount, key: byAccount },
} as const satisfies BffOptions<undefined>
