import { z } from 'zod'

// Terms accepted by version (docs/platform.md, "Terms accepted by version"): what the platform says of
// the member's acceptance, and what the browser reads of it.

// The platform's answer: the version the member accepted (null: none), its current one (null: the
// merchant publishes none) and whether the member must accept the current one before money moves.
export const TermsStatusSchema = z.object({
  accepted: z.int().min(0).nullable(),
  current: z.int().positive().nullable(),
  required: z.boolean(),
})
export type TermsStatus = z.infer<typeof TermsStatusSchema>

// GET /api/member/terms: whether to ask, and the version of the terms the tenant's page shows (null: the
// tenant publishes none).
export type TermsGateState = { required: boolean; version: number | null }

// POST /api/member/terms: the version the dialog showed.
export const AcceptTermsInput = z.object({ version: z.int().positive() })
export type AcceptTermsInput = z.infer<typeof AcceptTermsInput>

// What the browser is told: the platform decides whether to ask; the version is the one the tenant's
// terms page shows, which is the one accepting it records.
export function gateState(status: TermsStatus, shownVersion: number | null): TermsGateState {
  return { required: status.required && shownVersion !== null, version: shownVersion }
}
