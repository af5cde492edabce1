import type { CSSProperties } from 'react'
import { TIP, chartGeometry, tipBox, type ChartData, type Frame } from '@/lib/charts/geometry'
import styles from './chart.module.css'

// The drawing of a chart: the value axis with its grid, the bars, the lines and one point per bucket. A
// point is a focusable part of the SVG named by its bucket's values; focused or hovered, it shows them in
// a box above the plot (CSS only, no script).

export type PointText = (index: number) => string[]

// The colour of a series: its tone of the chart's palette (chart.module.css, `--tone-0` to `--tone-10`).
export const toneOf = (tone: number): CSSProperties => ({ ['--tone' as string]: `var(--tone-${tone})` })

export function ChartSvg({
  data,
  axis,
  point,
  titleId,
  descriptionId,
  frame,
  className,
}: {
  frame: Frame
  className: string | undefined
  data: ChartData
  // A value axis tick as text (short: compact numbers).
  axis: (value: number) => string
  // The lines of a bucket's box: its date, then each series' value.
  point: PointText
  titleId: string
  descriptionId: string
}) {
  const geometry = chartGeometry(data, frame)
  const plotRight = frame.width - frame.right
  const plotBottom = frame.height - frame.bottom
  return (
    <svg
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      className={className}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <g aria-hidden="true">
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={frame.left}
              x2={plotRight}
              y1={tick.y}
              y2={tick.y}
              className={tick.value === 0 ? styles.zero : styles.grid}
            />
            <text
              x={frame.left - 4}
              y={tick.y}
              className={styles.tick}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {axis(tick.value)}
            </text>
          </g>
        ))}
        {geometry.bands.map((band) =>
          band.bars.map((bar) => (
            <rect
              key={`${band.index}-${bar.key}`}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              className={styles.bar}
              style={toneOf(bar.tone)}
              data-down={bar.down || undefined}
            />
          )),
        )}
        {geometry.lines.map((line) => (
          <path
            key={line.key}
            d={line.path}
            className={line.dashed ? styles.dashed : styles.line}
            style={toneOf(line.tone)}
          />
        ))}
        {geometry.labels.map((label) => (
          <text key={label.index} x={label.x} y={plotBottom + 16} className={styles.tick} textAnchor="middle">
            {label.text}
          </text>
        ))}
      </g>
      {geometry.bands.map((band) => {
        const lines = point(band.index)
        const box = tipBox(band.cx, lines, frame)
        const text = lines.join('; ')
        return (
          <g
            key={band.index}
            className={styles.point}
            tabIndex={0}
            role="img"
            aria-label={text}
            data-bucket={band.index}
          >
            <title>{text}</title>
            <rect
              x={band.x}
              y={frame.top}
              width={band.width}
              height={plotBottom - frame.top}
              className={styles.hit}
            />
            {geometry.lines.map((line) => {
              const at = line.points[band.index]
              return at ? (
                <circle
                  key={line.key}
                  cx={at.x}
                  cy={at.y}
                  r={2.5}
                  className={styles.dot}
                  style={toneOf(line.tone)}
                />
              ) : null
            })}
            <g className={styles.tip} aria-hidden="true">
              <rect
                x={box.x}
                y={box.y}
                width={box.width}
                height={box.height}
                rx={4}
                className={styles.tipBox}
              />
              {lines.map((line, i) => (
                <text
                  key={i}
                  x={box.x + TIP.pad}
                  y={box.y + TIP.pad / 2 + (i + 1) * TIP.line - 3}
                  className={i === 0 ? styles.tipHead : styles.tipText}
                >
                  {line}
                </text>
              ))}
            </g>
          </g>
        )
      })}
    </svg>
  )
}
