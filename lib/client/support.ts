'use client'

import { apiFetch } from '@/lib/api-client'
import type { FeedbackItem } from '@/lib/support/schemas'

// The browser's way to /api/support/feedback: the send (multipart, the images as the files the player
// picked). The history is read by the feedback page on the server.

export const FEEDBACK_KEY = '/api/support/feedback'

export async function sendFeedback(
  content: string,
  images: File[],
  call: { networkErrorMessage?: string } = {},
): Promise<FeedbackItem> {
  const form = new FormData()
  form.set('content', content)
  for (const image of images) form.append('images', image)
  return apiFetch<FeedbackItem>(FEEDBACK_KEY, { body: form, ...call })
}
