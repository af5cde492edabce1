import { RANGES, RANGE_DAYS, type Range } from '@/lib/member/ranges'

// Where a record or report page is, read from its address: the period (a named one, `range=today|7d|30d`,
// or chosen days, `from=yyyy-mm-dd&to=yyyy-mm-dd`, in the player's own calendar), the page, the search
// (`q`) and the page's own filters. Whatever the address holds, the page opens on the nearest valid
// values and lists what it changed, so that it can say so.

type Query = Record<string, string | string[] | undefined>

// A named period, or chosen days (both inclusive).
export type Period = { range: Range } | { from: string; to: string }

export type RecordAddress<F extends string = string> = {
  period: Period
  page: number
  q: string
  filters: Record<F, string>
}

// What the page changed in the address it was given, with the values its notice names.
export type Correction =
  | { kind: 'page'; asked: string; page: number }
  | { kind: 'period'; asked: string }
  | { kind: 'order'; from: string; to: string }
  | { kind: 'length'; days: number; from: string; to: string }
  | { kind: 'future'; to: string }
  | { kind: 'filter'; asked: string }
  | { kind: 'search'; max: number }

// What a page's address may hold: its filters with their values (the first the default), whether it has
// a search and how long one may be, its default period and the longest period it can show.
export type AddressRules<F extends string = string> = {
  filters: Record<F, readonly string[]>
  search?: number
  defaultRange: Range
  maxDays: number
}

// The highest page number an address may ask for; anything above is past the last page anyway.
export const MAX_PAGE = 10_000

// A search longer than this is not read at all, only cut (a 10,000-character search costs nothing).
const SEARCH_READ = 256

const DAY_MS = 24 * 60 * 60 * 1000

export function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

// `yyyy-mm-dd` as a day number (days since 1970-01-01), or null when it is not a real date.
export function dayNumber(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const at = Date.UTC(year, month, day)
  const date = new Date(at)
  if (year < 2000 || date.getUTCMonth() !== month || date.getUTCDate() !== day) return null
  return at / DAY_MS
}

export const dayOfNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

// A text shortened for a notice: an address value may be anything, of any length.
const shown = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text)

function readPage(raw: string | undefined, corrections: Correction[]): number {
  if (raw === undefined || raw === '') return 1
  const n = Number(raw.slice(0, 32))
  if (Number.isInteger(n) && n >= 1 && n <= MAX_PAGE) return n
  const page = Number.isInteger(n) && n > MAX_PAGE ? MAX_PAGE : 1
  corrections.push({ kind: 'page', asked: shown(raw), page })
  return page
}

function readPeriod(query: Query, rules: AddressRules, today: number, corrections: Correction[]): Period {
  const range = firstOf(query.range)
  const fromText = firstOf(query.from)
  const toText = firstOf(query.to)
  if (fromText === undefined && toText === undefined) {
    if (range === undefined || (RANGES as readonly string[]).includes(range))
      return { range: (range as Range | undefined) ?? rules.defaultRange }
    corrections.push({ kind: 'period', asked: shown(range) })
    return { range: rules.defaultRange }
  }
  let from = fromText === undefined ? null : dayNumber(fromText)
  let to = toText === undefined ? today : dayNumber(toText)
  if ((fromText !== undefined && from === null) || to === null) {
    corrections.push({ kind: 'period', asked: shown(`${fromText ?? ''} – ${toText ?? ''}`) })
    return { range: rules.defaultRange }
  }
  // Only an end: the default period's length up to it.
  from ??= to - (RANGE_DAYS[rules.defaultRange] - 1)
  if (from > to) {
    ;[from, to] = [to, from]
    corrections.push({ kind: 'order', from: dayOfNumber(from), to: dayOfNumber(to) })
  }
  if (to > today) {
    to = today
    from = Math.min(from, today)
    corrections.push({ kind: 'future', to: dayOfNumber(to) })
  }
  if (to - from + 1 > rules.maxDays) {
    from = to - (rules.maxDays - 1)
    corrections.push({ kind: 'length', days: rules.maxDays, from: dayOfNumber(from), to: dayOfNumber(to) })
  }
  return { from: dayOfNumber(from), to: dayOfNumber(to) }
}

// The address of a record page as the page reads it, `today` being the player's own day (yyyy-mm-dd).
export function readRecordAddress<F extends string>(
  query: Query,
  rules: AddressRules<F>,
  today: string,
): { address: RecordAddress<F>; corrections: Correction[] } {
  const corrections: Correction[] = []
  const todayNumber = dayNumber(today) ?? Math.floor(Date.now() / DAY_MS)
  const period = readPeriod(query, rules as AddressRules, todayNumber, corrections)
  const page = readPage(firstOf(query.page), corrections)
  const filters = {} as Record<F, string>
  for (const name of Object.keys(rules.filters) as F[]) {
    const values = rules.filters[name]
    const asked = firstOf(query[name])
    const known = values.find((value) => value === asked)
    if (asked !== undefined && asked !== '' && !known)
      corrections.push({ kind: 'filter', asked: shown(asked) })
    filters[name] = known ?? (values[0] as string)
  }
  let q = ''
  if (rules.search) {
    const asked = (firstOf(query.q) ?? '').slice(0, SEARCH_READ).trim()
    q = asked.slice(0, rules.search).trim()
    if (asked.length > rules.search) corrections.push({ kind: 'search', max: rules.search })
  }
  return { address: { period, page, q, filters }, corrections }
}

// The page a read ends up showing: past the last page, the last one (and the notice says so, naming the
// page the address asked for).
export function fitPage(address: RecordAddress, pageCount: number, corrections: Correction[]): number | null {
  if (pageCount < 1 || address.page <= pageCount) return null
  const asked = corrections.find((fix) => fix.kind === 'page')
  if (asked && asked.kind === 'page') asked.page = pageCount
  else corrections.push({ kind: 'page', asked: String(address.page), page: pageCount })
  return pageCount
}

// The address of a page state, as links and the pager give it: only what differs from the defaults.
export function recordQuery(
  address: RecordAddress,
  rules: AddressRules,
  extra: Record<string, string> = {},
): Record<string, string> {
  const query: Record<string, string> = {}
  if ('range' in address.period) query.range = address.period.range
  else {
    query.from = address.period.from
    query.to = address.period.to
  }
  for (const [name, value] of Object.entries<string>(address.filters)) {
    if (value !== rules.filters[name as keyof typeof rules.filters]?.[0]) query[name] = value
  }
  if (address.q) query.q = address.q
  Object.assign(query, extra)
  if (address.page > 1) query.page = String(address.page)
  return query
}
