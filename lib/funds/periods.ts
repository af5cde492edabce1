// The profit-and-loss periods (today, yesterday, the last 7 or 30 days, or chosen dates of at most 90
// days), as whole days of the player's own calendar: the browser works out the instants and sends them.

export const PROFIT_PERIODS = ['today', 'yesterday', '7d', '30d', 'custom'] as const
export type ProfitPeriod = (typeof PROFIT_PERIODS)[number]

export const MAX_CUSTOM_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000
// The longest span the handler accepts: 90 days plus one for a daylight-saving change.
export const MAX_PROFIT_SPAN_MS = (MAX_CUSTOM_DAYS + 1) * DAY_MS

export type Span = { from: number; to: number }

const midnight = (date: Date, plusDays = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + plusDays).getTime()

// `yyyy-mm-dd` as that day's local midnight, or null when it is not a real date.
export function dayStart(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(year, month, day)
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return null
  return date.getTime()
}

// A date as `yyyy-mm-dd` in the local calendar (what a date input holds).
export function dayText(at: number | Date): string {
  const date = new Date(at)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export type CustomProblem = 'required' | 'order' | 'too_long' | 'future'

// Why chosen dates cannot be asked for, or null when they can.
export function customProblem(first: string, last: string, now: Date = new Date()): CustomProblem | null {
  const from = dayStart(first)
  const to = dayStart(last)
  if (from === null || to === null) return 'required'
  if (to < from) return 'order'
  if (from > midnight(now)) return 'future'
  if (Math.round((to - from) / DAY_MS) + 1 > MAX_CUSTOM_DAYS) return 'too_long'
  return null
}

// The span of a period: from its first local midnight up to the midnight after its last day.
export function periodSpan(
  period: ProfitPeriod,
  now: Date = new Date(),
  custom?: { first: string; last: string },
): Span | null {
  switch (period) {
    case 'today':
      return { from: midnight(now), to: midnight(now, 1) }
    case 'yesterday':
      return { from: midnight(now, -1), to: midnight(now) }
    case '7d':
      return { from: midnight(now, -6), to: midnight(now, 1) }
    case '30d':
      return { from: midnight(now, -29), to: midnight(now, 1) }
    case 'custom': {
      if (!custom || customProblem(custom.first, custom.last, now)) return null
      const from = dayStart(custom.first) as number
      const last = new Date(dayStart(custom.last) as number)
      return { from, to: midnight(last, 1) }
    }
  }
}
