'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { DownlinePage, TeamOverview } from '@/lib/agent/types'

// The agent centre's data, one hook per BFF resource; keys carry the whole query.

const options = { revalidateOnFocus: true, dedupingInterval: 1_000, keepPreviousData: false }

export const overviewKey = (from: number) =>
  `/api/agent/overview?${new URLSearchParams({ from: String(from) })}`
export const downlineKey = (page: number, q: string) =>
  `/api/agent/downline?${new URLSearchParams({ page: String(page), q })}`

export function useTeamOverview(from: number) {
  return useSWR<TeamOverview>(overviewKey(from), apiFetcher, options)
}

export function useDownline(page: number, q: string) {
  return useSWR<DownlinePage>(downlineKey(page, q), apiFetcher, options)
}
