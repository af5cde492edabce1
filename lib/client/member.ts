'use client'

import { apiFetch } from '@/lib/api-client'
import type { Locale } from '@/i18n/locales'
import type { Announcement } from '@/lib/types'

// The signed-in player's calls that every page's header may make: without SWR, so a guest's first page
// loads none of it.

// The platform keeps a signed-in player's language too (upstream-contract.md §4, language).
export function saveLanguage(locale: Locale): Promise<unknown> {
  return apiFetch('/api/member/language', { method: 'POST', body: { locale } })
}

export function memberPopups(): Promise<Announcement[]> {
  return apiFetch<Announcement[]>('/api/member/popups')
}
