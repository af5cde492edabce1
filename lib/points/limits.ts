import 'server-only'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'

// The point mall's limits (docs/security.md), per account: redemptions and conversions are money
// actions; refused ones (a wrong password among them) share the cashier's password failure limit.
export const POINT_LIMITS = {
  spendAccount: { name: 'points-spend.account', limit: 30, windowSeconds: 10 * 60, scope: 'key' },
} as const satisfies Record<string, LimitPolicy>
