import { decimalFormatter } from '@/lib/games/money'
import type { Balance } from '@/lib/types'

// Two decimals and thousands commas, after the currency symbol (product spec §9). Money arrives in
// integer minor units.
export function formatBalance(balance: Pick<Balance, 'totalMinor' | 'currency'>): string {
  const digits = balance.currency.minorDigits
  const text = decimalFormatter('en-US', 2).format(balance.totalMinor / 10 ** digits)
  return `${balance.currency.symbol || '$'} ${text}`
}
