/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react'
import { usePlatformClock } from './use-platform-clock'

// Every value the clock rendered with, one per render.
const values: Array<number | null> = []
const record = (value: number | null) => values.push(value)

function Clock({ ticking, onRender }: { ticking: boolean; onRender: typeof record }) {
  onRender(usePlatformClock('2026-01-01T00:00:00.000Z', ticking))
  return null
}

beforeEach(() => {
  jest.useFakeTimers()
  jest.setSystemTime(Date.parse('2030-06-01T00:00:00.000Z'))
  values.length = 0
})

afterEach(() => jest.useRealTimers())

describe('usePlatformClock', () => {
  it('ticks once a second on the platform timeline', () => {
    render(<Clock ticking onRender={record} />)
    expect(values.at(-1)).toBeNull()
    act(() => jest.advanceTimersByTime(0))
    expect(values.at(-1)).toBe(Date.parse('2026-01-01T00:00:00.000Z'))
    const before = values.length
    for (let second = 1; second <= 5; second++) act(() => jest.advanceTimersByTime(1_000))
    expect(values.at(-1)).toBe(Date.parse('2026-01-01T00:00:05.000Z'))
    expect(values.length - before).toBe(5)
  })

  it('reads the clock once while not ticking, and ticks again once asked to', () => {
    const { rerender } = render(<Clock ticking={false} onRender={record} />)
    act(() => jest.advanceTimersByTime(0))
    const before = values.length
    for (let second = 1; second <= 10; second++) act(() => jest.advanceTimersByTime(1_000))
    expect(values.at(-1)).toBe(Date.parse('2026-01-01T00:00:00.000Z'))
    expect(values.length).toBe(before)
    rerender(<Clock ticking onRender={record} />)
    act(() => jest.advanceTimersByTime(3_000))
    expect(values.at(-1)).toBe(Date.parse('2026-01-01T00:00:13.000Z'))
  })
})
