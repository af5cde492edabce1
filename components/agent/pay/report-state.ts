import type { PagerHref } from '@/components/ui/pager'
import { firstOf, pageOf } from '@/components/ui/record-filters'
import { DOWNLINE_SEARCH_MAX } from '@/lib/agent/schemas'
import { isRange, type Range } from '@/lib/member/ranges'

type Query = Record<string, string | string[] | undefined>

// Where an agent report is: period, type, page, username search and the member drilled into, all in the
// address so every view has a link and Back works.
export type ReportState<T extends string = string> = {
  range: Range
  type: T
  page: number
  q: string
  member: string
}

export function reportStateOf<T extends string>(query: Query, types: readonly T[]): ReportState<T> {
  const range = firstOf(query.range)
  const type = firstOf(query.type)
  const member = firstOf(query.member) ?? ''
  return {
    range: isRange(range) ? range : 'today',
    type: types.find((t) => t === type) ?? ('all' as T),
    page: pageOf(query.page),
    q: (firstOf(query.q) ?? '').trim().slice(0, DOWNLINE_SEARCH_MAX),
    member: /^\d{1,12}$/.test(member) ? member : '',
  }
}

export function reportHref(pathname: string, state: ReportState): PagerHref {
  const query: Record<string, string> = { range: state.range }
  if (state.type !== 'all') query.type = state.type
  if (state.q) query.q = state.q
  if (state.member) query.member = state.member
  if (state.page > 1) query.page = String(state.page)
  return { pathname, query }
}
