import { z } from 'zod'

// Inputs of the agent centre's routes, shared by the hooks that build them and the handlers that parse
// them.

export const TeamOverviewInput = z.object({
  // The start of the period in epoch milliseconds, worked out in the agent's own time zone by the browser;
  // the handler moves anything older than the longest period up to its beginning.
  from: z.coerce.number().int().min(0),
})

export const DOWNLINE_SEARCH_MAX = 32

export const DownlineInput = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  q: z.string().trim().max(DOWNLINE_SEARCH_MAX).default(''),
  // The transfer form reads every direct downline at once.
  size: z.coerce.number().int().min(1).max(100).default(10),
})

// A new downline account; the handler checks both fields against the merchant's register rules.
export const RegisterDownlineInput = z.object({
  username: z.string().trim().max(64),
  password: z.string().max(64),
  confirmPassword: z.string().max(64),
})
export type RegisterDownlineOutput = { userName: string }

// The money pages' inputs (lib/upstream/agent-pay.ts). `from`: the period's start, worked out in the
// agent's own calendar; the handler refuses a period longer than the longest one offered.
const page = z.coerce.number().int().min(1).max(10_000).default(1)
const from = z.coerce.number().int().min(0)
const memberId = z.string().regex(/^\d{1,12}$/)

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const
export const TEAM_TRANSACTION_TYPES = ['all', 'deposit', 'withdraw', 'transfer', 'bonus'] as const
export const INCOME_TYPES = ['all', ...CONTRACT_KINDS] as const

export const TeamBetsInput = z.object({
  page,
  from,
  q: z.string().trim().max(DOWNLINE_SEARCH_MAX).default(''),
  member: memberId.optional(),
})
export const ProfitLossInput = z.object({
  page,
  from,
  q: z.string().trim().max(DOWNLINE_SEARCH_MAX).default(''),
})
export const TeamTransactionsInput = z.object({
  page,
  from,
  type: z.enum(TEAM_TRANSACTION_TYPES).default('all'),
  q: z.string().trim().max(DOWNLINE_SEARCH_MAX).default(''),
})
export const IncomeInput = z.object({ page, from, type: z.enum(INCOME_TYPES).default('all') })
export const AnnouncementsInput = z.object({ page })
export const ReadAnnouncementInput = z.object({ id: memberId })
export const ContractKindInput = z.object({ kind: z.enum(CONTRACT_KINDS) })
export type ContractKindName = (typeof CONTRACT_KINDS)[number]

// A tier as the agent types it: team valid bets in major units, active players, rate in percent.
export const MAX_TIERS = 5
export const MAX_RATE_PERCENT = 50
export const TierInput = z.object({
  minValidBets: z.coerce.number().min(0).max(1_000_000_000),
  minActivePlayers: z.coerce.number().int().min(0).max(100_000),
  ratePercent: z.coerce.number().min(0).max(MAX_RATE_PERCENT).multipleOf(0.01),
})
const kind = z.enum(CONTRACT_KINDS)
export const ContractActionInput = z.discriminatedUnion('action', [
  z.object({ kind, action: z.literal('offer'), memberId, tiers: z.array(TierInput).min(1).max(MAX_TIERS) }),
  z.object({ kind, action: z.enum(['sign', 'refuse']), contractId: memberId }),
])
export type ContractActionOutput = { id: string; status: 'offered' | 'signed' | 'refused' }

// Transfers to several direct downlines at once: amounts as typed (major units), the payment password.
export const MAX_TRANSFER_RECIPIENTS = 10
export const TransferInput = z.object({
  paymentPassword: z.string().regex(/^\d{6}$/),
  transfers: z
    .array(z.object({ memberId, amount: z.string().trim().min(1).max(20) }))
    .min(1)
    .max(MAX_TRANSFER_RECIPIENTS)
    .refine((list) => new Set(list.map((t) => t.memberId)).size === list.length),
})
export type TransferOutput = { count: number; totalMinor: number; balanceMinor: number }
