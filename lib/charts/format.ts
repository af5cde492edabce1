import type { Currency } from '@/lib/types'
import type { Buckets } from './periods'

// The charts' texts for numbers and dates: the value axis in short numbers (the currency is named in the
// chart's description), each bucket's date short for the axis and in full for the table and its point.
// Bucket dates are calendar dates held as UTC midnights, so they are formatted in UTC.

const compact = new Map<string, Intl.NumberFormat>()

// An axis tick: a count, or minor units shown in the currency's major units, in the locale's compact form
// ("1,2 mil", "12K", "1.2万").
export function axisNumber(value: number, localeTag: string, currency?: Currency): string {
  let format = compact.get(localeTag)
  if (!format) {
    format = new Intl.NumberFormat(localeTag, { notation: 'compact', maximumFractionDigits: 1 })
    compact.set(localeTag, format)
  }
  const digits = currency ? Math.max(0, Math.min(4, Math.trunc(currency.minorDigits))) : 0
  return format.format(value / 10 ** digits)
}

export function bucketLabels(
  buckets: Buckets,
  localeTag: string,
  kind: 'day' | 'week',
): { labels: string[]; names: string[] } {
  const short = new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
  const long =
    kind === 'day'
      ? new Intl.DateTimeFormat(localeTag, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        })
      : new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return {
    labels: buckets.days.map((day) => short.format(day.first)),
    names: buckets.days.map((day) =>
      kind === 'day' ? long.format(day.first) : long.formatRange(day.first, day.last),
    ),
  }
}

// A running total of the values.
export function cumulative(values: readonly number[]): number[] {
  let total = 0
  return values.map((value) => (total += value))
}
