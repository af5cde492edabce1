'use client'

import useSWR, { mutate } from 'swr'
import { apiFetch, apiFetcher } from '@/lib/api-client'
import type { RaffleInput, RewardClaimInput } from '@/lib/rewards/schemas'
import type { Claimed, Raffle } from '@/lib/rewards/types'
import { BALANCE_KEY } from '@/lib/swr/use-balance'
import { FUNDS_KEYS } from './funds'

// The browser's way to the reward routes under /api/rewards: reads as SWR hooks, claims as calls typed by
// the routes' input schemas, each refreshing what a claim changes (the missions' badge, the
// header balance, the first page of bonus details).

export const REWARD_KEYS = {
  open: '/api/rewards/missions/open',
  rewards: '/api/rewards',
  raffle: (promotionId: string) => `/api/rewards/raffle?promotionId=${encodeURIComponent(promotionId)}`,
} as const

const options = { revalidateOnFocus: true, dedupingInterval: 1_000 }

export const useRaffle = (promotionId: string) =>
  useSWR<Raffle>(REWARD_KEYS.raffle(promotionId), apiFetcher, { ...options, shouldRetryOnError: false })

type CallOptions = { networkErrorMessage?: string }

function refreshAfterClaim() {
  for (const key of [REWARD_KEYS.open, REWARD_KEYS.rewards, BALANCE_KEY, FUNDS_KEYS.bonuses(1)]) {
    void mutate(key)
  }
}

export async function claimReward(input: RewardClaimInput, call: CallOptions = {}): Promise<Claimed> {
  try {
    return await apiFetch<Claimed>('/api/rewards/claim', { body: input, ...call })
  } finally {
    refreshAfterClaim()
  }
}

export async function joinRaffle(input: RaffleInput, call: CallOptions = {}): Promise<Raffle> {
  const key = REWARD_KEYS.raffle(input.promotionId)
  try {
    const joined = await apiFetch<Raffle>('/api/rewards/raffle', { body: input, ...call })
    void mutate(key, joined, { revalidate: false })
    return joined
  } catch (error) {
    // A refusal means the page's standing is stale (joined in another tab, stakes changed): read it again.
    void mutate(key)
    throw error
  }
}
