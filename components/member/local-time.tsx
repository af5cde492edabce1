'use client'

import { useKnownTimeZone } from '@/components/ui/known-time-zone'
import { useHydrated } from '@/lib/ui/use-hydrated'

// A date or time in the player's own time zone: the one the server knows from the browser (the `tz`
// cookie), else UTC on the server and the browser's own once running.
export function LocalTime({
  value,
  localeTag,
  withTime = false,
}: {
  value: number | string
  localeTag: string
  withTime?: boolean
}) {
  const known = useKnownTimeZone()
  const inBrowser = useHydrated()
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return <span>{String(value)}</span>
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'short', timeStyle: 'medium' }
    : { dateStyle: 'medium' }
  const text = new Intl.DateTimeFormat(
    localeTag,
    known ? { ...options, timeZone: known } : inBrowser ? options : { ...options, timeZone: 'UTC' },
  ).format(date)
  return <time dateTime={date.toISOString()}>{text}</time>
}
