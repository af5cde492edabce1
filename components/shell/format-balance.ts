import type { Balance } from '@/lib/types'

// Two decimals and thousands commas, after the currency symbol (product spec §9). Money arrives in
// integer minor units.
export function formatBalance(balance: Pick<Balance, 'totalMinor' | 'currency'>): string {
  const digits = balance.currency.minorDigits
  const amount = balance.totalMinor / 10 ** digits
  const text = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${balance.currency.symbol || '$'} ${text}`
}
