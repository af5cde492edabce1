import { z } from 'zod'
import { RANGE_DAYS, type Range } from './ranges'

// The browser's time zone, written by the inline script of components/ui/time-zone-script.tsx into a
// cookie so that the server can count a record period in the player's own days. Only ever used as a
// zone to count and format in: anything that is not a zone this runtime knows is ignored.
export const TIME_ZONE_COOKIE = 'tz'

function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

// IANA names are letters, digits and `_ + - /` (America/Sao_Paulo, Etc/GMT+3), well under 64 characters.
export const TimeZoneSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/)
  .refine(knownZone)

// The zone a cookie's value names, or null.
export function timeZoneOf(value: string | undefined): string | null {
  if (value === undefined) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  const parsed = TimeZoneSchema.safeParse(decoded)
  return parsed.success ? parsed.data : null
}

const formatters = new Map<string, Intl.DateTimeFormat>()

// The wall clock in `zone` at `instant`, read as if it were UTC (whole seconds).
function wallClock(instant: number, zone: string): number {
  let format = formatters.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(zone, format)
  }
  const part = Object.fromEntries(
    format.formatToParts(instant).map((item) => [item.type, Number(item.value)]),
  ) as Record<Intl.DateTimeFormatPartTypes, number>
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second)
}

const DAY_MS = 24 * 60 * 60 * 1000
const dayOf = (wall: number) => Math.floor(wall / DAY_MS)

// The instant the zone's wall clock shows `wall` (read as UTC), as the browser's Date resolves a local
// time: of two, the earlier; in the hour a clock skips, the time after it (the offset before the jump).
function instantOf(wall: number, zone: string): number {
  const before = wall - DAY_MS
  const after = wall + DAY_MS
  const candidates = [wall - (wallClock(before, zone) - before), wall - (wallClock(after, zone) - after)]
  const exact = candidates.filter((instant) => wallClock(instant, zone) === wall)
  return exact.length > 0 ? Math.min(...exact) : (candidates[0] as number)
}

// lib/member/ranges.ts's rangeStart counted in `zone` instead of the runtime's own: the same instant a
// browser in that zone works out, including where today's midnight is skipped (the browser's period then
// starts at that time of day, 01:00, on its first day too).
export function zonedRangeStart(range: Range, zone: string, now: number): number {
  const today = dayOf(wallClock(now, zone)) * DAY_MS
  const start = instantOf(today, zone)
  const timeOfDay = wallClock(start, zone) - today
  return range === 'today' ? start : instantOf(today - (RANGE_DAYS[range] - 1) * DAY_MS + timeOfDay, zone)
}

// The calendar day `zone` shows at `now`, as the UTC midnight of that date (a day number times a day).
export function zonedToday(zone: string, now: number): number {
  return dayOf(wallClock(now, zone)) * DAY_MS
}

// The instants at which consecutive calendar days of `zone` begin, from the date `firstDay` (a UTC
// midnight, as zonedToday answers) on: `count` days, so `count + 1` bounds. A midnight the zone's clock
// skips begins its day at the first time it shows, as the browser counts it.
export function zonedDayBounds(zone: string, firstDay: number, count: number, stepDays = 1): number[] {
  return Array.from({ length: count + 1 }, (_, i) => instantOf(firstDay + i * stepDays * DAY_MS, zone))
}

// Today's date in `zone` (yyyy-mm-dd).
export function zonedDate(zone: string, now: number): string {
  return new Date(dayOf(wallClock(now, zone)) * DAY_MS).toISOString().slice(0, 10)
}

// Where a day (yyyy-mm-dd, a real date) begins in `zone`, as lib/member/ranges.ts's midnights do.
export function zonedDayStart(day: string, zone: string): number {
  return instantOf(Date.parse(`${day}T00:00:00Z`), zone)
}
