import 'server-only'
import { registerSettings } from '@/lib/upstream/auth'
import type { UpstreamContext } from '@/lib/upstream/client'
import { PortalError } from '@/lib/bff/errors'
import { MAX_RANGE_MS, clampStart } from '@/lib/member/ranges'
import { downlineList, teamOverview } from '@/lib/upstream/agent'
import {
  agentAnnouncements,
  agentContract,
  agentIncome,
  memberBets,
  teamBets,
  teamProfitLoss,
  teamTransactions,
} from '@/lib/upstream/agent-pay'
import { contractFlags } from '@/lib/upstream/member'
import type { AgentReport, ReportQuery } from './reports'
import type { AnnouncementsPage, ContractKind, ContractView, DownlinePage } from './types'

// The merchant's username and password rules, which an account the agent opens must follow; none (the
// platform then checks alone) while they cannot be read.
export async function downlineRules(ctx: UpstreamContext) {
  const rules = await registerSettings(ctx).catch(() => null)
  return { username: rules?.username, password: rules?.password }
}

// The team overview as its BFF route and its page read it, from a period start inside the longest period.
export const readTeamOverview = (ctx: UpstreamContext, from: number, now: number) =>
  teamOverview(ctx, { from: clampStart(from, now) })

// One page of a money report as its BFF route and its page read it, from a period start already decided
// (`reportStart` for the route, inside the longest period for the page).
export function readAgentReport(
  ctx: UpstreamContext,
  report: AgentReport,
  { from, to, page, q = '', type = 'all', member }: ReportQuery & { from: number; to?: number; page: number },
): Promise<unknown> {
  switch (report) {
    case 'teamBetting':
      return member
        ? memberBets(ctx, { from, to, page, memberId: member })
        : teamBets(ctx, { from, to, page, search: q })
    case 'userLoss':
      return teamProfitLoss(ctx, { from, to, page, search: q })
    case 'myIncome':
      return agentIncome(ctx, { from, to, page, type })
    case 'accountDetails':
      return teamTransactions(ctx, { from, to, page, type, search: q })
  }
}

// A report's period start as the browser sent it; one older than the longest period offered (30 days of
// the agent's calendar and a day of slack) is refused with its own reason, never quietly shortened.
export function reportStart(from: number, now: number): number {
  if (from < now - MAX_RANGE_MS) throw new PortalError('invalid_input', { fields: { from: 'too_long' } })
  return Math.min(from, now)
}

// The contracts the agent holds (its consolidated flags, by kind); none while they cannot be read, so a
// contract page never shows on a guess.
export async function heldContracts(ctx: UpstreamContext): Promise<Record<ContractKind, boolean>> {
  const flags = await contractFlags(ctx).catch(() => null)
  return {
    dividend: flags?.dividend ?? false,
    daily: flags?.dailySalary ?? false,
    hourly: flags?.hourlySalary ?? false,
    realtime: flags?.realtimeSalary ?? false,
  }
}

// One contract page as it reads on the server; null when the platform could not be read (the page shows
// its error state with a link that reads again).
export const readContract = (ctx: UpstreamContext, kind: ContractKind): Promise<ContractView | null> =>
  agentContract(ctx, kind).catch(() => null)

// One page of the agent's downline (a username search narrows it); null when the platform could not be
// read (the page shows its error state with a link that reads again).
export const readDownline = (
  ctx: UpstreamContext,
  page: number,
  search: string,
): Promise<DownlinePage | null> => downlineList(ctx, { page, search }).catch(() => null)

// One page of the announcements for agents; null when the platform could not be read.
export const readAnnouncements = (ctx: UpstreamContext, page: number): Promise<AnnouncementsPage | null> =>
  agentAnnouncements(ctx, page).catch(() => null)
