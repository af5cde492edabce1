import 'server-only'
import { readMultipartForm } from '@/lib/bff/body'
import { PortalError } from '@/lib/bff/errors'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'
import { FeedbackInput, feedbackProblems } from './schemas'

// Feedback per account and per address (docs/security.md, "Feedback").
export const FEEDBACK_LIMITS = {
  account: { name: 'feedback.account', limit: 5, windowSeconds: 60 * 60, scope: 'key' },
  address: { name: 'feedback.ip', limit: 20, windowSeconds: 60 * 60, scope: 'ip' },
} as const satisfies Record<string, LimitPolicy>

// The checked feedback of a request, or the refusal naming each field's reason.
// Feedback arrives as multipart form data (`content`, and `images` once per file), read up to the route's
// own limit (lib/bff/body.ts): one image too many or too large still fits under it, so the player hears
// which rule was broken rather than that the request was too big.
export async function readFeedbackForm(req: Request): Promise<FeedbackInput> {
  const form = await readMultipartForm(req, '/api/support/feedback')
  const content = form.get('content')
  const files = form.getAll('images')
  const images = await Promise.all(
    files.map(async (file) =>
      typeof file === 'string' ? new Uint8Array(0) : new Uint8Array(await file.arrayBuffer()),
    ),
  )
  const input = { content: typeof content === 'string' ? content : '', images }
  const problems = feedbackProblems(input)
  if (Object.keys(problems).length > 0) throw new PortalError('invalid_input', { fields: problems })
  return FeedbackInput.parse(input)
}
