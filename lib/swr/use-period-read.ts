'use client'

import { useMemo } from 'react'
import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import { rangeStart, type Range } from '@/lib/member/ranges'
import type { FirstRecordPage } from '@/lib/member/types'
import { useHydrated } from '@/lib/ui/use-hydrated'
import { RECORD_READ } from './use-member-records'

// A read over a period of the player's own days (`keyOf` makes the BFF address from the period's start).
// Where the server read it in the browser's time zone (`first`, lib/member/records-data.ts), that answer
// is the data, read again only as SWR revalidates later (focus), never on load; should the browser's own
// day differ from the server's (the zone changed, midnight passed) the browser reads its own once
// running. `timeZone`: the zone the times are shown in, so the server's and the browser's render match;
// undefined for the browser's own. `from`: the period start read. A null key reads nothing.
export function usePeriodRead<P>(
  range: Range,
  first: FirstRecordPage<P> | null,
  keyOf: (from: number) => string | null,
) {
  const hydrated = useHydrated()
  const own = useMemo(() => rangeStart(range), [range])
  const served = first && (!hydrated || first.from === own) ? first : null
  const from = served?.from ?? own
  const read = useSWR<P>(
    keyOf(from),
    apiFetcher,
    served
      ? { ...RECORD_READ, fallbackData: served.page, revalidateOnMount: false, revalidateIfStale: false }
      : RECORD_READ,
  )
  return { read, from, timeZone: served?.timeZone }
}
