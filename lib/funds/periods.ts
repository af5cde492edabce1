import { zonedDayStart, zonedDate } from '@/lib/member/time-zone'
import { dayNumber, dayOfNumber } from '@/lib/records/address'

// The profit-and-loss periods (today, yesterday, the last 7 or 30 days, or chosen dates of at most 90
// days), as whole days of the player's own calendar: the page works them out on the server in the
// player's zone (lib/records/read.ts) and reads the figures for those instants.

export const PROFIT_PERIODS = ['today', 'yesterday', '7d', '30d', 'custom'] as const
export type ProfitPeriod = (typeof PROFIT_PERIODS)[number]

export const MAX_CUSTOM_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000
// The longest span the handler accepts: 90 days plus one for a daylight-saving change.
export const MAX_PROFIT_SPAN_MS = (MAX_CUSTOM_DAYS + 1) * DAY_MS

export type Span = { from: number; to: number }

export type CustomProblem = 'required' | 'order' | 'too_long' | 'future'

// Why chosen dates cannot be asked for, or null when they can; `today` is the player's (yyyy-mm-dd).
export function customProblem(first: string, last: string, today: string): CustomProblem | null {
  const from = dayNumber(first)
  const to = dayNumber(last)
  if (from === null || to === null) return 'required'
  if (to < from) return 'order'
  if (from > (dayNumber(today) ?? from)) return 'future'
  if (to - from + 1 > MAX_CUSTOM_DAYS) return 'too_long'
  return null
}

// The span of a period in `zone`: from its first midnight up to the midnight after its last day.
export function periodSpan(
  period: ProfitPeriod,
  zone: string,
  now: number,
  custom?: { first: string; last: string },
): Span | null {
  const today = zonedDate(zone, now)
  const t = dayNumber(today) as number
  const span = (first: number, last: number) => ({
    from: zonedDayStart(dayOfNumber(first), zone),
    to: zonedDayStart(dayOfNumber(last + 1), zone),
  })
  switch (period) {
    case 'today':
      return span(t, t)
    case 'yesterday':
      return span(t - 1, t - 1)
    case '7d':
      return span(t - 6, t)
    case '30d':
      return span(t - 29, t)
    case 'custom': {
      if (!custom || customProblem(custom.first, custom.last, today)) return null
      return span(dayNumber(custom.first) as number, dayNumber(custom.last) as number)
    }
  }
}
