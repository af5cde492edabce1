import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { ChartRead } from '@/lib/charts/data'
import type { LineSeries, Series } from '@/lib/charts/geometry'
import { axisNumber, bucketLabels } from '@/lib/charts/format'
import { CHART_WEEKS } from '@/lib/charts/periods'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import type { Currency } from '@/lib/types'
import type { UpstreamContext } from '@/lib/upstream/client'
import { Chart } from './chart'
import styles from './chart.module.css'

// One definition of a chart of the platform's series (lib/charts/data.ts): its name (which gives its id and
// its title and description in the `Charts` messages), its buckets (days or weeks), the unit of its values,
// how it reads and what it draws of the rows (and of the rows of the period before, where it compares).
// The chart it makes shows nothing where the page's period has no buckets, a note in place of the chart
// when the read failed, else the drawing.

type ChartTexts = Awaited<ReturnType<typeof getTranslations<'Charts'>>>

export type ChartName = 'profit' | 'balance' | 'points' | 'income' | 'teamBets' | 'growth'

// Money in the currency of the read (signed: with its sign, for a net result) or a count.
type Unit = 'money' | 'signedMoney' | 'count'

export type Drawing = { bars: Series[]; lines: LineSeries[]; totals?: boolean }

type Definition<Row, Args> = {
  name: ChartName
  kind: 'day' | 'week'
  unit: Unit
  read: (ctx: UpstreamContext, args: Args) => Promise<ChartRead<Row>>
  draw: (drawn: { rows: Row[]; before: Row[]; t: ChartTexts; args: Args }) => Drawing | Promise<Drawing>
}

type ChartProps = { ctx: UpstreamContext; localeTag: string }

export function defineChart<Row, Args extends object = object>({
  name,
  kind,
  unit,
  read,
  draw,
}: Definition<Row, Args>) {
  const id = `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-chart`
  return async function DefinedChart({ ctx, localeTag, ...rest }: ChartProps & Args) {
    const args = rest as unknown as Args
    const [t, answer] = await Promise.all([getTranslations('Charts'), read(ctx, args)])
    if (!answer) return null
    const title = t(`${name}Title`)
    if (answer === 'failed') {
      return (
        <figure className={styles.chart} data-chart={id}>
          <figcaption className={styles.title}>{title}</figcaption>
          <p className={styles.empty} role="status">
            {t('loadFailed')}
          </p>
        </figure>
      )
    }
    const { currency } = answer
    const drawing = await draw({ rows: answer.rows, before: answer.before, t, args })
    const axisCurrency = unit === 'count' ? undefined : (currency ?? undefined)
    return (
      <Chart
        id={id}
        title={title}
        description={t(`${name}Description`, { currency: currency?.code ?? '', weeks: CHART_WEEKS })}
        data={{ ...bucketLabels(answer.buckets, localeTag, kind), bars: drawing.bars, lines: drawing.lines }}
        format={valueFormat(unit, localeTag, currency)}
        axis={(value) => axisNumber(value, localeTag, axisCurrency)}
        texts={{
          bucket: kind === 'day' ? t('bucketDay') : t('bucketWeek'),
          total: t('total'),
          notEnough: t('notEnough'),
        }}
        totals={drawing.totals}
      />
    )
  }
}

function valueFormat(unit: Unit, localeTag: string, currency: Currency | null): (value: number) => string {
  if (unit === 'count') return (value) => formatCount(value, localeTag)
  if (!currency) return () => ''
  if (unit === 'signedMoney') return (value) => formatSignedMinor(value, currency, localeTag)
  return (value) => formatMinor(value, currency, localeTag)
}

const counts = new Map<string, Intl.NumberFormat>()

// A count in the page's language.
export function formatCount(value: number, localeTag: string): string {
  let format = counts.get(localeTag)
  if (!format) {
    format = new Intl.NumberFormat(localeTag)
    counts.set(localeTag, format)
  }
  return format.format(value)
}
