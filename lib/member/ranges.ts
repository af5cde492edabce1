// The record periods (today, the last 7 days, the last 30 days), counted in whole days of the player's
// own calendar: the browser works out where the period starts and sends that instant.

export const RANGES = ['today', '7d', '30d'] as const
export type Range = (typeof RANGES)[number]

export const RANGE_DAYS: Record<Range, number> = { today: 1, '7d': 7, '30d': 30 }

// The longest period plus a day of slack for time zones and clock skew, in milliseconds.
export const MAX_RANGE_MS = 31 * 24 * 60 * 60 * 1000

export function isRange(value: unknown): value is Range {
  return typeof value === 'string' && (RANGES as readonly string[]).includes(value)
}

// Local midnight at the start of the period that ends today.
export function rangeStart(range: Range, now: Date = new Date()): number {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  start.setDate(start.getDate() - (RANGE_DAYS[range] - 1))
  return start.getTime()
}

// A start older than the longest period moves up to its beginning.
export function clampStart(from: number, now: number): number {
  return Math.min(Math.max(from, now - MAX_RANGE_MS), now)
}
