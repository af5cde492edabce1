import type { Currency } from '@/lib/types'

// Player protection as the Portal shows it (docs/responsible-gaming.md): money in minor units of the
// tenant's currency, play time in minutes, instants as ISO strings on the platform's clock.

// The address of the protection state in the browser's reads (and the key of the server's first answer).
export const PROTECTION_KEY = '/api/member/protection'
// The player's protection history to take away, as CSV.
export const HISTORY_CSV_PATH = '/api/member/protection/history'

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const
export const TIMEOUTS = ['24h', '7d', '30d'] as const
export const EXCLUSIONS = ['6m', '1y', '5y', 'indefinite'] as const
export const REALITY_MINUTES = [15, 30, 60] as const

export type LimitKind = (typeof LIMIT_KINDS)[number]
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]
export type BlockKind = 'timeout' | 'exclusion'

// The periods each kind offers: play time is a daily limit only.
export const PERIODS_OF: Record<LimitKind, readonly LimitPeriod[]> = {
  deposit: LIMIT_PERIODS,
  loss: LIMIT_PERIODS,
  wager: LIMIT_PERIODS,
  session: ['day'],
}

export type Limit = {
  kind: LimitKind
  period: LimitPeriod
  // Minor units, or minutes for `session`.
  amount: number | null
  used: number
  pendingAmount: number | null
  pendingRemoval: boolean
  pendingFrom: string | null
}

export type Block = {
  kind: BlockKind
  duration: string
  startedAt: string
  endsAt: string | null
  liftRequestedAt: string | null
  liftsAt: string | null
}

export type ProtectionState = {
  currency: Currency
  now: string
  maxMinor: number
  maxSessionMinutes: number
  limits: Limit[]
  block: Block | null
  // `due`: the interval has passed while the player plays; otherwise `dueAt` is when to ask again.
  realityCheck: { intervalMinutes: number; due: boolean; dueAt: string }
  session: { signedInAt: string; stakedMinor: number; netMinor: number; rounds: number }
  lifetimeNetDepositsMinor: number
}

// The session's clock and net position, which trial accounts see too (the game bar, the account menu).
export type SessionPositionState = Pick<ProtectionState, 'currency' | 'now' | 'session'>

// The deposit a limit still allows now (minor units), or null when no deposit limit is set.
export function depositAllowance(state: ProtectionState | undefined): number | null {
  const left = (state?.limits ?? [])
    .filter((limit) => limit.kind === 'deposit' && limit.amount !== null)
    .map((limit) => Math.max(0, (limit.amount ?? 0) - limit.used))
  return left.length ? Math.min(...left) : null
}
