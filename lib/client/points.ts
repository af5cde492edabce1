'use client'

import { mutate } from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { ConvertInput, RedeemInput } from '@/lib/points/schemas'
import type { ConvertDone, RedeemDone } from '@/lib/points/types'
import { BALANCE_KEY } from '@/lib/swr/use-balance'

// The browser's way to /api/points: redeeming and converting, each refreshing the header balance (a cash
// reward lands in the wallet). The mall page itself is server-rendered and refreshed by its dialogs.

type CallOptions = { networkErrorMessage?: string }

export async function redeemReward(input: RedeemInput, call: CallOptions = {}): Promise<RedeemDone> {
  try {
    return await apiFetch<RedeemDone>('/api/points/redeem', { body: input, ...call })
  } finally {
    void mutate(BALANCE_KEY)
  }
}

export async function convertPoints(input: ConvertInput, call: CallOptions = {}): Promise<ConvertDone> {
  try {
    return await apiFetch<ConvertDone>('/api/points/convert', { body: input, ...call })
  } finally {
    void mutate(BALANCE_KEY)
  }
}
