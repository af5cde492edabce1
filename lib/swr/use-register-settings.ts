'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import type { RegisterFeatures } from '@/lib/features'
import type { FirebaseWebConfig } from '@/lib/firebase/web-config'
import type { Country, FieldRule } from '@/lib/types'

export type RegisterSettings = {
  rules: Record<string, FieldRule>
  countries: Country[]
  features: RegisterFeatures
  // The tenant's public Firebase keys when phones are verified with Firebase.
  firebase?: FirebaseWebConfig | null
  // Sign-in with Google or Facebook (through the Firebase keys above).
  social?: { google: boolean; facebook: boolean }
  // The version of the tenant's terms the form links and the registration accepts (null: none).
  termsVersion?: number | null
}

// The tenant's registration rules and feature switches (also the password rule of the password forms).
export function useRegisterSettings(enabled = true) {
  return useSWR<RegisterSettings>(enabled ? '/api/auth/register-settings' : null, apiFetcher, {
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  })
}
