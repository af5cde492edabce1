import 'server-only'
import { z } from 'zod'
import type { BlockInput, RealityCheckInput, SetLimitInput } from '@/lib/protection/schemas'
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type ProtectionState,
  type SessionPositionState,
} from '@/lib/protection/types'
import type { Currency } from '@/lib/types'
import { getSiteStatus } from './catalogue'
import { upstream, type UpstreamContext } from './client'
import { amount } from './fields'
import { toMinor } from './wallet'

// Player protection (docs/platform.md, "Player protection"): limits, time-out and self-exclusion,
// reality check, the session's position and the history to take away. Money arrives in major units
// and becomes minor units here; play-time limits are minutes either way.

const iso = z.string()

const StateSchema = z.object({
  currency: z.string(),
  now: iso,
  maxAmount: amount,
  maxSessionMinutes: z.coerce.number().int(),
  limits: z.array(
    z.object({
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      amount: amount.nullable(),
      used: amount,
      pendingAmount: amount.nullable(),
      pendingRemoval: z.boolean(),
      pendingFrom: iso.nullable(),
    }),
  ),
  block: z
    .object({
      kind: z.enum(['timeout', 'exclusion']),
      duration: z.string(),
      startedAt: iso,
      endsAt: iso.nullable(),
      liftRequestedAt: iso.nullable(),
      liftsAt: iso.nullable(),
    })
    .nullable(),
  realityCheck: z.object({ intervalMinutes: z.coerce.number().int(), due: z.boolean(), dueAt: iso }),
  session: z.object({ signedInAt: iso, staked: amount, net: amount, rounds: z.coerce.number().int() }),
  lifetimeNetDeposits: amount,
})

const HistorySchema = z.object({
  currency: z.string(),
  from: iso,
  transactions: z.array(
    z.object({
      id: z.coerce.number(),
      kind: z.string(),
      amount,
      balanceAfter: amount,
      ref: z.string().nullable(),
      at: iso,
    }),
  ),
  bets: z.array(
    z.object({
      round: z.string(),
      game: z.string(),
      stake: amount,
      payout: amount,
      status: z.string(),
      at: iso,
    }),
  ),
})

export type ProtectionHistory = z.infer<typeof HistorySchema>

async function currencyOf(ctx: UpstreamContext, code: string): Promise<Currency> {
  const site = (await getSiteStatus(ctx)).currency
  return site.code === code ? site : { code, symbol: site.symbol, minorDigits: 2 }
}

function sessionOf(
  session: z.infer<typeof StateSchema>['session'],
  minor: (n: number) => number,
): ProtectionState['session'] {
  return {
    signedInAt: session.signedInAt,
    stakedMinor: minor(session.staked),
    netMinor: minor(session.net),
    rounds: session.rounds,
  }
}

async function reshape(ctx: UpstreamContext, v: z.infer<typeof StateSchema>): Promise<ProtectionState> {
  const currency = await currencyOf(ctx, v.currency)
  const minor = (n: number) => toMinor(n, currency.minorDigits)
  // Play time is counted in minutes on both sides.
  const of = (kind: string, n: number) => (kind === 'session' ? Math.round(n) : minor(n))
  return {
    currency,
    now: v.now,
    maxMinor: minor(v.maxAmount),
    maxSessionMinutes: v.maxSessionMinutes,
    limits: v.limits.map((limit) => ({
      ...limit,
      amount: limit.amount === null ? null : of(limit.kind, limit.amount),
      used: of(limit.kind, limit.used),
      pendingAmount: limit.pendingAmount === null ? null : of(limit.kind, limit.pendingAmount),
    })),
    block: v.block,
    realityCheck: v.realityCheck,
    session: sessionOf(v.session, minor),
    lifetimeNetDepositsMinor: minor(v.lifetimeNetDeposits),
  }
}

async function write(ctx: UpstreamContext, path: string, json: unknown): Promise<ProtectionState> {
  const v = await upstream(ctx, { method: 'POST', path, json, auth: 'required', schema: StateSchema })
  return reshape(ctx, v)
}

export async function protectionState(ctx: UpstreamContext): Promise<ProtectionState> {
  const v = await upstream(ctx, { path: '/wps/relay/RG_state', auth: 'required', schema: StateSchema })
  return reshape(ctx, v)
}

const PositionSchema = StateSchema.pick({ currency: true, now: true, session: true })

// The session's clock and position alone (RG_session), which trial accounts may read too.
export async function sessionPosition(ctx: UpstreamContext): Promise<SessionPositionState> {
  const v = await upstream(ctx, { path: '/wps/relay/RG_session', auth: 'required', schema: PositionSchema })
  const currency = await currencyOf(ctx, v.currency)
  const minor = (n: number) => toMinor(n, currency.minorDigits)
  return {
    currency,
    now: v.now,
    session: sessionOf(v.session, minor),
  }
}

export function setLimit(ctx: UpstreamContext, input: SetLimitInput): Promise<ProtectionState> {
  return write(ctx, '/wps/relay/RG_setLimit', input)
}

export function startBlock(ctx: UpstreamContext, input: BlockInput): Promise<ProtectionState> {
  return write(ctx, '/wps/relay/RG_block', { kind: input.kind, duration: input.duration })
}

export function liftExclusion(ctx: UpstreamContext): Promise<ProtectionState> {
  return write(ctx, '/wps/relay/RG_liftExclusion', {})
}

export function realityCheck(ctx: UpstreamContext, input: RealityCheckInput): Promise<ProtectionState> {
  return write(ctx, '/wps/relay/RG_realityCheck', input)
}

export function protectionHistory(ctx: UpstreamContext): Promise<ProtectionHistory> {
  return upstream(ctx, { path: '/wps/relay/RG_history', auth: 'required', schema: HistorySchema })
}
