// The records' type filters, shared by the browser's filter links and the handlers' input checks. Plain
// values only: the browser gets these without the validation library.

export const TRANSACTION_FILTERS = [
  'all',
  'deposit',
  'withdraw',
  'bonus',
  'bet',
  'payout',
  'adjustment',
] as const
export const BET_FILTERS = [
  'all',
  'INHOUSE',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
] as const

export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number]
export type BetFilter = (typeof BET_FILTERS)[number]
