'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { Country } from '@/lib/types'

// The tenant's dialing codes, default country first; fetched only once a form needs them.
export function useCountries(enabled = true) {
  return useSWR<Country[]>(enabled ? '/api/auth/countries' : null, apiFetcher, {
    revalidateOnFocus: false,
    dedupingInterval: 10 * 60_000,
  })
}
