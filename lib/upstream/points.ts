import 'server-only'
import { z } from 'zod'
import type {
  ConvertDone,
  PointConfig,
  PointMall,
  PointReward,
  RedeemDone,
  RedemptionPage,
} from '@/lib/points/types'
import { assetUrl, getSiteStatus } from './catalogue'
import { upstream, type UpstreamContext } from './client'
import { count, minor, str } from './fields'

// The points system and its mall (docs/platform.md, "Points and the point mall"; contract §4: the
// MCS2_*Point* relays, redeeming and converting behind the password check, encrypted). The catalogue
// (configuration and rewards) is read signed out too; points and history need the member's token.

const ConfigSchema = z.object({
  categories: z.array(z.object({ category: z.string(), minorPerPoint: count })).default([]),
  convert: z.object({ minorPerPoint: count, minPoints: count }).nullish(),
})

const RewardsSchema = z.object({
  list: z.array(
    z.object({
      id: str,
      name: z.string(),
      imageUrl: z.string().nullish(),
      kind: z.enum(['cash', 'item']).catch('item'),
      cost: count,
      cashMinor: count,
      stock: count,
      memberLimit: count.nullish(),
      redeemed: count,
    }),
  ),
})

const BalanceSchema = z.object({ points: count })

// The history pages as the records do: ten rows.
const HISTORY_PAGE_SIZE = 10

const HistorySchema = z.object({
  list: z.array(
    z.object({
      id: str,
      kind: z.enum(['reward', 'convert']).catch('reward'),
      rewardName: z.string().nullish(),
      points: count,
      cashMinor: count,
      createdAt: minor,
    }),
  ),
  totalCount: count,
})

const RedeemSchema = z.object({ points: count, rewardName: z.string(), cashMinor: count })
const ConvertSchema = z.object({ points: count, cashMinor: count })

export async function pointConfig(ctx: UpstreamContext): Promise<PointConfig> {
  const v = await upstream(ctx, { path: '/wps/relay/MCS2_getPointConfig', schema: ConfigSchema })
  return { categories: v.categories, convert: v.convert ?? null }
}

export async function pointRewards(ctx: UpstreamContext): Promise<PointReward[]> {
  const [v, status] = await Promise.all([
    upstream(ctx, { path: '/wps/relay/MCS2_getPointReward', schema: RewardsSchema }),
    getSiteStatus(ctx),
  ])
  return v.list.map((reward) => ({
    ...reward,
    imageUrl: assetUrl(status.imageBase, reward.imageUrl),
    memberLimit: reward.memberLimit ?? null,
  }))
}

export async function pointBalance(ctx: UpstreamContext): Promise<number> {
  const v = await upstream(ctx, {
    path: '/wps/relay/MCS2_getPointBalance',
    auth: 'required',
    schema: BalanceSchema,
  })
  return v.points
}

// One page of the member's history, newest first; a page past the last reads the last one instead.
export async function redemptions(ctx: UpstreamContext, page = 1): Promise<RedemptionPage> {
  const read = (pageNo: number) =>
    upstream(ctx, {
      path: '/wps/relay/MCS2_getRedeemPointList',
      auth: 'required',
      query: { pageNo, pageSize: HISTORY_PAGE_SIZE },
      schema: HistorySchema,
    })
  const first = await read(page)
  const pageCount = Math.ceil(first.totalCount / HISTORY_PAGE_SIZE)
  const v = page > pageCount && pageCount > 0 ? await read(pageCount) : first
  return {
    totalCount: v.totalCount,
    page: Math.min(page, Math.max(1, pageCount)),
    pageCount,
    list: v.list.map((row) => ({ ...row, rewardName: row.rewardName ?? null })),
  }
}

// The whole mall for a page: `member` is the signed-in member's context, or null for a visitor.
// `historyPage` is the page of the member's history the address asks for.
export async function pointMall(
  guest: UpstreamContext,
  member: UpstreamContext | null,
  historyPage = 1,
): Promise<PointMall> {
  const reader = member ?? guest
  const [status, config, rewards, mine] = await Promise.all([
    getSiteStatus(guest),
    pointConfig(guest),
    pointRewards(reader),
    member
      ? Promise.all([pointBalance(member), redemptions(member, historyPage)]).then(([points, history]) => ({
          points,
          history,
        }))
      : Promise.resolve(null),
  ])
  return { currency: status.currency, config, rewards, member: mine }
}

// A call behind the password check: encrypted, a money call (never repeated).
function spend<S extends z.ZodType>(ctx: UpstreamContext, call: string, json: object, schema: S) {
  return upstream(ctx, {
    method: 'POST',
    path: `/wps/relay/passwordCheck/${call}`,
    auth: 'required',
    kind: 'money',
    encrypt: true,
    json,
    schema,
  })
}

export function redeemReward(
  ctx: UpstreamContext,
  input: { rewardId: string; password: string; requestId: string },
): Promise<RedeemDone> {
  return spend(ctx, 'MCS2_redeemPointReward', input, RedeemSchema)
}

export function convertPoints(
  ctx: UpstreamContext,
  input: { points: number; password: string; requestId: string },
): Promise<ConvertDone> {
  return spend(ctx, 'MCS2_convertPoint', input, ConvertSchema)
}
