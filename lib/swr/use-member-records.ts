'use client'

import useSWR, { mutate } from 'swr'
import { apiFetch, apiFetcher } from '@/lib/api-client'
import type { InboxMessage } from '@/lib/member/types'

// The member centre's counts, one hook per BFF resource, and the opening of a message (the inbox and the
// records are read by their pages on the server).

export const UNREAD_KEY = '/api/member/messages/unread'

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

// Opens a message: the platform marks it read, and the unread count follows (the inbox page reads itself
// again).
export async function readMessage(id: string, networkError: string): Promise<InboxMessage> {
  const read = await apiFetch<InboxMessage & { unread: number }>('/api/member/messages/read', {
    method: 'POST',
    body: { id },
    networkErrorMessage: networkError,
  })
  await mutate(UNREAD_KEY, { count: read.unread }, { revalidate: false })
  return read
}
