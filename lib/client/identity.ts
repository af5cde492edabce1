'use client'

import { useEffect } from 'react'
import useSWR, { mutate } from 'swr'
import { apiFetch, apiFetcher } from '@/lib/api-client'
import type { IdentityState } from '@/lib/identity/types'
import { WALLET_KEYS } from './wallet'

// The browser's way to /api/member/identity: the member's check as an SWR read (read again every few
// seconds while it is in review, so the result shows without a reload), and the upload of front and back
// (multipart, the files the player picked), which also refreshes what the withdrawal page knows.

export const IDENTITY_KEY = '/api/member/identity'
const REVIEW_POLL_MS = 10_000

// SWR schedules its own polling only after a fetch, and an upload's answer is put in without one, so the
// polling while in review is this hook's own timer.
export function useIdentity(initial?: IdentityState) {
  const read = useSWR<IdentityState>(IDENTITY_KEY, apiFetcher, {
    fallbackData: initial,
    revalidateOnFocus: true,
  })
  const inReview = read.data?.status === 'review'
  const { mutate: reread } = read
  useEffect(() => {
    if (!inReview) return
    const timer = setInterval(() => void reread(), REVIEW_POLL_MS)
    return () => clearInterval(timer)
  }, [inReview, reread])
  return read
}

export async function sendIdentity(
  front: File,
  back: File,
  call: { networkErrorMessage?: string } = {},
): Promise<IdentityState> {
  const form = new FormData()
  form.set('front', front)
  form.set('back', back)
  const state = await apiFetch<IdentityState>(IDENTITY_KEY, { body: form, ...call })
  void mutate(IDENTITY_KEY, state, { revalidate: false })
  void mutate(WALLET_KEYS.withdrawInfo)
  return state
}
