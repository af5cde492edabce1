import 'server-only'
import type { z } from 'zod'
import type { BffOptions } from '@/lib/bff/handler'
import { CASHIER_LIMITS, byAccount } from '@/lib/member/cashier-limits'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'

// The point mall's limits (docs/security.md, "Point mall"), per account: redemptions and conversions are
// money actions; refused ones (a wrong password among them) share the cashier's password failure limit.
export const POINT_LIMITS = {
  spendAccount: { name: 'points-spend.account', limit: 30, windowSeconds: 10 * 60, scope: 'key' },
} as const satisfies Record<string, LimitPolicy>

// What every call spending points takes: a real member, the points switch, its input and both limits.
export function spendingPoints<S extends z.ZodType>(input: S): BffOptions<S> {
  return {
    role: 'member',
    feature: 'points',
    input,
    rateLimit: [
      { policy: POINT_LIMITS.spendAccount, key: byAccount },
      { policy: CASHIER_LIMITS.passwordAccount, key: byAccount, count: 'failure' },
    ],
  }
}
