import { z } from 'zod'
import { inspectImage } from './images'

// Feedback's rules (product spec §2 "Other" and §9): up to 140 characters, up to 3 PNG or JPEG images of
// at most 5 MB each. The browser form and the route handler check the same input with the same schema;
// each refusal is a reason the form translates (`Support.reason_<reason>`).

export const FEEDBACK_MAX_CHARS = 140
export const FEEDBACK_MAX_IMAGES = 3
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const FEEDBACK_IMAGE_TYPES = 'image/png,image/jpeg'

export const FEEDBACK_REASONS = ['required', 'too_long', 'too_many', 'too_large', 'not_image'] as const
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number]

// Characters as a player counts them: an emoji is one, not two UTF-16 units.
export const charCount = (text: string) => [...text].length

// Why one image is refused, or null when it is a PNG or JPEG within the limits.
export function imageProblem(bytes: Uint8Array): FeedbackReason | null {
  if (bytes.byteLength > FEEDBACK_MAX_IMAGE_BYTES) return 'too_large'
  return inspectImage(bytes) ? null : 'not_image'
}

export const FeedbackInput = z.object({
  content: z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      if (text === '') ctx.addIssue({ code: 'custom', message: 'required' })
      else if (charCount(text) > FEEDBACK_MAX_CHARS) ctx.addIssue({ code: 'custom', message: 'too_long' })
    }),
  images: z
    .array(z.instanceof(Uint8Array))
    .max(FEEDBACK_MAX_IMAGES, 'too_many')
    .superRefine((images, ctx) => {
      const problem = images.map(imageProblem).find((reason) => reason !== null)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
})
export type FeedbackInput = z.infer<typeof FeedbackInput>

// The first refusal of each field, as reasons.
export function feedbackProblems(input: unknown): Partial<Record<keyof FeedbackInput, FeedbackReason>> {
  const parsed = FeedbackInput.safeParse(input)
  if (parsed.success) return {}
  const found: Partial<Record<keyof FeedbackInput, FeedbackReason>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FeedbackInput
    const reason = FEEDBACK_REASONS.find((known) => known === issue.message) ?? 'not_image'
    found[field] ??= field === 'content' && reason === 'not_image' ? 'required' : reason
  }
  return found
}

// One past submission as the platform answers it (docs/platform.md, "Help centre and feedback").
export const FeedbackItemSchema = z.object({
  id: z.coerce.number().int(),
  content: z.string(),
  imageCount: z.coerce.number().int(),
  status: z.enum(['open', 'answered']),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
})
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>
