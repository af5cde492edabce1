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
