import { fitPage, readRecordAddress, recordQuery, type AddressRules } from './address'

const RULES: AddressRules<'type'> = {
  filters: { type: ['all', 'bet', 'payout'] },
  search: 32,
  defaultRange: '7d',
  maxDays: 90,
}
const TODAY = '2026-11-28'
const read = (query: Record<string, string | string[]>) => readRecordAddress(query, RULES, TODAY)
const kinds = (query: Record<string, string | string[]>) => read(query).corrections.map((fix) => fix.kind)

describe('a record address, read to its nearest valid values', () => {
  it('opens the default period, page 1, every type and no search, without a notice', () => {
    expect(read({})).toEqual({
      address: { period: { range: '7d' }, page: 1, q: '', filters: { type: 'all' } },
      corrections: [],
    })
    expect(read({ range: 'today', type: 'bet', page: '3', q: ' t1 ' }).address).toEqual({
      period: { range: 'today' },
      page: 3,
      q: 't1',
      filters: { type: 'bet' },
    })
  })

  it('turns a page below 1 or not a number into page 1, and says so', () => {
    for (const page of ['-1', '0', '1.5', 'abc']) {
      const { address, corrections } = read({ page })
      expect(address.page).toBe(1)
      expect(corrections).toEqual([{ kind: 'page', asked: page, page: 1 }])
    }
  })

  it('shows the last page for a page past it once the page count is known, and says so', () => {
    const { address, corrections } = read({ page: '99999' })
    expect(address.page).toBe(10_000)
    expect(fitPage(address, 3, corrections)).toBe(3)
    expect(corrections).toEqual([{ kind: 'page', asked: '99999', page: 3 }])
    const within = read({ page: '12' })
    expect(fitPage(within.address, 3, within.corrections)).toBe(3)
    expect(within.corrections).toEqual([{ kind: 'page', asked: '12', page: 3 }])
    // Within the pages, or with no rows at all, the page stays.
    expect(fitPage({ ...address, page: 2 }, 3, [])).toBeNull()
    expect(fitPage(address, 0, [])).toBeNull()
  })

  it('swaps a first day after the last', () => {
    const { address, corrections } = read({ from: '2026-11-20', to: '2026-11-10' })
    expect(address.period).toEqual({ from: '2026-11-10', to: '2026-11-20' })
    expect(corrections).toEqual([{ kind: 'order', from: '2026-11-10', to: '2026-11-20' }])
  })

  it('cuts a period over the longest one to its last days', () => {
    const { address, corrections } = read({ from: '2026-01-01', to: '2026-11-28' })
    expect(address.period).toEqual({ from: '2026-08-31', to: '2026-11-28' })
    expect(corrections).toEqual([{ kind: 'length', days: 90, from: '2026-08-31', to: '2026-11-28' }])
    // Exactly the longest period is fine.
    expect(kinds({ from: '2026-08-31', to: '2026-11-28' })).toEqual([])
  })

  it('ends a period in the future today', () => {
    const { address, corrections } = read({ from: '2026-11-25', to: '2027-01-01' })
    expect(address.period).toEqual({ from: '2026-11-25', to: TODAY })
    expect(corrections).toEqual([{ kind: 'future', to: TODAY }])
    expect(read({ from: '2027-02-01', to: '2027-03-01' }).address.period).toEqual({ from: TODAY, to: TODAY })
  })

  it('reads a first day alone up to today, and a last day alone as the default length up to it', () => {
    expect(read({ from: '2026-11-01' }).address.period).toEqual({ from: '2026-11-01', to: TODAY })
    expect(read({ to: '2026-11-10' }).address.period).toEqual({ from: '2026-11-04', to: '2026-11-10' })
  })

  it('opens the default period for days or a period it cannot read', () => {
    const unreadable: Record<string, string>[] = [
      { from: '2026-02-30', to: TODAY },
      { from: 'yesterday' },
      { to: '1999-12-31' },
    ]
    for (const query of unreadable) {
      const { address, corrections } = read(query)
      expect(address.period).toEqual({ range: '7d' })
      expect(corrections.map((fix) => fix.kind)).toEqual(['period'])
    }
    expect(read({ range: 'forever' }).corrections).toEqual([{ kind: 'period', asked: 'forever' }])
  })

  it('shows every type for a filter value it does not know', () => {
    const { address, corrections } = read({ type: 'lottery' })
    expect(address.filters.type).toBe('all')
    expect(corrections).toEqual([{ kind: 'filter', asked: 'lottery' }])
    expect(read({ type: ['bet', 'payout'] }).address.filters.type).toBe('bet')
  })

  it('cuts a search of 10,000 characters to the longest search, and a notice names no more of it', () => {
    const { address, corrections } = read({ q: 'x'.repeat(10_000), page: 'y'.repeat(10_000) })
    expect(address.q).toBe('x'.repeat(32))
    expect(corrections).toContainEqual({ kind: 'search', max: 32 })
    const page = corrections.find((fix) => fix.kind === 'page')
    expect(page && 'asked' in page && page.asked.length).toBeLessThanOrEqual(25)
    // A page without a search keeps none.
    expect(readRecordAddress({ q: 'abc' }, { ...RULES, search: undefined }, TODAY).address.q).toBe('')
  })

  it('gives the address of a state with what differs from the defaults, the page last', () => {
    const { address } = read({ from: '2026-11-01', to: '2026-11-05', type: 'bet', q: 'ab', page: '2' })
    expect(recordQuery(address, RULES, { member: '7' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-05',
      type: 'bet',
      q: 'ab',
      member: '7',
      page: '2',
    })
    expect(Object.keys(recordQuery(read({ page: '2' }).address, RULES))).toEqual(['range', 'page'])
  })
})
