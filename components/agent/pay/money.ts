import { formatMinor, formatSignedMinor } from '@/lib/money'
import type { Currency } from '@/lib/types'

// Amount formatters for a page of figures in its currency; empty until the page (and its currency) is in.
export function moneyOf(currency: Currency | undefined, localeTag: string) {
  return {
    money: (minor: number) => (currency ? formatMinor(minor, currency, localeTag) : ''),
    signed: (minor: number) => (currency ? formatSignedMinor(minor, currency, localeTag) : ''),
  }
}

// A rate in basis points as a percentage ("1.5 %").
export function percentOf(rateBp: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  )
}
