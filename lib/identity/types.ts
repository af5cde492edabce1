import { z } from 'zod'

// A member's identity check as the platform answers it (docs/platform.md, "Identity"): whether the
// merchant asks for it before a withdrawal, and where it stands.
export const IDENTITY_STATUSES = ['none', 'review', 'verified', 'rejected'] as const
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number]

export const IdentitySchema = z.object({
  required: z.boolean(),
  status: z.enum(IDENTITY_STATUSES),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
})
export type IdentityState = z.infer<typeof IdentitySchema>

// Where the member uploads it: My account's identity section.
export const IDENTITY_HREF = '/member/securityCenter#identity'
