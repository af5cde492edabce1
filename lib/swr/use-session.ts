'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { MemberView } from '@/lib/types'

export const SESSION_KEY = '/api/session'

// The signed-in member (or null) for client islands. Pages render the same from currentMember() on the
// server and may pass it as `fallbackData` so the island starts without a request.
export function useSession(fallbackData?: MemberView | null) {
  const { data, error, isLoading, mutate } = useSWR<MemberView | null>(SESSION_KEY, apiFetcher, {
    fallbackData,
    revalidateOnFocus: true,
    dedupingInterval: 5_000,
  })
  // A session whose default or expired password must change first opens nothing member-only: its calls
  // would be refused until the change, so the islands treat it as signed out.
  const member = data && !data.mustChangePassword ? data : null
  return {
    member,
    isSignedIn: !!member,
    isLoading: isLoading && data === undefined,
    error,
    refresh: () => mutate(),
  }
}
