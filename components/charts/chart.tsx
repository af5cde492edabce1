import {
  NARROW,
  WIDE,
  hasEnoughData,
  type ChartData,
  type LineSeries,
  type Series,
} from '@/lib/charts/geometry'
import { ChartSvg, toneOf } from './chart-svg'
import styles from './chart.module.css'

export type ChartTexts = {
  // The column of the buckets in the data table ("Day", "Week").
  bucket: string
  total: string
  notEnough: string
}

// A chart of the centres, drawn on the server: its title and what it shows, the SVG with a point per day
// or week that a keyboard reaches, a legend, and the same figures as a table for screen readers. With
// fewer than two buckets, or nothing but zero, it says there is not enough data yet instead of drawing an
// empty axis.
export function Chart({
  id,
  title,
  description,
  data,
  format,
  axis,
  texts,
  totals = true,
}: {
  id: string
  title: string
  description: string
  data: ChartData
  // A value in full (money with its currency, a count) for the table and the points.
  format: (value: number, series: Series) => string
  axis: (value: number) => string
  texts: ChartTexts
  // Whether the bars add up to a total row (a running figure does not).
  totals?: boolean
}) {
  const titleId = `${id}-title`
  const descriptionId = `${id}-description`
  const series: (Series | LineSeries)[] = [...data.bars, ...data.lines]
  const cell = (s: Series, i: number) => {
    const value = s.values[i]
    return value === null || value === undefined ? '–' : format(value, s)
  }
  const point = (i: number) => [data.names[i] as string, ...series.map((s) => `${s.name}: ${cell(s, i)}`)]
  const sum = (s: Series) => s.values.reduce<number>((total, value) => total + (value ?? 0), 0)

  return (
    <figure className={styles.chart} aria-labelledby={titleId} data-chart={id}>
      <figcaption className={styles.caption}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      </figcaption>
      {hasEnoughData(data) ? (
        <>
          {/* One drawing for a phone's width and one for wider containers; CSS shows one of them. */}
          {[
            { frame: NARROW, className: styles.narrow },
            { frame: WIDE, className: styles.wide },
          ].map(({ frame, className }) => (
            <ChartSvg
              key={frame.width}
              frame={frame}
              className={className}
              data={data}
              axis={axis}
              point={point}
              titleId={titleId}
              descriptionId={descriptionId}
            />
          ))}
          <ul className={styles.legend} aria-hidden="true">
            {series.map((s) => (
              <li key={s.key}>
                <svg viewBox="0 0 16 10" className={styles.swatch}>
                  {data.bars.includes(s) ? (
                    <rect width="16" height="10" rx="2" className={styles.bar} style={toneOf(s.tone)} />
                  ) : (
                    <line
                      x1="0"
                      x2="16"
                      y1="5"
                      y2="5"
                      className={'dashed' in s && s.dashed ? styles.dashed : styles.line}
                      style={toneOf(s.tone)}
                    />
                  )}
                </svg>
                {s.name}
              </li>
            ))}
          </ul>
          <table className="visually-hidden">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.bucket}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.names.map((name, i) => (
                <tr key={i}>
                  <th scope="row">{name}</th>
                  {series.map((s) => (
                    <td key={s.key}>{cell(s, i)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            {totals && data.bars.length > 0 && (
              <tfoot>
                <tr>
                  <th scope="row">{texts.total}</th>
                  {series.map((s) => (
                    <td key={s.key}>{data.bars.includes(s) ? format(sum(s), s) : ''}</td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </>
      ) : (
        <p className={styles.empty} data-testid={`${id}-empty`}>
          {texts.notEnough}
        </p>
      )}
    </figure>
  )
}
