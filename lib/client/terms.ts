'use client'

import useSWR, { mutate } from 'swr'
import { TERMS_REQUIRED_EVENT, apiFetch, apiFetcher } from '@/lib/api-client'
import type { TermsGateState } from '@/lib/legal/terms'

// The browser's way to /api/member/terms: whether the signed-in member must accept the current terms
// (read again on focus and whenever the page changes), and the acceptance, which answers the new state.
// The key is written here rather than imported with the schemas, so the browser loads no zod for it.
const TERMS_KEY = '/api/member/terms'

export function useTermsGate(enabled: boolean) {
  return useSWR<TermsGateState>(enabled ? TERMS_KEY : null, apiFetcher, { revalidateOnFocus: true })
}

export async function acceptTerms(version: number, networkErrorMessage: string): Promise<TermsGateState> {
  const state = await apiFetch<TermsGateState>(TERMS_KEY, { body: { version }, networkErrorMessage })
  void mutate(TERMS_KEY, state, { revalidate: false })
  return state
}

// Calls `ask` whenever the BFF refuses something because the terms must be accepted first (a money
// action between a new version and the next page); answers the unsubscribe.
export function onTermsRequired(ask: () => void): () => void {
  window.addEventListener(TERMS_REQUIRED_EVENT, ask)
  return () => window.removeEventListener(TERMS_REQUIRED_EVENT, ask)
}
