import { customProblem, periodSpan } from './periods'

// Days of the player's calendar in a named zone (São Paulo, UTC-3 all year since 2019), whatever the
// machine's own zone.
const ZONE = 'America/Sao_Paulo'
const now = Date.parse('2026-03-15T16:45:00Z')
const at = (day: string) => Date.parse(`${day}T03:00:00Z`)

describe('profit periods', () => {
  it("run from the zone's midnight to the midnight after their last day", () => {
    expect(periodSpan('today', ZONE, now)).toEqual({ from: at('2026-03-15'), to: at('2026-03-16') })
    expect(periodSpan('yesterday', ZONE, now)).toEqual({ from: at('2026-03-14'), to: at('2026-03-15') })
    expect(periodSpan('7d', ZONE, now)).toEqual({ from: at('2026-03-09'), to: at('2026-03-16') })
    expect(periodSpan('30d', ZONE, now)).toEqual({ from: at('2026-02-14'), to: at('2026-03-16') })
    // At 01:00 UTC it is still the 14th in São Paulo.
    expect(periodSpan('today', ZONE, Date.parse('2026-03-15T01:00:00Z'))).toEqual({
      from: at('2026-03-14'),
      to: at('2026-03-15'),
    })
  })

  it('take chosen days whole, up to 90 of them', () => {
    expect(periodSpan('custom', ZONE, now, { first: '2026-01-01', last: '2026-01-31' })).toEqual({
      from: at('2026-01-01'),
      to: at('2026-02-01'),
    })
    const today = '2026-03-15'
    expect(customProblem('2025-12-16', '2026-03-15', today)).toBeNull()
    expect(customProblem('2025-12-15', '2026-03-15', today)).toBe('too_long')
    expect(customProblem('2026-02-02', '2026-02-01', today)).toBe('order')
    expect(customProblem('2026-03-16', '2026-03-20', today)).toBe('future')
    expect(customProblem('', '2026-03-01', today)).toBe('required')
    expect(customProblem('2026-02-30', '2026-03-01', today)).toBe('required')
    expect(periodSpan('custom', ZONE, now, { first: '2026-02-02', last: '2026-02-01' })).toBeNull()
  })
})
