import 'server-only'
import { z } from 'zod'
import type {
  AnnouncementsPage,
  ContractKind,
  ContractView,
  IncomePage,
  MemberBetsPage,
  ProfitLossPage,
  TeamBetsPage,
  TeamTransactionsPage,
  Tier,
} from '@/lib/agent/types'
import type { ContractActionOutput, TransferOutput } from '@/lib/agent/schemas'
import { upstream, type UpstreamContext } from './client'
import { inArea, isUpstreamError } from './errors'
import { count, CurrencySchema, minor, str } from './fields'

// The agent centre's money pages (docs/platform.md, "Agent contracts and settlements" and "Agent
// reports"): team betting, user loss, account details, income, the four contracts, announcements and
// transfers to several downlines. The platform binds every call to the signed-in agent's team and answers
// amounts in minor units.

type Period = { from: number; to?: number }
const paging = { totalCount: count, totalPages: count, currency: CurrencySchema }
type Listed = { list: unknown[]; totalCount: number; totalPages: number }

// One page (ten rows) of a report relay, bound by the platform to the signed-in agent's team: the whole
// answer and its rows reshaped by `row`, with where the page stands.
async function reportOf<S extends z.ZodType<Listed>, Row>(
  ctx: UpstreamContext,
  name: string,
  page: number,
  query: Record<string, string | number | undefined>,
  schema: S,
  row: (item: z.infer<S>['list'][number]) => Row,
) {
  const v: z.infer<S> = await upstream(ctx, {
    path: `/wps/relay/${name}`,
    query: { ...query, pageNo: page, pageSize: 10 },
    auth: 'required',
    schema,
  })
  return { v, items: v.list.map(row), page, pageCount: v.totalPages, total: v.totalCount }
}

// Who a team row is about.
const member = (row: { memberId: string; userName: string; level: number }) => ({
  memberId: row.memberId,
  userName: row.userName,
  level: row.level,
})

const TeamBetsSchema = z.object({
  list: z.array(
    z.object({
      memberId: str,
      userName: z.string(),
      level: count,
      betCount: count,
      betAmount: minor,
      validBetAmount: minor,
      payoutAmount: minor,
    }),
  ),
  categories: z.array(z.object({ category: z.string(), betCount: count, betAmount: minor })),
  total: z.object({ betCount: count, betAmount: minor, validBetAmount: minor, payoutAmount: minor }),
  ...paging,
})

export async function teamBets(
  ctx: UpstreamContext,
  { from, to, page, search }: Period & { page: number; search: string },
): Promise<TeamBetsPage> {
  const query = { startTime: from, endTime: to, userName: search || undefined }
  const { v, ...rows } = await reportOf(ctx, 'AGENT_teamBets', page, query, TeamBetsSchema, (row) => ({
    ...member(row),
    betCount: row.betCount,
    betMinor: row.betAmount,
    validBetMinor: row.validBetAmount,
    payoutMinor: row.payoutAmount,
  }))
  return {
    ...rows,
    categories: v.categories.map((c) => ({
      category: c.category,
      betCount: c.betCount,
      betMinor: c.betAmount,
    })),
    totals: {
      betCount: v.total.betCount,
      betMinor: v.total.betAmount,
      validBetMinor: v.total.validBetAmount,
      payoutMinor: v.total.payoutAmount,
    },
    currency: v.currency,
  }
}

const MemberBetsSchema = z.object({
  member: z.object({ id: str, userName: z.string(), level: count }),
  list: z.array(
    z.object({
      id: str,
      betTime: minor,
      category: z.string(),
      gameName: z.string().nullish(),
      betAmount: minor,
      payoutAmount: minor.nullish(),
    }),
  ),
  ...paging,
})

export async function memberBets(
  ctx: UpstreamContext,
  { from, to, page, memberId }: Period & { page: number; memberId: string },
): Promise<MemberBetsPage> {
  const query = { startTime: from, endTime: to, memberId }
  const { v, ...rows } = await reportOf(ctx, 'AGENT_teamBets', page, query, MemberBetsSchema, (row) => ({
    id: row.id,
    time: row.betTime,
    category: row.category,
    gameName: row.gameName ?? null,
    betMinor: row.betAmount,
    payoutMinor: row.payoutAmount ?? null,
  }))
  return { ...rows, member: v.member, currency: v.currency }
}

const Figures = z.object({
  betAmount: minor,
  validBetAmount: minor,
  payoutAmount: minor,
  bonusAmount: minor,
  netAmount: minor,
})
const figures = (v: z.infer<typeof Figures>) => ({
  betMinor: v.betAmount,
  validBetMinor: v.validBetAmount,
  payoutMinor: v.payoutAmount,
  bonusMinor: v.bonusAmount,
  netMinor: v.netAmount,
})
const ProfitLossSchema = z.object({
  list: z.array(Figures.extend({ memberId: str, userName: z.string(), level: count })),
  total: Figures,
  ...paging,
})

export async function teamProfitLoss(
  ctx: UpstreamContext,
  { from, to, page, search }: Period & { page: number; search: string },
): Promise<ProfitLossPage> {
  const query = { startTime: from, endTime: to, userName: search || undefined }
  const { v, ...rows } = await reportOf(
    ctx,
    'AGENT_teamProfitLoss',
    page,
    query,
    ProfitLossSchema,
    (row) => ({
      ...member(row),
      ...figures(row),
    }),
  )
  return { ...rows, totals: figures(v.total), currency: v.currency }
}

const TransactionsSchema = z.object({
  list: z.array(
    z.object({
      id: str,
      userName: z.string(),
      type: z.enum(['deposit', 'withdraw', 'transfer', 'bonus']),
      amount: minor,
      time: minor,
    }),
  ),
  ...paging,
})

export async function teamTransactions(
  ctx: UpstreamContext,
  { from, to, page, type, search }: Period & { page: number; type: string; search: string },
): Promise<TeamTransactionsPage> {
  const query = {
    startTime: from,
    endTime: to,
    type: type === 'all' ? undefined : type,
    userName: search || undefined,
  }
  const { v, ...rows } = await reportOf(
    ctx,
    'AGENT_teamTransactions',
    page,
    query,
    TransactionsSchema,
    (row) => ({
      id: row.id,
      userName: row.userName,
      type: row.type,
      amountMinor: row.amount,
      time: row.time,
    }),
  )
  return { ...rows, currency: v.currency }
}

const Kind = z.enum(['dividend', 'daily', 'hourly', 'realtime'])
const IncomeSchema = z.object({
  list: z.array(
    z.object({
      id: str,
      type: Kind,
      periodStart: minor,
      periodEnd: minor,
      validBetAmount: minor,
      activePlayers: count,
      rateBp: count,
      amount: minor,
    }),
  ),
  totals: z.object({ dividend: minor, daily: minor, hourly: minor, realtime: minor }),
  ...paging,
})

export async function agentIncome(
  ctx: UpstreamContext,
  { from, to, page, type }: Period & { page: number; type: string },
): Promise<IncomePage> {
  const query = { startTime: from, endTime: to, type: type === 'all' ? undefined : type }
  const { v, ...rows } = await reportOf(ctx, 'AGENT_income', page, query, IncomeSchema, (row) => ({
    id: row.id,
    kind: row.type,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    validBetMinor: row.validBetAmount,
    activePlayers: row.activePlayers,
    rateBp: row.rateBp,
    amountMinor: row.amount,
  }))
  return { ...rows, totals: v.totals, currency: v.currency }
}

// Each contract's call (upstream-contract.md §4).
const CONTRACT_RELAYS: Record<ContractKind, string> = {
  dividend: 'MCS2_processDividendReq',
  daily: 'MCS2_processDailySalContract',
  hourly: 'MCS2_processContractHourSalary',
  realtime: 'MCSFE_processRealTimeSalaryContract',
}
const TierSchema = z.object({ minValidBetsMinor: count, minActivePlayers: count, rateBp: count })
const ContractSchema = z.object({
  kind: Kind,
  contract: z.object({ id: str, tiers: z.array(TierSchema), signedAt: minor }).nullable(),
  current: z.object({
    periodStart: minor,
    periodEnd: minor,
    validBetAmount: minor,
    activePlayers: count,
    rateBp: count,
    amountSoFar: minor,
  }),
  payments: z.array(
    z.object({
      id: str,
      periodStart: minor,
      periodEnd: minor,
      validBetAmount: minor,
      rateBp: count,
      amount: minor,
    }),
  ),
  offers: z.array(z.object({ id: str, from: z.string(), tiers: z.array(TierSchema), offeredAt: minor })),
  downlines: z.array(
    z.object({
      memberId: str,
      userName: z.string(),
      contract: z.array(TierSchema).nullable(),
      offer: z.object({ id: str, tiers: z.array(TierSchema) }).nullable(),
      lastDecision: z.string().nullish(),
    }),
  ),
  currency: CurrencySchema,
})

export async function agentContract(ctx: UpstreamContext, kind: ContractKind): Promise<ContractView> {
  const v = await upstream(ctx, {
    path: `/wps/relay/${CONTRACT_RELAYS[kind]}`,
    auth: 'required',
    schema: ContractSchema,
  })
  return {
    kind: v.kind,
    contract: v.contract,
    current: {
      periodStart: v.current.periodStart,
      periodEnd: v.current.periodEnd,
      validBetMinor: v.current.validBetAmount,
      activePlayers: v.current.activePlayers,
      rateBp: v.current.rateBp,
      amountSoFarMinor: v.current.amountSoFar,
    },
    payments: v.payments.map((p) => ({
      id: p.id,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      validBetMinor: p.validBetAmount,
      rateBp: p.rateBp,
      amountMinor: p.amount,
    })),
    offers: v.offers,
    downlines: v.downlines.map((d) => ({
      memberId: d.memberId,
      userName: d.userName,
      contract: d.contract,
      offer: d.offer,
      refused: d.lastDecision === 'refused',
    })),
    currency: v.currency,
  }
}

const DecisionSchema = z.object({ id: str, status: z.enum(['offered', 'signed', 'refused']) })

export async function contractAction(
  ctx: UpstreamContext,
  kind: ContractKind,
  action:
    { action: 'offer'; memberId: string; tiers: Tier[] } | { action: 'sign' | 'refuse'; contractId: string },
): Promise<ContractActionOutput> {
  return upstream(ctx, {
    method: 'POST',
    path: `/wps/relay/${CONTRACT_RELAYS[kind]}`,
    json: action,
    auth: 'required',
    schema: DecisionSchema,
  })
}

const AnnouncementsSchema = z.object({
  list: z.array(
    z.object({ id: str, title: z.string(), content: z.string(), publishedAt: minor, read: z.boolean() }),
  ),
  unreadCount: count,
  totalCount: count,
  totalPages: count,
})

export async function agentAnnouncements(ctx: UpstreamContext, page: number): Promise<AnnouncementsPage> {
  const { v, ...rows } = await reportOf(
    ctx,
    'AGENT_announcements',
    page,
    {},
    AnnouncementsSchema,
    (row) => row,
  )
  return { ...rows, unread: v.unreadCount }
}

export async function readAgentAnnouncement(ctx: UpstreamContext, id: string): Promise<{ id: string }> {
  const v = await upstream(ctx, {
    method: 'POST',
    path: '/wps/relay/AGENT_announcements',
    json: { id, read: true },
    auth: 'required',
    schema: z.object({ id: str }),
  })
  return { id: v.id }
}

// Encrypted like the cashier's calls that carry the payment password; all or nothing on the platform.
export async function transferToDownlines(
  ctx: UpstreamContext,
  {
    paymentPassword,
    transfers,
  }: { paymentPassword: string; transfers: { memberId: string; amountMinor: number }[] },
): Promise<TransferOutput> {
  const v = await upstream(ctx, {
    method: 'POST',
    path: '/wps/relay/passwordCheck/AGENT_transferToDownlines',
    json: {
      paymentPassword,
      transfers: transfers.map((t) => ({ memberId: t.memberId, amount: t.amountMinor })),
    },
    encrypt: true,
    auth: 'required',
    schema: z.object({ count: count, total: minor, balance: minor }),
  }).catch((error: unknown) => {
    // The payment password's refusals and lock are the cashier's (lib/bff/errors.ts).
    throw isUpstreamError(error) && error.code.startsWith('cashier.') ? inArea(error, 'cashier') : error
  })
  return { count: v.count, totalMinor: v.total, balanceMinor: v.balance }
}
