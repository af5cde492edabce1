import 'server-only'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'
import { byAccount } from '@/lib/member/cashier-limits'

// Transfers between the player's own wallets, per account (docs/security.md, "Cashier"): generous enough
// for moving money to a game and back, tight enough that a loop cannot hammer the platform. The upline
// transfer takes the withdrawal's limits (lib/member/cashier-limits.ts).
export const FUNDS_LIMITS = {
  transfersAccount: { name: 'wallet-transfers.account', limit: 60, windowSeconds: 10 * 60, scope: 'key' },
} as const satisfies Record<string, LimitPolicy>

// Who may move money between wallets and how often: every such route's bff() options but its input.
export const WALLET_TRANSFER_ROUTE = {
  role: 'member',
  feature: 'walletTransfer',
  rateLimit: { policy: FUNDS_LIMITS.transfersAccount, key: byAccount },
} as const
