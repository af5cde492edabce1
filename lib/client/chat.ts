'use client'

import useSWR, { mutate } from 'swr'
import { apiFetch, apiFetcher } from '@/lib/api-client'
import type { ChatRoomInput } from '@/lib/chat/schemas'

// The browser's way to the live chat: the room's address (asked for on each opening, as its ticket is
// short-lived) and the count of replies not yet seen, one SWR read shared by the menu and the chat window.

export const CHAT_UNREAD_KEY = '/api/chat/unread'

// While the chat window is open, the room nudges (chatActivity) on every change; the interval only covers
// replies that arrive while it is closed.
const CLOSED_REFRESH_MS = 30_000

export function useChatUnread(enabled: boolean): number {
  const { data } = useSWR<{ count: number }>(enabled ? CHAT_UNREAD_KEY : null, apiFetcher, {
    revalidateOnFocus: true,
    refreshInterval: CLOSED_REFRESH_MS,
    dedupingInterval: 1_000,
    shouldRetryOnError: false,
  })
  return data?.count ?? 0
}

export function chatActivity() {
  void mutate(CHAT_UNREAD_KEY)
}

const NO_INPUT: ChatRoomInput = {}

export async function openChatRoom(call: { networkErrorMessage?: string } = {}): Promise<string> {
  const { url } = await apiFetch<{ url: string }>('/api/chat/room', {
    method: 'POST',
    body: NO_INPUT,
    networkErrorMessage: call.networkErrorMessage,
  })
  return url
}
