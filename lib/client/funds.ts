'use client'

import { useState } from 'react'
import { mutate } from 'swr'
import { apiFetch, isApiError } from '@/lib/api-client'
import type { TransferDone } from '@/lib/funds/types'
import type { RecallInput, TransferInput, UplineTransferInput } from '@/lib/funds/schemas'
import { BALANCE_KEY } from '@/lib/swr/use-balance'
import { WALLET_KEYS } from './wallet'

// The browser's way to the money pages' routes under /api/funds: writes as calls typed by the routes'
// input schemas, each refreshing what it changes elsewhere (the header balance, the withdrawal page's
// facts); the wallets and the upline's figures are read by their pages on the server.

export const FUNDS_KEYS = {
  wallets: '/api/funds/wallets',
  upline: '/api/funds/upline',
  bonuses: (page: number) => `/api/funds/bonuses?page=${page}`,
} as const

// Random hex; getRandomValues, unlike randomUUID, also works on pages not served over HTTPS.
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

// One id per transfer the player means, kept until it succeeds (then `renew`): the same transfer sent
// twice, or again after a lost answer, is refused by the platform rather than moving money twice.
export function useRequestId(): [id: string, renew: () => void] {
  const [id, setId] = useState(newRequestId)
  return [id, () => setId(newRequestId())]
}

type CallOptions = { networkErrorMessage?: string }

const refresh = (...keys: string[]) => keys.forEach((key) => void mutate(key))

export async function transfer(input: TransferInput, call: CallOptions = {}): Promise<TransferDone> {
  try {
    return await apiFetch<TransferDone>('/api/funds/transfer', { body: input, ...call })
  } finally {
    // Refused or not, another tab or a game may have moved the balances meanwhile.
    refresh(BALANCE_KEY, WALLET_KEYS.withdrawInfo)
  }
}

export async function recallAll(input: RecallInput, call: CallOptions = {}): Promise<TransferDone> {
  try {
    return await apiFetch<TransferDone>('/api/funds/recall', { body: input, ...call })
  } finally {
    refresh(BALANCE_KEY, WALLET_KEYS.withdrawInfo)
  }
}

export async function transferToUpline(
  input: UplineTransferInput,
  call: CallOptions = {},
): Promise<TransferDone> {
  try {
    const done = await apiFetch<TransferDone>('/api/funds/upline', { body: input, ...call })
    refresh(BALANCE_KEY, WALLET_KEYS.withdrawInfo)
    return done
  } catch (error) {
    // A wrong payment password used up an attempt, or locked it, here and for withdrawals.
    if (isApiError(error) && error.fields.paymentPassword) refresh(WALLET_KEYS.withdrawInfo)
    throw error
  }
}
