'use client'

import useSWR, { mutate } from 'swr'
import { apiFetch, apiFetcher } from '@/lib/api-client'
import type { FeedbackItem } from '@/lib/support/schemas'

// The browser's way to /api/support/feedback: the history as an SWR read, and the send (multipart, the
// images as the files the player picked) that puts the new item at the top of that history.

export const FEEDBACK_KEY = '/api/support/feedback'

export const useFeedbackHistory = (initial?: FeedbackItem[]) =>
  useSWR<FeedbackItem[]>(FEEDBACK_KEY, apiFetcher, { fallbackData: initial, revalidateOnFocus: true })

export async function sendFeedback(
  content: string,
  images: File[],
  call: { networkErrorMessage?: string } = {},
): Promise<FeedbackItem> {
  const form = new FormData()
  form.set('content', content)
  for (const image of images) form.append('images', image)
  const item = await apiFetch<FeedbackItem>(FEEDBACK_KEY, { body: form, ...call })
  void mutate<FeedbackItem[]>(FEEDBACK_KEY, (list = []) => [item, ...list], { revalidate: false })
  return item
}
