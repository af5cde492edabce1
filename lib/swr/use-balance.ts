'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { Balance } from '@/lib/types'

export const BALANCE_KEY = '/api/wallet/balance'

// The signed-in player's balance; pass `enabled: false` for visitors so no request is made.
export function useBalance(enabled: boolean) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<Balance>(
    enabled ? BALANCE_KEY : null,
    apiFetcher,
    {
      revalidateOnFocus: true,
      refreshInterval: 60_000,
      dedupingInterval: 2_000,
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
