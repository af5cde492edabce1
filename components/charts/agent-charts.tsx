import 'server-only'
import type { Range } from '@/lib/member/ranges'
import { labelsOf } from '@/components/shell/labels'
import { CONTRACT_KINDS } from '@/lib/agent/schemas'
import type { AgentReport } from '@/lib/agent/reports'
import type { LineSeries } from '@/lib/charts/geometry'
import { readGrowthChart, readIncomeChart, readTeamBetsChart } from '@/lib/charts/data'
import { EVERY_GAME_CATEGORY } from '@/lib/types'
import type { UpstreamContext } from '@/lib/upstream/client'
import { defineChart } from './series-chart'

// The agent's charts, each with the period before the chosen one as a dashed comparison line: income per
// day by contract (my income), the team's valid bets per day by game category (team betting, for the
// whole team: not while one member or a search is shown), new and active members per week (overview).

const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

const previousLine = (key: string, name: string, values: number[], tone = 9): LineSeries => ({
  key,
  name,
  values,
  tone,
  dashed: true,
})

// What a report chart reads of its page's address: the named period, the type filter, the member opened
// and the search.
export type ChartState = { range: Range; type: string; member: string; q: string }

type Args = { state: ChartState }

const IncomeChart = defineChart({
  name: 'income',
  kind: 'day',
  unit: 'money',
  read: (ctx, { state }: Args) => readIncomeChart(ctx, state.range),
  draw: async ({ rows, before, t, args: { state } }) => {
    const pay = await labelsOf('AgentPay')
    const kinds = CONTRACT_KINDS.filter((kind) => state.type === 'all' || state.type === kind)
    const totals = before.map((row) => sumOf(kinds.map((kind) => row[kind])))
    return {
      bars: kinds.map((kind) => ({
        key: kind,
        name: pay[`kind_${kind}`],
        values: rows.map((row) => row[kind]),
        tone: CONTRACT_KINDS.indexOf(kind),
      })),
      lines: [previousLine('previous', t('previousTotal'), totals)],
    }
  },
})

const CATEGORY_ORDER: string[] = [...EVERY_GAME_CATEGORY, 'OTHER']

const TeamBetsChart = defineChart({
  name: 'teamBets',
  kind: 'day',
  unit: 'money',
  read: (ctx, { state }: Args) => readTeamBetsChart(ctx, state.range),
  draw: async ({ rows, before, t }) => {
    const [pay, categories] = await Promise.all([labelsOf('AgentPay'), labelsOf('Categories')])
    const seen = new Set(rows.flatMap((row) => Object.keys(row.categories)))
    const shown = [
      ...CATEGORY_ORDER.filter((c) => seen.has(c)),
      ...[...seen].filter((c) => !CATEGORY_ORDER.includes(c)),
    ]
    const totals = before.map((row) => sumOf(Object.values(row.categories)))
    return {
      bars: shown.map((category) => {
        const place = CATEGORY_ORDER.indexOf(category)
        return {
          key: category,
          name: categories[category as keyof typeof categories] ?? pay.category_OTHER,
          values: rows.map((row) => row.categories[category] ?? 0),
          tone: place < 0 ? 10 : Math.min(10, place + 1),
        }
      }),
      lines: [previousLine('previous', t('previousTotal'), totals)],
    }
  },
})

// The report page's chart, for the reports that have one.
export function ReportChart({
  name,
  state,
  ...props
}: {
  ctx: UpstreamContext
  localeTag: string
  name: AgentReport
  state: ChartState
}) {
  if (name === 'myIncome') return <IncomeChart {...props} state={state} />
  if (name === 'teamBetting' && !state.member && !state.q) return <TeamBetsChart {...props} state={state} />
  return null
}

export const GrowthChart = defineChart({
  name: 'growth',
  kind: 'week',
  unit: 'count',
  read: (ctx) => readGrowthChart(ctx),
  draw: ({ rows, before, t }) => ({
    bars: [{ key: 'new', name: t('newMembers'), values: rows.map((row) => row.newMembers), tone: 0 }],
    lines: [
      { key: 'active', name: t('activePlayers'), values: rows.map((row) => row.activePlayers), tone: 1 },
      previousLine(
        'previousNew',
        t('previousNew'),
        before.map((row) => row.newMembers),
        3,
      ),
      previousLine(
        'previousActive',
        t('previousActive'),
        before.map((row) => row.activePlayers),
      ),
    ],
  }),
})
