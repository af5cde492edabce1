import 'server-only'
import type { ProfitPeriod } from '@/lib/funds/periods'
import { recordZone } from '@/lib/records/read'
import type { Range } from '@/lib/member/ranges'
import type { Currency } from '@/lib/types'
import type { UpstreamContext } from '@/lib/upstream/client'
import {
  balanceSeries,
  growthSeries,
  incomeSeries,
  pointSeries,
  profitSeries,
  teamBetSeries,
  type SeriesAnswer,
} from '@/lib/upstream/series'
import { profitBuckets, rangeBuckets, splitPrevious, weekBuckets, type Buckets } from './periods'

// What the centres' charts read, on the server: the member's zone as the page's records count it (the `tz`
// cookie; without it the tenant's zone, which the page names), the buckets of the page's period, and one
// read of the platform's series for them, with the period before the chosen one where the chart compares.

export type ChartRead<Row> =
  // The page's period has no buckets (dates the page refuses): no chart.
  | null
  // The platform could not be read: the chart says so.
  | 'failed'
  | { buckets: Buckets; rows: Row[]; before: Row[]; currency: Currency | null }

async function readChart<Row>(
  ctx: UpstreamContext,
  bucketsOf: (zone: string, now: number) => Buckets | null,
  series: (ctx: UpstreamContext, bounds: readonly number[]) => Promise<SeriesAnswer<Row>>,
  previous = false,
): Promise<ChartRead<Row>> {
  const { zone } = await recordZone(ctx)
  const all = bucketsOf(zone, Date.now())
  if (!all) return null
  const answer = await series(ctx, all.bounds).catch(() => null)
  if (!answer) return 'failed'
  const half = previous ? all.days.length / 2 : 0
  return {
    buckets: previous ? splitPrevious(all).current : all,
    rows: answer.rows.slice(half),
    before: answer.rows.slice(0, half),
    currency: answer.currency,
  }
}

type Custom = { first: string; last: string }

export const readProfitChart = (ctx: UpstreamContext, period: ProfitPeriod, custom: Custom) =>
  readChart(ctx, (zone, now) => profitBuckets(zone, now, period, custom), profitSeries)

export const readBalanceChart = (ctx: UpstreamContext, range: Range) =>
  readChart(ctx, (zone, now) => rangeBuckets(zone, now, range), balanceSeries)

export const readPointsChart = (ctx: UpstreamContext) =>
  readChart(ctx, (zone, now) => weekBuckets(zone, now), pointSeries)

export const readIncomeChart = (ctx: UpstreamContext, range: Range) =>
  readChart(ctx, (zone, now) => rangeBuckets(zone, now, range, true), incomeSeries, true)

export const readTeamBetsChart = (ctx: UpstreamContext, range: Range) =>
  readChart(ctx, (zone, now) => rangeBuckets(zone, now, range, true), teamBetSeries, true)

export const readGrowthChart = (ctx: UpstreamContext) =>
  readChart(ctx, (zone, now) => weekBuckets(zone, now, true), growthSeries, true)
