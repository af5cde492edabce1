import { EVERY_GAME_CATEGORY, type Currency } from '@/lib/types'

// The member centre's money pages as the BFF answers them: integers in minor units of `currency`.

// The main wallet's code in transfers; every other wallet is a vendor's.
export const MAIN_WALLET = 'MAIN'

export type VendorWallet = { code: string; name: string; availableMinor: number }

export type Wallets = {
  currency: Currency
  totalMinor: number
  mainMinor: number
  vendors: VendorWallet[]
}

export type TransferDone = { transferId: string; amountMinor: number }

export type UplineInfo = {
  upline: { account: string; nickname: string }
  currency: Currency
  availableMinor: number
  hasPaymentPassword: boolean
  lockedUntil: string | null
  attemptsLeft: number | null
}

// Every game category, in the order the bet records list them.
export const PROFIT_CATEGORIES = EVERY_GAME_CATEGORY
export type ProfitCategory = (typeof EVERY_GAME_CATEGORY)[number]

export type ProfitLine = { rounds: number; betMinor: number; validBetMinor: number; payoutMinor: number }

export type Profit = {
  currency: Currency
  categories: Array<ProfitLine & { category: ProfitCategory }>
  total: ProfitLine
  bonusMinor: number
  netMinor: number
}

export const BONUS_SOURCES = [
  'signup',
  'promotion',
  'mission',
  'reward',
  'referral',
  'rebate',
  'cashback',
  'other',
] as const
export type BonusSource = (typeof BONUS_SOURCES)[number]
export const BONUS_STATUSES = ['credited', 'in_progress', 'completed', 'expired'] as const
export type BonusStatus = (typeof BONUS_STATUSES)[number]

export type Bonus = {
  id: string
  source: BonusSource
  amountMinor: number
  time: number
  status: BonusStatus
  // Null where the bonus carries no turnover requirement.
  turnoverMinor: number | null
  progressMinor: number | null
  // The wagering deadline, when the bonus has one; once it expired, when and what left the balance.
  expiresAt: number | null
  expiredAt: number | null
  forfeitedMinor: number | null
}

export type BonusPage = { items: Bonus[]; page: number; pageCount: number; total: number; currency: Currency }
