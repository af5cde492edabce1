'use client'

import { hms } from '@/lib/protection/time'
import { usePlatformClock } from './use-platform-clock'

// A clock on the platform's timeline (`now` is the platform's instant the page was read at), ticking once
// a second: the time since `since` (the session's length) or left until `until` (a cooling-off's
// countdown). `empty` until the first tick after hydration, so the server and the first render agree.
export function PlatformClock({
  now,
  since,
  until,
  empty = '',
}: {
  now: string
  since?: string
  until?: string
  empty?: string
}) {
  const at = usePlatformClock(now)
  if (at === null) return empty
  return hms((since ? at - Date.parse(since) : Date.parse(until ?? now) - at) / 1000)
}
