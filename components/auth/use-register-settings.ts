'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { FieldRule } from '@/lib/types'
import type { Country } from './country-picker'

export type RegisterSettings = {
  rules: Record<string, FieldRule>
  countries: Country[]
  switches: Record<string, boolean>
}

// The tenant's registration rules and switches (also the password rule of the password forms).
export function useRegisterSettings(enabled = true) {
  return useSWR<RegisterSettings>(enabled ? '/api/auth/register-settings' : null, apiFetcher, {
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  })
}
