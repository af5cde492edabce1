import 'server-only'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'

// Transfers between the player's own wallets, per account (docs/security.md, "Cashier"): generous enough
// for moving money to a game and back, tight enough that a loop cannot hammer the platform. The upline
// transfer takes the withdrawal's limits (lib/member/cashier-limits.ts).
export const FUNDS_LIMITS = {
  transfersAccount: { name: 'wallet-transfers.account', limit: 60, windowSeconds: 10 * 60, scope: 'key' },
} as const satisfies Record<string, LimitPolicy>
