import 'server-only'
import { PortalError } from '@/lib/bff/errors'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'
import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES, FeedbackInput, feedbackProblems } from './schemas'

// Feedback arrives as multipart form data (`content`, and `images` once per file). The body is read
// with a cap before it is parsed: one image too many or too large still fits under it, so the player
// hears which rule was broken rather than that the request was too big.
const MAX_BODY_BYTES = (FEEDBACK_MAX_IMAGES + 1) * (FEEDBACK_MAX_IMAGE_BYTES + 1024 * 1024)

// Feedback per account and per address (docs/security.md, "Feedback").
export const FEEDBACK_LIMITS = {
  account: { name: 'feedback.account', limit: 5, windowSeconds: 60 * 60, scope: 'key' },
  address: { name: 'feedback.ip', limit: 20, windowSeconds: 60 * 60, scope: 'ip' },
} as const satisfies Record<string, LimitPolicy>

const tooBig = () => new PortalError('invalid_input', { fields: { images: 'too_large' } })

async function readCapped(req: Request): Promise<Uint8Array> {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw tooBig()
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = req.body?.getReader()
  for (;;) {
    const next = await reader?.read()
    if (!next || next.done) break
    total += next.value.byteLength
    if (total > MAX_BODY_BYTES) {
      await reader?.cancel()
      throw tooBig()
    }
    chunks.push(next.value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

// The checked feedback of a request, or the refusal naming each field's reason.
export async function readFeedbackForm(req: Request): Promise<FeedbackInput> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(type)) throw new PortalError('invalid_input', { fields: { _: 'form' } })
  const body = await readCapped(req)
  let form: FormData
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData()
  } catch {
    throw new PortalError('invalid_input', { fields: { _: 'form' } })
  }
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
