import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { ChartRead } from '@/lib/charts/data'
import type { LineSeries, Series } from '@/lib/charts/geometry'
import { axisNumber, bucketLabels } from '@/lib/charts/format'
import type { Currency } from '@/lib/types'
import { Chart } from './chart'
import styles from './chart.module.css'

// A chart of the platform's series (lib/charts/data.ts): nothing where the page's period has no
// buckets, a refresh once the browser has told its zone where it had not yet, a note in place of the chart
// when the read failed, else the chart `draw` makes of the rows (and of the rows of the period before,
// where the chart compares).

export type Drawing = {
  description: string
  bars: Series[]
  lines: LineSeries[]
  format: (value: number, series: Series) => string
  // Minor units of this currency on the axis; none: counts.
  currency?: Currency
  totals?: boolean
}

export async function SeriesChart<Row>({
  id,
  title,
  kind,
  localeTag,
  read,
  draw,
}: {
  id: string
  title: string
  kind: 'day' | 'week'
  localeTag: string
  read: ChartRead<Row>
  draw: (rows: Row[], before: Row[], currency: Currency | null) => Drawing
}) {
  if (!read) return null
  const t = await getTranslations('Charts')
  if (read === 'failed') {
    return (
      <figure className={styles.chart} data-chart={id}>
        <figcaption className={styles.title}>{title}</figcaption>
        <p className={styles.empty} role="status">
          {t('loadFailed')}
        </p>
      </figure>
    )
  }
  const drawing = draw(read.rows, read.before, read.currency)
  return (
    <Chart
      id={id}
      title={title}
      description={drawing.description}
      data={{ ...bucketLabels(read.buckets, localeTag, kind), bars: drawing.bars, lines: drawing.lines }}
      format={drawing.format}
      axis={(value) => axisNumber(value, localeTag, drawing.currency)}
      texts={{
        bucket: kind === 'day' ? t('bucketDay') : t('bucketWeek'),
        total: t('total'),
        notEnough: t('notEnough'),
      }}
      totals={drawing.totals}
    />
  )
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
