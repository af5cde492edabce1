import 'server-only'
import { cumulative } from '@/lib/charts/format'
import { readBalanceChart, readPointsChart, readProfitChart } from '@/lib/charts/data'
import type { ProfitPeriod } from '@/lib/funds/periods'
import type { Range } from '@/lib/member/ranges'
import { defineChart } from './series-chart'

// The member's charts: profit and loss per day on the P&L page, the balance at the end of each day on
// the account record, the points earned per week in the point mall. Each takes the period its page shows.

export const ProfitChart = defineChart({
  name: 'profit',
  kind: 'day',
  unit: 'signedMoney',
  read: (ctx, { period, first, last }: { period: ProfitPeriod; first: string; last: string }) =>
    readProfitChart(ctx, period, { first, last }),
  draw: ({ rows, t }) => {
    const net = rows.map((row) => row.netMinor)
    return {
      bars: [{ key: 'net', name: t('net'), values: net, tone: 0 }],
      lines: [{ key: 'cumulative', name: t('cumulative'), values: cumulative(net), tone: 1 }],
    }
  },
})

export const BalanceChart = defineChart({
  name: 'balance',
  kind: 'day',
  unit: 'money',
  read: (ctx, { range }: { range: Range }) => readBalanceChart(ctx, range),
  draw: ({ rows, t }) => ({
    bars: [],
    lines: [{ key: 'balance', name: t('balance'), values: rows.map((row) => row.balanceMinor), tone: 0 }],
    totals: false,
  }),
})

export const PointsChart = defineChart({
  name: 'points',
  kind: 'week',
  unit: 'count',
  read: (ctx) => readPointsChart(ctx),
  draw: ({ rows, t }) => ({
    bars: [{ key: 'points', name: t('points'), values: rows.map((row) => row.points), tone: 0 }],
    lines: [],
  }),
})
