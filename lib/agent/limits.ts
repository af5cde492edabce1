import 'server-only'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'

// What an agent may change per account (docs/security.md): contract offers and decisions, and the
// accounts it opens in its downline.
export const AGENT_LIMITS = {
  contractsAccount: { name: 'agent-contract.account', limit: 30, windowSeconds: 10 * 60, scope: 'key' },
  registerAccount: { name: 'agent-register.account', limit: 30, windowSeconds: 60 * 60, scope: 'key' },
} as const satisfies Record<string, LimitPolicy>
