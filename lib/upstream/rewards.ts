import 'server-only'
import { z } from 'zod'
import {
  MISSION_KINDS,
  MISSION_PERIODS,
  MISSION_STATUSES,
  REWARD_SOURCES,
  REWARD_STATUSES,
  type Claimed,
  type Leaderboard,
  type Missions,
  type Raffle,
  type Rewards,
} from '@/lib/rewards/types'
import { upstream, type UpstreamContext } from './client'
import { count, CurrencySchema, flag, minor, str } from './fields'

// Missions, the reward centre and raffles (docs/platform.md, "Missions, rewards and raffles"): the
// platform computes progress from real bets and deposits and keeps the pending rewards; claims credit
// the main wallet. Amounts arrive in minor units with the merchant's currency.

const MissionsSchema = z.object({
  list: z.array(
    z.object({
      missionId: str,
      title: z.string(),
      kind: z.enum(MISSION_KINDS),
      period: z.enum(MISSION_PERIODS),
      progress: count,
      target: count,
      rewardMinor: minor,
      status: z.enum(MISSION_STATUSES).catch('in_progress'),
    }),
  ),
  claimable: count,
  currency: CurrencySchema,
})

const RowSchema = z.object({
  rank: count,
  name: z.string(),
  missions: count,
  rewardMinor: minor,
  me: flag,
})

const LeaderboardSchema = z.object({
  list: z.array(RowSchema),
  mine: RowSchema.nullish(),
  currency: CurrencySchema,
})

const RewardsSchema = z.object({
  list: z.array(
    z.object({
      id: str,
      source: z.enum(REWARD_SOURCES),
      amountMinor: minor,
      createdAt: minor,
      expiresAt: minor,
      status: z.enum(REWARD_STATUSES),
    }),
  ),
  currency: CurrencySchema,
})

const ClaimedSchema = z.object({ count: count.default(1), amountMinor: minor, currency: CurrencySchema })

const RaffleSchema = z.object({
  promotionId: str,
  cadence: z.enum(['daily', 'weekly']),
  drawAt: minor,
  minWagerMinor: minor,
  wageredMinor: minor,
  eligible: flag,
  joined: flag,
  entrants: count,
  winners: count,
  prizeMinor: minor,
  currency: CurrencySchema,
})

const relay = <S extends z.ZodType>(
  ctx: UpstreamContext,
  name: string,
  schema: S,
  body?: Record<string, unknown>,
) =>
  upstream(ctx, {
    auth: 'required',
    path: `/wps/relay/${name}`,
    schema,
    ...(body ? { method: 'POST' as const, json: body, kind: 'money' as const } : {}),
  })

export async function missions(ctx: UpstreamContext): Promise<Missions> {
  const v = await relay(ctx, 'MCSFE_getMissionSummaryDetails', MissionsSchema)
  return {
    currency: v.currency,
    claimable: v.claimable,
    missions: v.list.map(({ missionId, ...mission }) => ({ id: missionId, ...mission })),
  }
}

export async function leaderboard(ctx: UpstreamContext): Promise<Leaderboard> {
  const v = await relay(ctx, 'MCSFE_getMissionLeaderboard', LeaderboardSchema)
  return { currency: v.currency, rows: v.list, mine: v.mine ?? null }
}

export function claimMission(ctx: UpstreamContext, missionId: string): Promise<Claimed> {
  return relay(ctx, 'MCSFE_claimMissionReward', ClaimedSchema, { missionId })
}

export async function rewards(ctx: UpstreamContext): Promise<Rewards> {
  const v = await relay(ctx, 'MCS2_getPendingRewards', RewardsSchema)
  return { currency: v.currency, rewards: v.list }
}

export function claimReward(
  ctx: UpstreamContext,
  which: { rewardId: string } | { all: true },
): Promise<Claimed> {
  return relay(ctx, 'MCS2_claimReward', ClaimedSchema, which)
}

export function raffle(ctx: UpstreamContext, promotionId: string): Promise<Raffle> {
  return upstream(ctx, {
    auth: 'required',
    path: '/wps/relay/MCS2_getRaffleStatus',
    query: { promotionId },
    schema: RaffleSchema,
  })
}

export function joinRaffle(ctx: UpstreamContext, promotionId: string): Promise<Raffle> {
  return relay(ctx, 'MCS2_claimRafflePromotion', RaffleSchema, { promotionId })
}
