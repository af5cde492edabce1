'use client'

import useSWR, { mutate } from 'swr'
import { apiFetch, apiFetcher } from '@/lib/api-client'
import type { BlockInput, RealityCheckInput, SetLimitInput } from '@/lib/protection/schemas'
import { PROTECTION_KEY, type ProtectionState, type SessionPositionState } from '@/lib/protection/types'

// The browser's way to /api/member/protection: the state as one SWR read every protection screen
// shares (the deposit page's allowance, the reality check), and the writes, each answering the new
// state and putting it in that read (the member centre's page, rendered on the server, reads itself
// again after one).

export function useProtection(refreshInterval = 0) {
  return useSWR<ProtectionState>(PROTECTION_KEY, apiFetcher, {
    revalidateOnFocus: true,
    refreshInterval,
  })
}

// The session's clock and net position (trial accounts too), read again whenever a framed game says
// money moved (`refreshAfterSettlement`).
export const POSITION_KEY = '/api/games/position'

export function useSessionPosition() {
  return useSWR<SessionPositionState>(POSITION_KEY, apiFetcher, { revalidateOnFocus: true })
}

type CallOptions = { networkErrorMessage?: string }

async function write(path: string, body: unknown, call: CallOptions): Promise<ProtectionState> {
  const state = await apiFetch<ProtectionState>(path, { body, networkErrorMessage: call.networkErrorMessage })
  void mutate(PROTECTION_KEY, state, { revalidate: false })
  return state
}

export const saveLimit = (input: SetLimitInput, call: CallOptions = {}) =>
  write('/api/member/protection/limit', input, call)

export const startBlock = (input: BlockInput, call: CallOptions = {}) =>
  write('/api/member/protection/block', input, call)

export const liftExclusion = (call: CallOptions = {}) => write('/api/member/protection/lift', {}, call)

export const saveRealityCheck = (input: RealityCheckInput, call: CallOptions = {}) =>
  write('/api/member/protection/reality', input, call)

// Something that changes what the limits have used (a deposit order) asks for a fresh read.
export function protectionChanged() {
  void mutate(PROTECTION_KEY)
}
