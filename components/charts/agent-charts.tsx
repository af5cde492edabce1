import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Range } from '@/lib/member/ranges'
import { labelsOf } from '@/components/shell/labels'
import { CONTRACT_KINDS } from '@/lib/agent/schemas'
import type { AgentReport } from '@/lib/agent/reports'
import type { LineSeries } from '@/lib/charts/geometry'
import { readGrowthChart, readIncomeChart, readTeamBetsChart } from '@/lib/charts/data'
import { CHART_WEEKS } from '@/lib/charts/periods'
import { EVERY_GAME_CATEGORY } from '@/lib/types'
import { formatMinor } from '@/lib/money'
import type { Currency } from '@/lib/types'
import type { UpstreamContext } from '@/lib/upstream/client'
import { SeriesChart, formatCount } from './series-chart'

// The agent's charts, each with the period before the chosen one as a dashed comparison line: income per
// day by contract (my income), the team's valid bets per day by game category (team betting, for the
// whole team: not while one member or a search is shown), new and active members per week (overview).

type Props = { ctx: UpstreamContext; localeTag: string }

const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
const money = (localeTag: string, currency: Currency | null) => (value: number) =>
  currency ? formatMinor(value, currency, localeTag) : ''

// The report page's chart, for the reports that have one.
// What a report chart reads of its page's address: the named period, the type filter, the member opened
// and the search.
export type ChartState = { range: Range; type: string; member: string; q: string }

export function ReportChart({ name, state, ...props }: Props & { name: AgentReport; state: ChartState }) {
  if (name === 'myIncome') return <IncomeChart {...props} state={state} />
  if (name === 'teamBetting' && !state.member && !state.q) return <TeamBetsChart {...props} state={state} />
  return null
}

async function IncomeChart({ ctx, localeTag, state }: Props & { state: ChartState }) {
  const [t, pay, read] = await Promise.all([
    getTranslations('Charts'),
    labelsOf('AgentPay'),
    readIncomeChart(ctx, state.range),
  ])
  const kinds = CONTRACT_KINDS.filter((kind) => state.type === 'all' || state.type === kind)
  return (
    <SeriesChart
      id="income-chart"
      title={t('incomeTitle')}
      kind="day"
      localeTag={localeTag}
      read={read}
      draw={(rows, before, currency) => ({
        description: t('incomeDescription', { currency: currency?.code ?? '' }),
        bars: kinds.map((kind) => ({
          key: kind,
          name: pay[`kind_${kind}`],
          values: rows.map((row) => row[kind]),
          tone: CONTRACT_KINDS.indexOf(kind),
        })),
        lines: [
          previousLine(
            t('previousTotal'),
            before.map((row) => sumOf(kinds.map((kind) => row[kind]))),
          ),
        ],
        format: money(localeTag, currency),
        currency: currency ?? undefined,
      })}
    />
  )
}

const previousLine = (name: string, values: number[]): LineSeries => ({
  key: 'previous',
  name,
  values,
  tone: 9,
  dashed: true,
})

async function TeamBetsChart({ ctx, localeTag, state }: Props & { state: ChartState }) {
  const [t, pay, categories, read] = await Promise.all([
    getTranslations('Charts'),
    labelsOf('AgentPay'),
    labelsOf('Categories'),
    readTeamBetsChart(ctx, state.range),
  ])
  const order: string[] = [...EVERY_GAME_CATEGORY, 'OTHER']
  return (
    <SeriesChart
      id="team-bets-chart"
      title={t('teamBetsTitle')}
      kind="day"
      localeTag={localeTag}
      read={read}
      draw={(rows, before, currency) => {
        const seen = new Set(rows.flatMap((row) => Object.keys(row.categories)))
        const shown = [...order.filter((c) => seen.has(c)), ...[...seen].filter((c) => !order.includes(c))]
        return {
          description: t('teamBetsDescription', { currency: currency?.code ?? '' }),
          bars: shown.map((category) => ({
            key: category,
            name: categories[category as keyof typeof categories] ?? pay.category_OTHER,
            values: rows.map((row) => row.categories[category] ?? 0),
            tone: Math.min(10, order.indexOf(category) < 0 ? 10 : order.indexOf(category) + 1),
          })),
          lines: [
            previousLine(
              t('previousTotal'),
              before.map((row) => sumOf(Object.values(row.categories))),
            ),
          ],
          format: money(localeTag, currency),
          currency: currency ?? undefined,
        }
      }}
    />
  )
}

export async function GrowthChart({ ctx, localeTag }: Props) {
  const [t, read] = await Promise.all([getTranslations('Charts'), readGrowthChart(ctx)])
  return (
    <SeriesChart
      id="growth-chart"
      title={t('growthTitle')}
      kind="week"
      localeTag={localeTag}
      read={read}
      draw={(rows, before) => ({
        description: t('growthDescription', { weeks: CHART_WEEKS }),
        bars: [{ key: 'new', name: t('newMembers'), values: rows.map((row) => row.newMembers), tone: 0 }],
        lines: [
          { key: 'active', name: t('activePlayers'), values: rows.map((row) => row.activePlayers), tone: 1 },
          {
            ...previousLine(
              t('previousNew'),
              before.map((row) => row.newMembers),
            ),
            key: 'previousNew',
            tone: 3,
          },
          {
            ...previousLine(
              t('previousActive'),
              before.map((row) => row.activePlayers),
            ),
            key: 'previousActive',
          },
        ],
        format: (value) => formatCount(value, localeTag),
      })}
    />
  )
}
