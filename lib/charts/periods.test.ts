import { CHART_WEEKS, dayBuckets, profitBuckets, rangeBuckets, splitPrevious, weekBuckets } from './periods'

const DAY_MS = 24 * 60 * 60 * 1000
// 14:00 on 10 March 2026 in São Paulo (UTC−3).
const now = Date.parse('2026-03-10T17:00:00Z')
const zone = 'America/Sao_Paulo'

describe('chart buckets', () => {
  it('are the member’s own days: midnight in their zone', () => {
    const { bounds, days } = dayBuckets(zone, now, 3)
    expect(bounds).toEqual([
      Date.parse('2026-03-08T03:00:00Z'),
      Date.parse('2026-03-09T03:00:00Z'),
      Date.parse('2026-03-10T03:00:00Z'),
      Date.parse('2026-03-11T03:00:00Z'),
    ])
    expect(days.map((day) => new Date(day.first).toISOString().slice(0, 10))).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ])
  })

  it('follow a daylight-saving change: that day is 23 hours long', () => {
    // New York moves its clocks forward on 8 March 2026.
    const { bounds } = dayBuckets('America/New_York', now, 3)
    expect(bounds[1]! - bounds[0]!).toBe(23 * 60 * 60 * 1000)
    expect(bounds[2]! - bounds[1]!).toBe(DAY_MS)
  })

  it('put the previous period before the chosen one, as many days long', () => {
    const all = rangeBuckets(zone, now, '7d', true)
    expect(all.days).toHaveLength(14)
    const { current, previous } = splitPrevious(all)
    expect(current.days).toHaveLength(7)
    expect(previous.days).toHaveLength(7)
    expect(previous.bounds.at(-1)).toBe(current.bounds[0])
    expect(current.bounds.at(-1)).toBe(Date.parse('2026-03-11T03:00:00Z'))
  })

  it('count weeks of seven days, the last ending today', () => {
    const { bounds, days } = weekBuckets(zone, now)
    expect(days).toHaveLength(CHART_WEEKS)
    expect(bounds.at(-1)).toBe(Date.parse('2026-03-11T03:00:00Z'))
    expect(bounds[1]! - bounds[0]!).toBe(7 * DAY_MS)
    expect(days.at(-1)!.last - days.at(-1)!.first).toBe(6 * DAY_MS)
    expect(weekBuckets(zone, now, true).days).toHaveLength(2 * CHART_WEEKS)
  })

  it('read the profit and loss page’s periods, and refuse the dates it refuses', () => {
    expect(profitBuckets(zone, now, 'today', { first: '', last: '' })!.days).toHaveLength(1)
    expect(profitBuckets(zone, now, '30d', { first: '', last: '' })!.days).toHaveLength(30)
    const custom = profitBuckets(zone, now, 'custom', { first: '2026-03-01', last: '2026-03-05' })
    expect(custom!.bounds[0]).toBe(Date.parse('2026-03-01T03:00:00Z'))
    expect(custom!.days).toHaveLength(5)
    for (const [first, last] of [
      ['2026-03-05', '2026-03-01'],
      ['2026-02-30', '2026-03-01'],
      ['2026-03-11', '2026-03-12'],
      ['2025-01-01', '2026-03-01'],
      ['', ''],
    ]) {
      expect(profitBuckets(zone, now, 'custom', { first: first!, last: last! })).toBeNull()
    }
  })
})
