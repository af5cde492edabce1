'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { Balance } from '@/lib/types'

export const BALANCE_KEY = '/api/wallet/balance'

// The signed-in player's balance; pass `enabled: false` for visitors so no request is made. `initial`:
// the balance the server read while rendering, shown at once and refreshed from the BFF.
export function useBalance(enabled: boolean, initial?: Balance) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<Balance>(
    enabled ? BALANCE_KEY : null,
    apiFetcher,
    {
      revalidateOnFocus: true,
      refreshInterval: 60_000,
      dedupingInterval: 2_000,
      fallbackData: initial,
    },
  )
  return {
    balance: data ?? null,
    error,
    isLoading: enabled && isLoading,
    isRefreshing: isValidating,
    refresh: () => mutate(),
  }
}
