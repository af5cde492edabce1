// The records' type filters, shared by the browser's filter links and the handlers' input checks. Plain
// values only: the browser gets these without the validation library.

import { EVERY_GAME_CATEGORY } from '@/lib/types'

export const TRANSACTION_FILTERS = [
  'all',
  'deposit',
  'withdraw',
  'bonus',
  'bet',
  'payout',
  'adjustment',
  'transfer',
] as const
export const BET_FILTERS = ['all', ...EVERY_GAME_CATEGORY] as const

export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number]
export type BetFilter = (typeof BET_FILTERS)[number]
