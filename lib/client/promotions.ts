'use client'

import useSWR, { mutate } from 'swr'
import { apiFetch, apiFetcher } from '@/lib/api-client'
import type { ClaimInput } from '@/lib/promotions/schemas'
import type { ClaimDone, ClaimState } from '@/lib/promotions/types'
import { BALANCE_KEY } from '@/lib/swr/use-balance'
import { FUNDS_KEYS } from './funds'
import { WALLET_KEYS } from './wallet'

// The browser's way to a promotion's claim and to the invite-friends page: reads as SWR hooks, the claim
// as a call that refreshes what a credited bonus changes (the balance, the withdrawal page's facts and
// the bonus list).

export const PROMOTION_KEYS = {
  claim: (promotionId: string) => `/api/promotions/claim?promotionId=${encodeURIComponent(promotionId)}`,
  referral: (page: number) => `/api/member/referral?page=${page}`,
} as const

const options = { revalidateOnFocus: true, dedupingInterval: 1_000, shouldRetryOnError: false }

// Null until there is a member to ask for.
export const usePromotionClaim = (promotionId: string | null) =>
  useSWR<ClaimState>(promotionId ? PROMOTION_KEYS.claim(promotionId) : null, apiFetcher, options)

export async function claimPromotion(
  input: ClaimInput,
  call: { networkErrorMessage?: string } = {},
): Promise<ClaimDone> {
  try {
    return await apiFetch<ClaimDone>('/api/promotions/claim', { body: input, ...call })
  } finally {
    // Claimed, or refused because it already was: either way the state on screen may be old.
    for (const key of [PROMOTION_KEYS.claim(input.promotionId), BALANCE_KEY, WALLET_KEYS.withdrawInfo]) {
      void mutate(key)
    }
    void mutate((key) => typeof key === 'string' && key.startsWith(FUNDS_KEYS.bonuses(1).split('?')[0]!))
  }
}
