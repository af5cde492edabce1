import type { Messages } from 'next-intl'
import { formatMinor } from '@/lib/money'
import type { LimitKind } from '@/lib/protection/types'
import type { Currency } from '@/lib/types'

export type ProtectionLabels = Messages['Protection']

export function label(labels: ProtectionLabels, key: string): string {
  return (labels as Record<string, string>)[key] ?? key
}

// A limit's amount as shown: money in the tenant's currency, play time in minutes.
export function limitText(
  kind: LimitKind,
  value: number,
  { currency, localeTag, labels }: { currency: Currency; localeTag: string; labels: ProtectionLabels },
): string {
  return kind === 'session' ? `${value} ${labels.minutesUnit}` : formatMinor(value, currency, localeTag)
}

// A platform instant in the player's language, date and time.
export function dateText(at: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at))
}
