import 'server-only'
import { z } from 'zod'
import type { Currency } from '@/lib/types'
import { upstream, type UpstreamContext } from './client'
import { count, CurrencySchema, minor } from './fields'

// The figures per day or week behind the centres' charts (docs/platform.md, "Series for charts"). Each
// call sends the buckets' bounds (instants of the member's own midnights) and answers one row per bucket,
// counted as the matching report counts a period. Amounts in minor units.

export type SeriesAnswer<Row> = { rows: Row[]; currency: Currency | null }

async function series<S extends z.ZodType>(
  ctx: UpstreamContext,
  name: string,
  bounds: readonly number[],
  row: S,
): Promise<SeriesAnswer<z.infer<S>>> {
  const v = await upstream(ctx, {
    path: `/wps/relay/${name}`,
    query: { bounds: bounds.join(',') },
    auth: 'required',
    schema: z.object({ buckets: z.array(row), currency: CurrencySchema.nullish() }),
  })
  if (v.buckets.length !== bounds.length - 1) throw new Error(`${name}: one row per bucket expected`)
  return { rows: v.buckets, currency: v.currency ?? null }
}

export const profitSeries = (ctx: UpstreamContext, bounds: readonly number[]) =>
  series(ctx, 'ODSFE2_profitSeries', bounds, z.object({ netMinor: minor }))

export const balanceSeries = (ctx: UpstreamContext, bounds: readonly number[]) =>
  series(ctx, 'ODSFE2_balanceSeries', bounds, z.object({ balanceMinor: minor }))

export const pointSeries = (ctx: UpstreamContext, bounds: readonly number[]) =>
  series(ctx, 'MCS2_pointSeries', bounds, z.object({ points: count }))

export const incomeSeries = (ctx: UpstreamContext, bounds: readonly number[]) =>
  series(
    ctx,
    'AGENT_incomeSeries',
    bounds,
    z.object({ dividend: count, daily: count, hourly: count, realtime: count }),
  )

export const teamBetSeries = (ctx: UpstreamContext, bounds: readonly number[]) =>
  series(ctx, 'AGENT_teamBetSeries', bounds, z.object({ categories: z.record(z.string().max(16), count) }))

export const growthSeries = (ctx: UpstreamContext, bounds: readonly number[]) =>
  series(ctx, 'AGENT_growthSeries', bounds, z.object({ newMembers: count, activePlayers: count }))
