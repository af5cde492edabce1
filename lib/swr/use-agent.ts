'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { DownlinePage } from '@/lib/agent/types'

// The agent centre's data, one hook per BFF resource; keys carry the whole query.

const options = { revalidateOnFocus: true, dedupingInterval: 1_000, keepPreviousData: false }

// Every direct downline (up to a hundred) for the transfer form's recipients.
export function useAllDownline() {
  return useSWR<DownlinePage>('/api/agent/downline?page=1&q=&size=100', apiFetcher, options)
}
