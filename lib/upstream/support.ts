import 'server-only'
import { z } from 'zod'
import { FeedbackItemSchema, type FeedbackInput, type FeedbackItem } from '@/lib/support/schemas'
import { upstream, type UpstreamContext } from './client'

// Feedback (`PUT /wps/feedback`, docs/platform.md "Help centre and feedback"): images travel as base64
// in the JSON body, already checked by content in the route handler.

// Up to 20 MB of base64 to send: more time than a plain read.
const SEND_TIMEOUT_MS = 30_000

export function sendFeedback(ctx: UpstreamContext, input: FeedbackInput): Promise<FeedbackItem> {
  return upstream(ctx, {
    method: 'PUT',
    path: '/wps/feedback',
    json: {
      content: input.content,
      images: input.images.map((bytes) => ({ data: Buffer.from(bytes).toString('base64') })),
    },
    auth: 'required',
    timeoutMs: SEND_TIMEOUT_MS,
    retry: false,
    schema: FeedbackItemSchema,
  })
}

export async function feedbackHistory(ctx: UpstreamContext): Promise<FeedbackItem[]> {
  const value = await upstream(ctx, {
    path: '/wps/feedback',
    auth: 'required',
    schema: z.object({ list: z.array(FeedbackItemSchema) }),
  })
  return value.list
}
