import { MAX_RANGE_MS, clampStart, isRange, rangeStart } from './ranges'

describe('record periods', () => {
  const now = new Date(2026, 2, 15, 17, 45, 12)

  it('start at local midnight of today, 6 and 29 days ago', () => {
    expect(new Date(rangeStart('today', now))).toEqual(new Date(2026, 2, 15))
    expect(new Date(rangeStart('7d', now))).toEqual(new Date(2026, 2, 9))
    expect(new Date(rangeStart('30d', now))).toEqual(new Date(2026, 1, 14))
  })

  it('knows its names', () => {
    expect(isRange('7d')).toBe(true)
    expect(isRange('365d')).toBe(false)
    expect(isRange(undefined)).toBe(false)
  })

  it('never reaches further back than the longest period, nor into the future', () => {
    const t = now.getTime()
    expect(clampStart(0, t)).toBe(t - MAX_RANGE_MS)
    expect(clampStart(t + 1000, t)).toBe(t)
    expect(clampStart(rangeStart('30d', now), t)).toBe(rangeStart('30d', now))
  })
})
