import type { Currency } from '@/lib/types'

// The one way the Portal prints money: minor-unit integers in, the currency's own decimals out, with the
// separators of the page's language after the platform's currency symbol ("R$ 1.550,94" in Portuguese,
// "R$ 1,550.94" in English), the same in the header, the centres and the lobby.

// Building an Intl.NumberFormat is costly next to using one, and a lobby formats dozens of amounts per
// render, so there is one formatter per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>()

function digitsOf(currency: Currency): number {
  return Math.max(0, Math.min(4, Math.trunc(currency.minorDigits)))
}

function formatterFor(localeTag: string, currency: Currency): Intl.NumberFormat {
  const digits = digitsOf(currency)
  const key = `${localeTag}:${currency.code}:${digits}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.NumberFormat(localeTag, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    formatters.set(key, found)
  }
  return found
}

// A platform that sends no symbol still gets one, so an amount never reads as a bare number.
export function formatMinor(minor: number, currency: Currency, localeTag: string): string {
  const number = formatterFor(localeTag, currency).format(minor / 10 ** digitsOf(currency))
  return `${currency.symbol || '$'} ${number}`
}

// Net results: an explicit plus for a gain and a true minus sign for a loss, nothing for zero.
export function formatSignedMinor(minor: number, currency: Currency, localeTag: string): string {
  const text = formatMinor(Math.abs(minor), currency, localeTag)
  return minor > 0 ? `+${text}` : minor < 0 ? `−${text}` : text
}
