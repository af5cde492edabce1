'use client'

import { useMemo } from 'react'
import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { BetFilter, TransactionFilter } from '@/lib/member/filters'
import { rangeStart, type Range } from '@/lib/member/ranges'
import type { FirstRecordPage, InboxPage, RecordKey } from '@/lib/member/types'
import { useHydrated } from '@/lib/ui/use-hydrated'

// The member centre's records and inbox, one hook per BFF resource. Keys carry the whole query, so each
// period, filter and page is cached on its own and going back to one shows it at once.

const query = ({ page, from, type }: RecordKey<string>) =>
  new URLSearchParams({ page: String(page), from: String(from), type }).toString()

export const transactionsKey = (key: RecordKey<TransactionFilter>) => `/api/member/transactions?${query(key)}`
export const betsKey = (key: RecordKey<BetFilter>) => `/api/member/bets?${query(key)}`
export const INBOX_PREFIX = '/api/member/messages'
export const inboxKey = (page: number) => `${INBOX_PREFIX}?page=${page}`
export const UNREAD_KEY = '/api/member/messages/unread'

const options = { revalidateOnFocus: true, dedupingInterval: 1_000, keepPreviousData: false }

// One page of a record (`keyOf`: betsKey or transactionsKey) in the period the filters chose. Where the
// server read the first page in the browser's time zone (`first`), that page is the data, read again only
// as SWR revalidates later (focus), never on load; should the browser's own day differ from the server's
// (the zone changed, midnight passed) the browser reads its own once running. `timeZone`: the zone the
// rows' times are shown in (the server's and the browser's render match); undefined for the browser's own.
export function useRecordPage<T extends string, P>(
  keyOf: (key: RecordKey<T>) => string,
  state: { range: Range; type: T; page: number },
  first: FirstRecordPage<P> | null,
) {
  const hydrated = useHydrated()
  const own = useMemo(() => rangeStart(state.range), [state.range])
  const served = first && (!hydrated || first.from === own) ? first : null
  const key = keyOf({ page: state.page, from: served?.from ?? own, type: state.type })
  const read = useSWR<P>(
    key,
    apiFetcher,
    served
      ? { ...options, fallbackData: served.page, revalidateOnMount: false, revalidateIfStale: false }
      : options,
  )
  return { read, timeZone: served?.timeZone }
}

export function useInbox(page: number) {
  return useSWR<InboxPage>(inboxKey(page), apiFetcher, options)
}

// A count a BFF route answers as `{count}` (unread messages, missions to claim); 0 while unknown or when
// `key` is null.
export function useCount(key: string | null): number {
  const { data } = useSWR<{ count: number }>(key, apiFetcher, {
    revalidateOnFocus: true,
    refreshInterval: 120_000,
    dedupingInterval: 5_000,
    shouldRetryOnError: false,
  })
  return data?.count ?? 0
}

// Messages the member has not opened; 0 while unknown or for accounts without an inbox.
export function useUnreadCount(enabled: boolean): number {
  return useCount(enabled ? UNREAD_KEY : null)
}
