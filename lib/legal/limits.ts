import 'server-only'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'

// Accepting the terms, per account (docs/security.md): one click is enough, the cap only stops a script
// hammering the platform.
export const TERMS_ACCEPT: LimitPolicy = {
  name: 'terms-accept.account',
  limit: 20,
  windowSeconds: 10 * 60,
  scope: 'key',
}
