import { z } from 'zod'
import { locales } from '@/i18n/locales'
import { BET_FILTERS, TRANSACTION_FILTERS } from './filters'

export { BET_FILTERS, TRANSACTION_FILTERS, type BetFilter, type TransactionFilter } from './filters'

// Inputs of the member centre's routes, shared by the hooks that build them and the handlers that parse
// them.

const page = z.coerce.number().int().min(1).max(10_000).default(1)
// The start of the period in epoch milliseconds, worked out in the player's own time zone by the browser
// (start of today, of 7 or of 30 days ago); the handler refuses anything older than the longest period.
const from = z.coerce.number().int().min(0)

export const TransactionsInput = z.object({
  page,
  from,
  type: z.enum(TRANSACTION_FILTERS).default('all'),
})

export const BetsInput = z.object({
  page,
  from,
  type: z.enum(BET_FILTERS).default('all'),
})

export const MessagesInput = z.object({ page })

export const ReadMessageInput = z.object({ id: z.string().regex(/^\d{1,12}$/) })

export const LanguageInput = z.object({ locale: z.enum(locales) })

// The avatar a member picks: one of the platform's set, by its number.
export const AvatarInput = z.strictObject({ avatar: z.number().int().min(1).max(99) })
export type AvatarInput = z.infer<typeof AvatarInput>

// What the browser gets of the member's avatar: full image addresses, the frame owned ('GOLD') or null.
export type AvatarView = {
  avatar: string | null
  url: string | null
  frame: string | null
  choices: Array<{ avatar: string; url: string }>
}
