import type { Currency } from '@/lib/types'

// Building an Intl.NumberFormat is costly next to using one, and a lobby formats dozens of amounts per
// render, so formatters are kept per locale and number of decimals.
const formatters = new Map<string, Intl.NumberFormat>()

export function decimalFormatter(localeTag: string, digits: number): Intl.NumberFormat {
  const key = `${localeTag}:${digits}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.NumberFormat(localeTag, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    formatters.set(key, found)
  }
  return found
}

// Amounts travel as integers in minor units; only display turns them into decimals.
export function formatMinor(minor: number, currency: Currency, localeTag: string): string {
  const digits = Math.max(0, Math.min(4, Math.trunc(currency.minorDigits)))
  return `${currency.symbol} ${decimalFormatter(localeTag, digits).format(minor / 10 ** digits)}`
}

export function formatSignedMinor(minor: number, currency: Currency, localeTag: string): string {
  const text = formatMinor(Math.abs(minor), currency, localeTag)
  return minor > 0 ? `+${text}` : minor < 0 ? `−${text}` : text
}
