'use client'

import useSWR, { mutate } from 'swr'
import { apiFetch, apiFetcher } from '@/lib/api-client'
import type { InboxMessage, InboxPage } from '@/lib/member/types'

// The member centre's inbox and counts, one hook per BFF resource (the records are read by their pages on
// the server).

export const INBOX_PREFIX = '/api/member/messages'
export const inboxKey = (page: number) => `${INBOX_PREFIX}?page=${page}`
export const UNREAD_KEY = '/api/member/messages/unread'

// How an inbox page is kept: read again on focus, each page on its own.
const RECORD_READ = { revalidateOnFocus: true, dedupingInterval: 1_000, keepPreviousData: false }

export function useInbox(page: number) {
  return useSWR<InboxPage>(inboxKey(page), apiFetcher, RECORD_READ)
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

// Opens a message: the platform marks it read, and the unread count and the inbox pages follow.
export async function readMessage(id: string, networkError: string): Promise<InboxMessage> {
  const read = await apiFetch<InboxMessage & { unread: number }>('/api/member/messages/read', {
    method: 'POST',
    body: { id },
    networkErrorMessage: networkError,
  })
  await Promise.all([
    mutate(UNREAD_KEY, { count: read.unread }, { revalidate: false }),
    mutate((key) => typeof key === 'string' && key.startsWith(`${INBOX_PREFIX}?`)),
  ])
  return read
}
