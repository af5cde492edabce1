import { axisNumber, bucketLabels, cumulative } from './format'

const brl = { code: 'BRL', symbol: 'R$', minorDigits: 2 }
const day = (text: string) => Date.parse(`${text}T00:00:00Z`)

describe('chart texts', () => {
  it('write axis ticks short, minor units as major ones', () => {
    expect(axisNumber(150_000, 'en', brl)).toBe('1.5K')
    expect(axisNumber(250_000_000, 'en', brl)).toBe('2.5M')
    expect(axisNumber(12, 'en')).toBe('12')
    expect(axisNumber(-5_000, 'en', brl)).toBe('-50')
  })

  it('label days and weeks by their calendar dates, whatever the server’s zone', () => {
    const days = { bounds: [], days: [{ first: day('2026-03-08'), last: day('2026-03-08') }] }
    expect(bucketLabels(days, 'en-GB', 'day')).toEqual({ labels: ['08/03'], names: ['Sun 8 Mar'] })
    const weeks = { bounds: [], days: [{ first: day('2026-03-02'), last: day('2026-03-08') }] }
    expect(bucketLabels(weeks, 'en-GB', 'week').names[0]).toMatch(/^2.+8 Mar$/)
  })

  it('run a total', () => {
    expect(cumulative([5, -3, 0, 10])).toEqual([5, 2, 2, 12])
    expect(cumulative([])).toEqual([])
  })
})
