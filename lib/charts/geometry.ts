// The geometry of the centres' charts, worked out on the server: a value scale with round ticks, one band
// per day or week, stacked bars (gains up, losses down from zero) and lines through the bands' centres.
// Everything is in the units of the SVG's viewBox; the component only draws what this answers.

export type Series = {
  key: string
  name: string
  // One value per bucket; a line may leave a bucket out (null), which breaks it there.
  values: readonly (number | null)[]
  // The colour: an index into the chart palette (components/charts/chart.module.css).
  tone: number
}

export type LineSeries = Series & { dashed?: boolean }

export type ChartData = {
  // A short label per bucket for the axis, and a full one for the table and the points.
  labels: readonly string[]
  names: readonly string[]
  bars: readonly Series[]
  lines: readonly LineSeries[]
}

// The drawing's frame in viewBox units: about as wide as it is shown, so its text reads at its own size.
// A phone gets the narrow one and labels fewer days; a wider container the wide one.
export type Frame = {
  width: number
  height: number
  top: number
  right: number
  bottom: number
  left: number
  // About how many buckets get an axis label.
  labels: number
}
export const NARROW: Frame = { width: 320, height: 210, top: 12, right: 8, bottom: 26, left: 42, labels: 4 }
export const WIDE: Frame = { width: 560, height: 260, top: 12, right: 8, bottom: 26, left: 46, labels: 8 }
export const FRAME = NARROW

// The round step (1, 2 or 5 times a power of ten) that cuts `span` into about `count` parts; at least 1
// for whole numbers (counts and minor units are never split).
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1
  const raw = span / Math.max(1, count)
  const power = 10 ** Math.floor(Math.log10(raw))
  const fraction = raw / power
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
  return Math.max(1, nice * power)
}

// The value axis: round ticks from at or below the lowest value to at or above the highest, always
// through zero. All zero (or nothing) is 0 to 1, so the axis never collapses.
export function valueTicks(values: readonly number[], count = 4): number[] {
  const low = Math.min(0, ...values)
  const high = Math.max(0, ...values)
  if (low === 0 && high === 0) return [0, 1]
  const step = niceStep(high - low, count)
  const first = Math.floor(low / step) * step
  const last = Math.ceil(high / step) * step
  const ticks: number[] = []
  for (let i = 0; first + i * step <= last; i += 1) ticks.push(first + i * step)
  return ticks
}

// A linear map from [d0, d1] onto [r0, r1]; an empty domain maps everything to r0.
export function linear(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  const span = d1 - d0
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0))
}

const round = (n: number) => Math.round(n * 100) / 100

// An SVG path through the points; a missing point (null) lifts the pen.
export function linePath(points: readonly ({ x: number; y: number } | null)[]): string {
  let path = ''
  let down = false
  for (const point of points) {
    if (!point) {
      down = false
      continue
    }
    path += `${path ? ' ' : ''}${down ? 'L' : 'M'}${round(point.x)} ${round(point.y)}`
    down = true
  }
  return path
}

// Stacked segments of one bucket: positive values pile up from zero, negative ones down from it, in the
// series' order. Each segment is [start, end] in values.
export function stack(values: readonly number[]): [number, number][] {
  let up = 0
  let down = 0
  return values.map((value) => {
    if (value >= 0) {
      const segment: [number, number] = [up, up + value]
      up += value
      return segment
    }
    const segment: [number, number] = [down, down + value]
    down += value
    return segment
  })
}

// Which buckets get an axis label: about `most` of them, evenly, always the first and the last.
export function labelledBuckets(count: number, most = 6): number[] {
  if (count <= 0) return []
  const every = Math.max(1, Math.ceil(count / most))
  const picked = Array.from({ length: count }, (_, i) => i).filter((i) => i % every === 0)
  const last = count - 1
  if (picked.at(-1) !== last) {
    if (picked.length > 1 && last - (picked.at(-1) as number) < every / 2) picked.pop()
    picked.push(last)
  }
  return picked
}

// Whether the series can make a chart: at least two buckets and something other than zero in them.
export function hasEnoughData(data: ChartData): boolean {
  if (data.labels.length < 2) return false
  return [...data.bars, ...data.lines].some((series) => series.values.some((v) => v !== null && v !== 0))
}

export type Geometry = {
  ticks: { value: number; y: number }[]
  zeroY: number
  bands: {
    index: number
    x: number
    width: number
    cx: number
    bars: { key: string; tone: number; x: number; y: number; width: number; height: number; down: boolean }[]
  }[]
  lines: {
    key: string
    tone: number
    dashed: boolean
    path: string
    points: ({ x: number; y: number } | null)[]
  }[]
  labels: { index: number; x: number; text: string }[]
}

export function chartGeometry(data: ChartData, frame: Frame = FRAME): Geometry {
  const count = data.labels.length
  const plot = {
    x0: frame.left,
    x1: frame.width - frame.right,
    y0: frame.top,
    y1: frame.height - frame.bottom,
  }
  const stacks = Array.from({ length: count }, (_, i) => stack(data.bars.map((s) => s.values[i] ?? 0)))
  const extents = [
    ...stacks.flatMap((segments) => segments.flatMap(([a, b]) => [a, b])),
    ...data.lines.flatMap((s) => s.values.filter((v): v is number => v !== null)),
  ]
  const ticks = valueTicks(extents)
  const y = linear(ticks[0] as number, ticks.at(-1) as number, plot.y1, plot.y0)
  const band = count > 0 ? (plot.x1 - plot.x0) / count : 0
  const barWidth = band * 0.7
  const bands = Array.from({ length: count }, (_, index) => {
    const x = plot.x0 + index * band
    return {
      index,
      x: round(x),
      width: round(band),
      cx: round(x + band / 2),
      bars: data.bars.flatMap((series, s) => {
        const [a, b] = (stacks[index] as [number, number][])[s] as [number, number]
        if (a === b) return []
        // At least a pixel high, grown away from the stack's base so it never crosses zero.
        const height = Math.max(1, Math.abs(y(a) - y(b)))
        const top = b > a ? y(a) - height : y(a)
        return [
          {
            key: series.key,
            tone: series.tone,
            y: round(top),
            height: round(height),
            down: b < a,
            x: round(x + (band - barWidth) / 2),
            width: round(barWidth),
          },
        ]
      }),
    }
  })
  const lines = data.lines.map((series) => {
    const points = series.values.map((value, i) =>
      value === null || i >= count ? null : { x: round(plot.x0 + (i + 0.5) * band), y: round(y(value)) },
    )
    return { key: series.key, tone: series.tone, dashed: !!series.dashed, path: linePath(points), points }
  })
  return {
    ticks: ticks.map((value) => ({ value, y: round(y(value)) })),
    zeroY: round(y(0)),
    bands,
    lines,
    labels: labelledBuckets(count, frame.labels).map((index) => ({
      index,
      x: round(plot.x0 + (index + 0.5) * band),
      text: data.labels[index] as string,
    })),
  }
}

// About how wide a line of text is at `size`: CJK and other wide characters take a full em, Latin, Thai
// and Vietnamese about six tenths of one (an SVG cannot measure text on the server).
export function textWidth(text: string, size: number): number {
  let ems = 0
  for (const char of text)
    ems +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        char,
      )
        ? 1
        : 0.6
  return ems * size
}

export const TIP = { size: 10, line: 13, pad: 6 } as const

// Where a point's value box goes: above the plot's top, centred on the point's band and kept inside the
// frame, as wide as its longest line.
export function tipBox(cx: number, lines: readonly string[], frame: Frame = FRAME) {
  const width = Math.min(
    frame.width,
    Math.max(...lines.map((line) => textWidth(line, TIP.size))) + 2 * TIP.pad,
  )
  const height = lines.length * TIP.line + TIP.pad
  const x = Math.min(Math.max(0, cx - width / 2), frame.width - width)
  return { x: round(x), y: 0, width: round(width), height }
}
