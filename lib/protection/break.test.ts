import type { Block } from './types'
import { breakOf } from './break'

const NOW = Date.parse('2026-03-02T12:00:00.000Z')
const block = (change: Partial<Block>): Block => ({
  kind: 'timeout',
  duration: '24h',
  startedAt: '2026-03-02T11:00:00.000Z',
  endsAt: '2026-03-03T11:00:00.000Z',
  liftRequestedAt: null,
  liftsAt: null,
  ...change,
})

describe('breakOf', () => {
  it('keeps a running time-out until its end, and nothing once it has ended', () => {
    expect(breakOf(block({}), NOW)).toEqual({
      kind: 'timeout',
      until: Date.parse('2026-03-03T11:00:00.000Z'),
    })
    expect(breakOf(block({ endsAt: '2026-03-02T11:59:59.000Z' }), NOW)).toBeUndefined()
    expect(breakOf(null, NOW)).toBeUndefined()
  })

  it('holds a self-exclusion past its end until its lift has run, open-ended before one is asked', () => {
    const ended = { kind: 'exclusion', duration: '6m', endsAt: '2026-03-01T00:00:00.000Z' } as const
    expect(breakOf(block(ended), NOW)).toEqual({ kind: 'exclusion', until: null })
    const lifting = block({ ...ended, liftsAt: '2026-03-03T00:00:00.000Z' })
    expect(breakOf(lifting, NOW)).toEqual({
      kind: 'exclusion',
      until: Date.parse('2026-03-03T00:00:00.000Z'),
    })
    expect(breakOf(block({ kind: 'exclusion', duration: 'indefinite', endsAt: null }), NOW)).toEqual({
      kind: 'exclusion',
      until: null,
    })
  })
})
