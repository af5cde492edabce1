import { customProblem, dayStart, dayText, periodSpan } from './periods'

// Local calendar days, whatever the machine's time zone: expectations are built with the same local
// Date constructor the code uses.
const now = new Date(2026, 2, 15, 13, 45)
const at = (y: number, m: number, d: number) => new Date(y, m, d).getTime()

describe('profit periods', () => {
  it('run from local midnight to the midnight after their last day', () => {
    expect(periodSpan('today', now)).toEqual({ from: at(2026, 2, 15), to: at(2026, 2, 16) })
    expect(periodSpan('yesterday', now)).toEqual({ from: at(2026, 2, 14), to: at(2026, 2, 15) })
    expect(periodSpan('7d', now)).toEqual({ from: at(2026, 2, 9), to: at(2026, 2, 16) })
    expect(periodSpan('30d', now)).toEqual({ from: at(2026, 1, 14), to: at(2026, 2, 16) })
  })

  it('take chosen days whole, up to 90 of them', () => {
    expect(periodSpan('custom', now, { first: '2026-01-01', last: '2026-01-31' })).toEqual({
      from: at(2026, 0, 1),
      to: at(2026, 1, 1),
    })
    expect(customProblem('2025-12-16', '2026-03-15', now)).toBeNull()
    expect(customProblem('2025-12-15', '2026-03-15', now)).toBe('too_long')
    expect(customProblem('2026-02-02', '2026-02-01', now)).toBe('order')
    expect(customProblem('2026-03-16', '2026-03-20', now)).toBe('future')
    expect(customProblem('', '2026-03-01', now)).toBe('required')
    expect(customProblem('2026-02-30', '2026-03-01', now)).toBe('required')
    expect(periodSpan('custom', now, { first: '2026-02-02', last: '2026-02-01' })).toBeNull()
  })

  it('read and write days as a date input holds them', () => {
    expect(dayStart('2026-03-15')).toBe(at(2026, 2, 15))
    expect(dayStart('15/03/2026')).toBeNull()
    expect(dayText(now)).toBe('2026-03-15')
  })
})
