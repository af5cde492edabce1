'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { BetRecordPage } from '@/lib/games/types'

export const BET_RECORD_PREFIX = '/api/games/bets'

export function betRecordKey(page: number): string {
  return `${BET_RECORD_PREFIX}?page=${page}`
}

// The member's settled rounds, newest first. Pass `enabled: false` for visitors.
export function useBetRecord(enabled: boolean, page = 1) {
  return useSWR<BetRecordPage>(enabled ? betRecordKey(page) : null, apiFetcher, {
    revalidateOnFocus: true,
    dedupingInterval: 1_000,
  })
}
