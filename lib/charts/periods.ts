import { MAX_CUSTOM_DAYS, type ProfitPeriod } from '@/lib/funds/periods'
import { RANGE_DAYS, type Range } from '@/lib/member/ranges'
import { zonedDayBounds, zonedToday } from '@/lib/member/time-zone'

// The buckets of the centres' charts, as whole days or weeks of the member's own calendar: the bounds the
// platform's series are asked for (each bucket from one bound to the next), and the calendar date each
// bucket starts on, for its labels.

const DAY_MS = 24 * 60 * 60 * 1000
// The weekly charts cover the last eight weeks, today's week ending today.
export const CHART_WEEKS = 8

export type Buckets = {
  // count + 1 instants.
  bounds: number[]
  // The calendar date (a UTC midnight) each bucket starts and ends on, for labelling in UTC.
  days: { first: number; last: number }[]
}

function buckets(zone: string, firstDay: number, count: number, stepDays: number): Buckets {
  return {
    bounds: zonedDayBounds(zone, firstDay, count, stepDays),
    days: Array.from({ length: count }, (_, i) => {
      const first = firstDay + i * stepDays * DAY_MS
      return { first, last: first + (stepDays - 1) * DAY_MS }
    }),
  }
}

// `count` days ending today, and before them (with `previous`) as many again.
export function dayBuckets(zone: string, now: number, count: number, previous = false): Buckets {
  const today = zonedToday(zone, now)
  const all = previous ? 2 * count : count
  return buckets(zone, today - (all - 1) * DAY_MS, all, 1)
}

// The last CHART_WEEKS weeks of seven days, the last ending today, and (with `previous`) as many before.
export function weekBuckets(zone: string, now: number, previous = false): Buckets {
  const today = zonedToday(zone, now)
  const all = previous ? 2 * CHART_WEEKS : CHART_WEEKS
  return buckets(zone, today - (all * 7 - 1) * DAY_MS, all, 7)
}

export const rangeBuckets = (zone: string, now: number, range: Range, previous = false) =>
  dayBuckets(zone, now, RANGE_DAYS[range], previous)

// `yyyy-mm-dd` as that date's UTC midnight, or null when it is not a real date.
function dateOf(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(at).toISOString().slice(0, 10) === text ? at : null
}

// The profit and loss page's period as days: today, yesterday, the last 7 or 30 days, or the chosen
// dates (at most 90 of them, not after today); null for chosen dates the page refuses.
export function profitBuckets(
  zone: string,
  now: number,
  period: ProfitPeriod,
  custom: { first: string; last: string },
): Buckets | null {
  const today = zonedToday(zone, now)
  switch (period) {
    case 'today':
      return buckets(zone, today, 1, 1)
    case 'yesterday':
      return buckets(zone, today - DAY_MS, 1, 1)
    case '7d':
      return buckets(zone, today - 6 * DAY_MS, 7, 1)
    case '30d':
      return buckets(zone, today - 29 * DAY_MS, 30, 1)
    case 'custom': {
      const first = dateOf(custom.first)
      const last = dateOf(custom.last)
      if (first === null || last === null || last < first || first > today) return null
      const count = Math.round((last - first) / DAY_MS) + 1
      return count > MAX_CUSTOM_DAYS ? null : buckets(zone, first, count, 1)
    }
  }
}

// Buckets split into the chosen period and the one before it (of as many buckets).
export function splitPrevious(all: Buckets): { current: Buckets; previous: Buckets } {
  const half = all.days.length / 2
  return {
    previous: { bounds: all.bounds.slice(0, half + 1), days: all.days.slice(0, half) },
    current: { bounds: all.bounds.slice(half), days: all.days.slice(half) },
  }
}
