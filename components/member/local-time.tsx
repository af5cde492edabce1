'use client'

import { useHydrated } from '@/lib/ui/use-hydrated'

// A date or time in the player's own time zone. The server does not know that zone, so its render shows
// the UTC calendar date and the browser shows its own once running.
export function LocalTime({
  value,
  localeTag,
  withTime = false,
}: {
  value: number | string
  localeTag: string
  withTime?: boolean
}) {
  const inBrowser = useHydrated()
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return <span>{String(value)}</span>
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'short', timeStyle: 'medium' }
    : { dateStyle: 'medium' }
  const text = new Intl.DateTimeFormat(
    localeTag,
    inBrowser ? options : { ...options, timeZone: 'UTC' },
  ).format(date)
  return <time dateTime={date.toISOString()}>{text}</time>
}
