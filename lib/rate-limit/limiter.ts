import 'server-only'
import { env } from '@/lib/env'
import { limitStore } from './store'

// A named limit: at most `limit` events per `windowSeconds`, counted per client address ('ip') or per
// something the caller names ('key', e.g. an account or a phone number).
export type LimitPolicy = {
  name: string
  limit: number
  windowSeconds: number
  scope: 'ip' | 'key'
  // What happens past the limit: 'refuse' answers 429; 'escalate' lets the attempt through, slower with
  // each one over and with the captcha required, so that nobody can lock an owner out (ASVS 6.3.1).
  over?: 'refuse' | 'escalate'
  // 'refuse': while the shared store (Redis) is unreachable the attempt is refused instead of counted
  // per instance (StoreUnavailableError), for limits whose per-instance count would multiply guesses.
  storeDown?: 'refuse'
}

// Every limit the Portal applies, in one place so docs/security.md can state them.
export const LIMITS = {
  // Failed logins: per address (password spraying) and per account (guessing one password).
  loginIp: { name: 'login.ip', limit: 30, windowSeconds: 15 * 60, scope: 'ip', storeDown: 'refuse' },
  loginAccount: {
    name: 'login.account',
    limit: 5,
    windowSeconds: 15 * 60,
    scope: 'key',
    over: 'escalate',
    storeDown: 'refuse',
  },
  freePlayIp: { name: 'freeplay.ip', limit: 10, windowSeconds: 60 * 60, scope: 'ip' },
  registerIp: { name: 'register.ip', limit: 10, windowSeconds: 60 * 60, scope: 'ip' },
  usernameCheckIp: { name: 'username-check.ip', limit: 60, windowSeconds: 60, scope: 'ip' },
  smsIp: { name: 'sms.ip', limit: 10, windowSeconds: 60 * 60, scope: 'ip' },
  smsPhone: { name: 'sms.phone', limit: 3, windowSeconds: 15 * 60, scope: 'key' },
  captchaIp: { name: 'captcha.ip', limit: 30, windowSeconds: 60, scope: 'ip' },
  resetIp: { name: 'reset.ip', limit: 10, windowSeconds: 60 * 60, scope: 'ip' },
  resetAccount: { name: 'reset.account', limit: 5, windowSeconds: 60 * 60, scope: 'key' },
  changePasswordAccount: { name: 'password.account', limit: 5, windowSeconds: 15 * 60, scope: 'key' },
  // Violation reports written to the log: per address, and for the whole site so that many addresses
  // together cannot flood the log either.
  cspReportIp: { name: 'csp-report.ip', limit: 10, windowSeconds: 60, scope: 'ip' },
  cspReportSite: { name: 'csp-report.site', limit: 60, windowSeconds: 60, scope: 'key' },
  // A ceiling on every other state change a browser can make, against scripted abuse of one session.
  writesIp: { name: 'writes.ip', limit: 120, windowSeconds: 60, scope: 'ip' },
} as const satisfies Record<string, LimitPolicy>

// `excess`: how many events past the limit this one is (0 within it).
export type LimitVerdict = { allowed: boolean; retryAfterSeconds: number; remaining: number; excess: number }

// How much slower an escalated attempt is answered: half a second more for each attempt past the limit,
// at most three seconds, so guessing slows to a crawl while the owner waits a moment at worst.
export function escalationDelayMs(excess: number): number {
  return Math.min(3_000, Math.max(0, excess) * 500)
}

function effective(policy: LimitPolicy): { limit: number; windowMs: number } {
  const factor = policy.scope === 'ip' ? env().RATE_LIMIT_IP_FACTOR : 1
  const windowSeconds = env().RATE_LIMIT_WINDOW_SECONDS ?? policy.windowSeconds
  return { limit: Math.max(1, Math.floor(policy.limit * factor)), windowMs: windowSeconds * 1000 }
}

function storeFor(policy: LimitPolicy) {
  return limitStore(policy.storeDown === 'refuse' ? 'strict' : 'fallback')
}

function storeKey(policy: LimitPolicy, tenant: string, subject: string): string {
  return `rl:${policy.name}:${tenant}:${subject.toLowerCase()}`
}

function verdict(count: number, limit: number, resetAt: number): LimitVerdict {
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    excess: Math.max(0, count - limit),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  }
}

// Counts one event and tells whether it is within the limit.
export async function consume(policy: LimitPolicy, tenant: string, subject: string): Promise<LimitVerdict> {
  const { limit, windowMs } = effective(policy)
  const { count, resetAt } = await storeFor(policy).hit(storeKey(policy, tenant, subject), windowMs)
  return verdict(count, limit, resetAt)
}

// Tells whether one more event would be within the limit, without counting it (for limits that count
// failures only: the attempt is checked first and counted once it has failed).
export async function check(policy: LimitPolicy, tenant: string, subject: string): Promise<LimitVerdict> {
  const { limit } = effective(policy)
  const { count, resetAt } = await storeFor(policy).peek(storeKey(policy, tenant, subject))
  return verdict(count + 1, limit, resetAt)
}

export async function reset(policy: LimitPolicy, tenant: string, subject: string): Promise<void> {
  await storeFor(policy).reset(storeKey(policy, tenant, subject))
}
