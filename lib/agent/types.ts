import type { Currency } from '@/lib/types'

// The agent centre's data as the Portal shows it; amounts in minor units.

export type TeamOverview = {
  teamCount: number
  newMembers: number
  activePlayers: number
  depositMinor: number
  betMinor: number
  payoutMinor: number
  // The team's result: payouts minus bets.
  netMinor: number
  currency: Currency
}

export type DownlineStatus = 'active' | 'pending'

export type DownlineMember = {
  id: string
  userName: string
  registeredAt: number
  lastLoginAt: number | null
  balanceMinor: number
  status: DownlineStatus
}

export type DownlinePage = {
  items: DownlineMember[]
  page: number
  pageCount: number
  total: number
  currency: Currency
}

// The agent centre's money pages (team reports, income, contracts, announcements); amounts in minor units.

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime'

export type ReportPage<Row, Extra = object> = Extra & {
  items: Row[]
  page: number
  pageCount: number
  total: number
  currency: Currency
}

export type TeamBetRow = {
  memberId: string
  userName: string
  level: number
  betCount: number
  betMinor: number
  validBetMinor: number
  payoutMinor: number
}
export type BetCategoryTotal = { category: string; betCount: number; betMinor: number }
export type TeamBetsPage = ReportPage<
  TeamBetRow,
  {
    categories: BetCategoryTotal[]
    totals: { betCount: number; betMinor: number; validBetMinor: number; payoutMinor: number }
  }
>

export type MemberBetRow = {
  id: string
  time: number
  category: string
  gameName: string | null
  betMinor: number
  payoutMinor: number | null
}
export type MemberBetsPage = ReportPage<
  MemberBetRow,
  { member: { id: string; userName: string; level: number } }
>

export type ProfitLossFigures = {
  betMinor: number
  validBetMinor: number
  payoutMinor: number
  bonusMinor: number
  netMinor: number
}
export type ProfitLossRow = ProfitLossFigures & { memberId: string; userName: string; level: number }
export type ProfitLossPage = ReportPage<ProfitLossRow, { totals: ProfitLossFigures }>

export type TeamTransactionType = 'deposit' | 'withdraw' | 'transfer' | 'bonus'
export type TeamTransaction = {
  id: string
  userName: string
  type: TeamTransactionType
  amountMinor: number
  time: number
}
export type TeamTransactionsPage = ReportPage<TeamTransaction>

export type IncomeRow = {
  id: string
  kind: ContractKind
  periodStart: number
  periodEnd: number
  validBetMinor: number
  activePlayers: number
  rateBp: number
  amountMinor: number
}
export type IncomePage = ReportPage<IncomeRow, { totals: Record<ContractKind, number> }>

export type Tier = { minValidBetsMinor: number; minActivePlayers: number; rateBp: number }

export type ContractView = {
  kind: ContractKind
  contract: { id: string; tiers: Tier[]; signedAt: number } | null
  current: {
    periodStart: number
    periodEnd: number
    validBetMinor: number
    activePlayers: number
    rateBp: number
    amountSoFarMinor: number
  }
  payments: {
    id: string
    periodStart: number
    periodEnd: number
    validBetMinor: number
    rateBp: number
    amountMinor: number
  }[]
  offers: { id: string; from: string; tiers: Tier[]; offeredAt: number }[]
  downlines: {
    memberId: string
    userName: string
    contract: Tier[] | null
    offer: { id: string; tiers: Tier[] } | null
    refused: boolean
  }[]
  currency: Currency
}

export type AgentAnnouncement = {
  id: string
  title: string
  content: string
  publishedAt: number
  read: boolean
}
export type AnnouncementsPage = {
  items: AgentAnnouncement[]
  page: number
  pageCount: number
  total: number
  unread: number
}
