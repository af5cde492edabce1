import 'server-only'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'

// A claim credits money: a few per account in ten minutes is plenty, since each promotion pays once.
export const PROMOTION_LIMITS = {
  claimsAccount: { name: 'promotion-claims.account', limit: 10, windowSeconds: 10 * 60, scope: 'key' },
} as const satisfies Record<string, LimitPolicy>
