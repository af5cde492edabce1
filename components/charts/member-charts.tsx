import 'server-only'
import { getTranslations } from 'next-intl/server'
import { cumulative } from '@/lib/charts/format'
import { readBalanceChart, readPointsChart, readProfitChart } from '@/lib/charts/data'
import { CHART_WEEKS } from '@/lib/charts/periods'
import type { ProfitPeriod } from '@/lib/funds/periods'
import type { Range } from '@/lib/member/ranges'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import type { UpstreamContext } from '@/lib/upstream/client'
import { SeriesChart, formatCount } from './series-chart'

// The member's charts: profit and loss per day on the P&L page, the balance at the end of each day on
// the account record, the points earned per week in the point mall. Each takes the period its page shows.

type Props = { ctx: UpstreamContext; localeTag: string }

export async function ProfitChart({
  ctx,
  localeTag,
  period,
  first,
  last,
}: Props & { period: ProfitPeriod; first: string; last: string }) {
  const [t, read] = await Promise.all([
    getTranslations('Charts'),
    readProfitChart(ctx, period, { first, last }),
  ])
  return (
    <SeriesChart
      id="profit-chart"
      title={t('profitTitle')}
      kind="day"
      localeTag={localeTag}
      read={read}
      draw={(rows, _, currency) => {
        const net = rows.map((row) => row.netMinor)
        return {
          description: t('profitDescription', { currency: currency?.code ?? '' }),
          bars: [{ key: 'net', name: t('net'), values: net, tone: 0 }],
          lines: [{ key: 'cumulative', name: t('cumulative'), values: cumulative(net), tone: 1 }],
          format: (value) => (currency ? formatSignedMinor(value, currency, localeTag) : ''),
          currency: currency ?? undefined,
        }
      }}
    />
  )
}

export async function BalanceChart({ ctx, localeTag, range }: Props & { range: Range }) {
  const [t, read] = await Promise.all([getTranslations('Charts'), readBalanceChart(ctx, range)])
  return (
    <SeriesChart
      id="balance-chart"
      title={t('balanceTitle')}
      kind="day"
      localeTag={localeTag}
      read={read}
      draw={(rows, _, currency) => ({
        description: t('balanceDescription', { currency: currency?.code ?? '' }),
        bars: [],
        lines: [{ key: 'balance', name: t('balance'), values: rows.map((row) => row.balanceMinor), tone: 0 }],
        format: (value) => (currency ? formatMinor(value, currency, localeTag) : ''),
        currency: currency ?? undefined,
        totals: false,
      })}
    />
  )
}

export async function PointsChart({ ctx, localeTag }: Props) {
  const [t, read] = await Promise.all([getTranslations('Charts'), readPointsChart(ctx)])
  return (
    <SeriesChart
      id="points-chart"
      title={t('pointsTitle')}
      kind="week"
      localeTag={localeTag}
      read={read}
      draw={(rows) => ({
        description: t('pointsDescription', { weeks: CHART_WEEKS }),
        bars: [{ key: 'points', name: t('points'), values: rows.map((row) => row.points), tone: 0 }],
        lines: [],
        format: (value) => formatCount(value, localeTag),
      })}
    />
  )
}
