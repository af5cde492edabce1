'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { AnnouncementsPage, ContractKind, ContractView, DownlinePage } from '@/lib/agent/types'

// The agent centre's data, one hook per BFF resource; keys carry the whole query.

const options = { revalidateOnFocus: true, dedupingInterval: 1_000, keepPreviousData: false }

export const overviewKey = (from: number) =>
  `/api/agent/overview?${new URLSearchParams({ from: String(from) })}`
export const downlineKey = (page: number, q: string) =>
  `/api/agent/downline?${new URLSearchParams({ page: String(page), q })}`

export function useDownline(page: number, q: string) {
  return useSWR<DownlinePage>(downlineKey(page, q), apiFetcher, options)
}

// The money pages: each report's key carries its whole query (period start, page, type, search, member).
export type ReportKey = { page: number; from: number; type?: string; q?: string; member?: string }

export const reportKey = (path: string, key: ReportKey) =>
  `${path}?${new URLSearchParams(
    Object.entries(key)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  )}`

export const AGENT_PAY_PREFIXES = [
  '/api/agent/team-bets',
  '/api/agent/profit-loss',
  '/api/agent/transactions',
  '/api/agent/income',
  '/api/agent/contracts',
  '/api/agent/announcements',
] as const

export function useReport<Page>(path: (typeof AGENT_PAY_PREFIXES)[number], key: ReportKey | null) {
  return useSWR<Page>(key ? reportKey(path, key) : null, apiFetcher, options)
}

export const contractKey = (kind: ContractKind) => `/api/agent/contracts?kind=${kind}`

export function useContract(kind: ContractKind) {
  return useSWR<ContractView>(contractKey(kind), apiFetcher, options)
}

export function useAnnouncements(page: number) {
  return useSWR<AnnouncementsPage>(`/api/agent/announcements?page=${page}`, apiFetcher, options)
}

// Every direct downline (up to a hundred) for the transfer form's recipients.
export function useAllDownline() {
  return useSWR<DownlinePage>('/api/agent/downline?page=1&q=&size=100', apiFetcher, options)
}
