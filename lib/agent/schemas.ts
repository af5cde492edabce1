import { z } from 'zod'

// Inputs of the agent centre's routes, shared by the hooks that build them and the handlers that parse
// them.

export const TeamOverviewInput = z.object({
  // The start of the period in epoch milliseconds, worked out in the agent's own time zone by the browser;
  // the handler moves anything older than the longest period up to its beginning.
  from: z.coerce.number().int().min(0),
})

export const DOWNLINE_SEARCH_MAX = 32

export const DownlineInput = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  q: z.string().trim().max(DOWNLINE_SEARCH_MAX).default(''),
})

// A new downline account; the handler checks both fields against the merchant's register rules.
export const RegisterDownlineInput = z.object({
  username: z.string().trim().max(64),
  password: z.string().max(64),
  confirmPassword: z.string().max(64),
})
export type RegisterDownlineOutput = { userName: string }
