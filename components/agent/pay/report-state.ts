import type { PagerHref } from '@/components/ui/pager'
import { DOWNLINE_SEARCH_MAX } from '@/lib/agent/schemas'
import {
  firstOf,
  recordQuery,
  type AddressRules,
  type Correction,
  type RecordAddress,
} from '@/lib/records/address'
import type { RecordPlace } from '@/lib/records/read'

type Query = Record<string, string | string[] | undefined>

// The reports' own addresses.
export const TEAM_BETTING_PATH = '/agent/teamBetting'
export const USER_LOSS_PATH = '/agent/userLoss'
export const MY_INCOME_PATH = '/agent/myIncome'
export const ACCOUNT_DETAILS_PATH = '/agent/accountDetails'

// The agent's reports: a period of at most 31 days of the agent's own calendar (the platform's longest
// report period), today by default, the report's types where it has them, and a username search where
// it has one; all in the address, so every view has a link and Back works.
export const reportRules = (types: readonly string[] | null, search: boolean): AddressRules => ({
  filters: types ? { type: types } : {},
  search: search ? DOWNLINE_SEARCH_MAX : undefined,
  defaultRange: 'today',
  maxDays: 31,
})

// Where a report is: its address as read (and what was changed in it), its rules, and the member drilled
// into (team betting), as a place in the team.
export type ReportPlace = RecordPlace & { pathname: string; rules: AddressRules; member: string }

// The member an address drills into: a member id, or none (an id that cannot be one is a filter the
// page does not know, and is dropped with a notice).
export function memberOf(query: Query, corrections: Correction[]): string {
  const member = firstOf(query.member) ?? ''
  if (member === '' || /^\d{1,12}$/.test(member)) return member
  corrections.push({ kind: 'filter', asked: member.slice(0, 24) })
  return ''
}

export function reportHref(
  place: ReportPlace,
  change: { address?: Partial<RecordAddress>; member?: string } = {},
): PagerHref {
  const member = change.member ?? place.member
  return {
    pathname: place.pathname,
    query: recordQuery({ ...place.address, ...change.address }, place.rules, member ? { member } : {}),
  }
}
