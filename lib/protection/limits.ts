import 'server-only'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'

// Changes to an account's protection settings, per account (docs/security.md). Generous: a player who
// is setting limits is doing the right thing; the cap only stops a script hammering the platform.
export const PROTECTION_CHANGES: LimitPolicy = {
  name: 'protection-changes.account',
  limit: 30,
  windowSeconds: 10 * 60,
  scope: 'key',
}
