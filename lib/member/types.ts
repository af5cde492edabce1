import type { RecordPage } from '@/lib/types'

// What the member centre shows: the Portal's own shapes, reshaped from the platform's records and inbox
// in lib/upstream/member.ts. Amounts are integers in the currency's minor units.

export type TransactionType =
  'bonus' | 'bet' | 'payout' | 'adjustment' | 'deposit' | 'withdraw' | 'refund' | 'transfer' | 'other'

export type Transaction = {
  id: string
  type: TransactionType
  amountMinor: number
  balanceAfterMinor: number
  gameName: string | null
  roundId: string | null
  time: number
}

export type TransactionPage = RecordPage<{
  items: Transaction[]
  summary: { incomeMinor: number; expenseMinor: number }
}>

export type BetResult = 'win' | 'lose' | 'tie' | 'open'

export type BetRow = {
  roundId: string
  gameName: string
  gameType: string
  stakeMinor: number
  payoutMinor: number
  netMinor: number
  result: BetResult
  balanceAfterMinor: number | null
  // A sportsbook bet's selections in words (fixture, market, pick, price and result), in the page's language.
  detail: string | null
  time: number
}

export type BetPage = RecordPage<{
  items: BetRow[]
  summary: { stakeMinor: number; payoutMinor: number; netMinor: number }
}>

export type InboxMessage = {
  id: string
  title: string
  content: string
  time: number
  read: boolean
}

export type InboxPage = {
  items: InboxMessage[]
  page: number
  pageCount: number
  total: number
  unread: number
}

// The query of one page of a record: the page, the period's start (epoch ms) and the filter.
export type RecordKey<T extends string> = { page: number; from: number; type: T }
