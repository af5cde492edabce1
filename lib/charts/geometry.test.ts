import {
  FRAME,
  chartGeometry,
  hasEnoughData,
  labelledBuckets,
  linePath,
  linear,
  niceStep,
  stack,
  textWidth,
  tipBox,
  valueTicks,
  type ChartData,
} from './geometry'

const plotTop = FRAME.top
const plotBottom = FRAME.height - FRAME.bottom

function data(bars: number[][], lines: (number | null)[][] = []): ChartData {
  const count = Math.max(bars[0]?.length ?? 0, lines[0]?.length ?? 0)
  const labels = Array.from({ length: count }, (_, i) => `d${i + 1}`)
  return {
    labels,
    names: labels,
    bars: bars.map((values, i) => ({ key: `b${i}`, name: `b${i}`, values, tone: i })),
    lines: lines.map((values, i) => ({ key: `l${i}`, name: `l${i}`, values, tone: i })),
  }
}

describe('niceStep and valueTicks', () => {
  it('cut a span into round steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(100, 4)).toBe(50)
    expect(niceStep(1_000, 4)).toBe(500)
    expect(niceStep(70, 4)).toBe(20)
    expect(niceStep(3, 4)).toBe(1)
    expect(niceStep(0, 4)).toBe(1)
  })

  it('run from at or below the lowest value to at or above the highest, through zero', () => {
    expect(valueTicks([10, 95])).toEqual([0, 50, 100])
    expect(valueTicks([-30, 70])).toEqual([-50, 0, 50, 100])
    expect(valueTicks([-3, 7])).toEqual([-5, 0, 5, 10])
    expect(valueTicks([-5, -120])).toEqual([-150, -100, -50, 0])
  })

  it('never collapse: nothing or all zero is 0 to 1', () => {
    expect(valueTicks([])).toEqual([0, 1])
    expect(valueTicks([0, 0, 0])).toEqual([0, 1])
  })

  it('stay whole and few for large values', () => {
    const ticks = valueTicks([987_654_321_012])
    expect(ticks[0]).toBe(0)
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(987_654_321_012)
    expect(ticks.length).toBeLessThanOrEqual(6)
    expect(ticks.every(Number.isSafeInteger)).toBe(true)
  })

  it('never split a unit for small counts', () => {
    expect(valueTicks([1])).toEqual([0, 1])
    expect(valueTicks([2])).toEqual([0, 1, 2])
  })
})

describe('linear, linePath and stack', () => {
  it('map a domain onto a range, upside down for SVG', () => {
    const y = linear(0, 100, 200, 0)
    expect(y(0)).toBe(200)
    expect(y(50)).toBe(100)
    expect(y(100)).toBe(0)
    expect(linear(5, 5, 10, 0)(5)).toBe(10)
  })

  it('draw a path through points and lift the pen at a gap', () => {
    expect(
      linePath([
        { x: 0, y: 1 },
        { x: 2.345, y: 3 },
      ]),
    ).toBe('M0 1 L2.35 3')
    expect(linePath([{ x: 0, y: 0 }, null, { x: 2, y: 2 }, { x: 3, y: 3 }])).toBe('M0 0 M2 2 L3 3')
    expect(linePath([])).toBe('')
  })

  it('pile gains up and losses down from zero', () => {
    expect(stack([3, -2, 4, -1])).toEqual([
      [0, 3],
      [0, -2],
      [3, 7],
      [-2, -3],
    ])
  })
})

describe('labelledBuckets', () => {
  it('labels all of a few buckets and about six of many, the first and the last always', () => {
    expect(labelledBuckets(0)).toEqual([])
    expect(labelledBuckets(1)).toEqual([0])
    expect(labelledBuckets(5)).toEqual([0, 1, 2, 3, 4])
    const many = labelledBuckets(30)
    expect(many[0]).toBe(0)
    expect(many.at(-1)).toBe(29)
    expect(many.length).toBeLessThanOrEqual(7)
  })
})

describe('hasEnoughData', () => {
  it('wants two buckets or more with something other than zero', () => {
    expect(hasEnoughData(data([[]]))).toBe(false)
    expect(hasEnoughData(data([[500]]))).toBe(false)
    expect(hasEnoughData(data([[0, 0, 0]], [[0, null, 0]]))).toBe(false)
    expect(hasEnoughData(data([[0, 0, 3]]))).toBe(true)
    expect(hasEnoughData(data([], [[null, -2]]))).toBe(true)
  })
})

describe('chartGeometry', () => {
  it('puts one band per bucket across the plot, bars inside their band', () => {
    const geometry = chartGeometry(data([[10, 20, 30, 40]]))
    expect(geometry.bands).toHaveLength(4)
    const width = (FRAME.width - FRAME.left - FRAME.right) / 4
    geometry.bands.forEach((band, i) => {
      expect(band.x).toBeCloseTo(FRAME.left + i * width, 1)
      const [bar] = band.bars
      expect(bar!.x).toBeGreaterThanOrEqual(band.x)
      expect(bar!.x + bar!.width).toBeLessThanOrEqual(band.x + band.width + 0.01)
    })
    // 40 is the tallest bar and sits on the axis's top tick (50 leaves room above it).
    expect(geometry.ticks.map((t) => t.value)).toEqual([0, 10, 20, 30, 40])
    expect(geometry.bands[3]!.bars[0]!.y).toBeCloseTo(plotTop, 1)
    expect(geometry.zeroY).toBeCloseTo(plotBottom, 1)
  })

  it('draws losses below the zero line and gains above it', () => {
    const geometry = chartGeometry(data([[-50, 100]]))
    const [loss, gain] = geometry.bands.map((band) => band.bars[0]!)
    expect(loss!.y).toBeCloseTo(geometry.zeroY, 1)
    expect(loss!.y + loss!.height).toBeGreaterThan(geometry.zeroY)
    expect(gain!.y + gain!.height).toBeCloseTo(geometry.zeroY, 1)
    expect(geometry.zeroY).toBeGreaterThan(plotTop)
    expect(geometry.zeroY).toBeLessThan(plotBottom)
  })

  it('stacks the series of a bucket and counts the stack, not each series, in the scale', () => {
    const geometry = chartGeometry(data([[30], [70]]))
    const [first, second] = geometry.bands[0]!.bars
    expect(second!.y + second!.height).toBeCloseTo(first!.y, 1)
    expect(geometry.ticks.at(-1)!.value).toBeGreaterThanOrEqual(100)
  })

  it('draws a line through the bands’ centres, with a gap where a bucket has none', () => {
    const geometry = chartGeometry(data([], [[1, null, 3]]))
    const [line] = geometry.lines
    expect(line!.points[1]).toBeNull()
    expect(line!.path.match(/M/g)).toHaveLength(2)
    expect(line!.points[0]!.x).toBeCloseTo(geometry.bands[0]!.cx, 1)
  })

  it('keeps a single day, an empty series and all zero on a whole axis', () => {
    for (const geometry of [
      chartGeometry(data([[7]])),
      chartGeometry(data([[]])),
      chartGeometry(data([[0, 0]])),
    ]) {
      expect(geometry.ticks.length).toBeGreaterThanOrEqual(2)
      for (const tick of geometry.ticks) {
        expect(Number.isFinite(tick.y)).toBe(true)
        expect(tick.y).toBeGreaterThanOrEqual(plotTop - 0.01)
        expect(tick.y).toBeLessThanOrEqual(plotBottom + 0.01)
      }
      expect(geometry.bands.every((band) => band.bars.every((bar) => Number.isFinite(bar.y)))).toBe(true)
    }
    expect(chartGeometry(data([[]])).bands).toEqual([])
  })

  it('keeps large values inside the plot', () => {
    const geometry = chartGeometry(data([[9_000_000_000_000, 1]], [[9_000_000_000_000, 0]]))
    for (const band of geometry.bands)
      for (const bar of band.bars) {
        expect(bar.y).toBeGreaterThanOrEqual(plotTop - 0.01)
        expect(bar.y + bar.height).toBeLessThanOrEqual(plotBottom + 0.01)
      }
    expect(geometry.lines[0]!.points.every((p) => p && p.y >= plotTop - 0.01)).toBe(true)
  })

  it('labels the axis from the bucket labels', () => {
    const geometry = chartGeometry(data([[1, 2, 3]]))
    expect(geometry.labels.map((l) => l.text)).toEqual(['d1', 'd2', 'd3'])
  })
})

describe('textWidth and tipBox', () => {
  it('counts wide characters as a full em', () => {
    expect(textWidth('abcde', 10)).toBeCloseTo(30)
    expect(textWidth('收入合计', 10)).toBeCloseTo(40)
  })

  it('keeps the value box inside the frame, whatever the point', () => {
    const lines = ['Mon, 3 Nov', 'Net: R$ 1.234.567,89']
    for (const cx of [0, FRAME.width / 2, FRAME.width]) {
      const box = tipBox(cx, lines)
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(FRAME.width + 0.01)
      expect(box.height).toBeGreaterThan(2 * 10)
    }
  })
})
