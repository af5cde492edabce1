import 'server-only'
import { z } from 'zod'

// The field parsers every area of the contract reads with, written once so that an amount, a flag or a
// currency means the same wherever the platform sends one.

export const str = z.union([z.string(), z.number()]).transform(String)
export const optStr = str.nullish().transform((v) => v ?? '')

const flagInput = z.union([z.boolean(), z.string(), z.number()])
const isOn = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true'
// A yes/no the platform may send as a boolean, 1/0 or a string.
export const flag = flagInput.transform(isOn)
// The same, where the platform may also leave the field out or send null (read as no).
export const optFlag = flagInput.nullish().transform(isOn)

// A decimal amount in major units; the platform sometimes groups thousands with commas.
export const amount = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : Number(v.replace(/,/g, ''))
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: 'not an amount' })
    return z.NEVER
  }
  return n
})

// An integer amount in minor units (the member and agent centres count in these).
export const minor = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : Number(v)
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: 'not an amount' })
    return z.NEVER
  }
  return Math.round(n)
})
export const count = minor.nullish().transform((v) => Math.max(0, v ?? 0))

export const CurrencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  minorDigits: z.coerce.number(),
})

// A registration or profile field's rule; `yes` is the flag reading of the area that sends it.
export function fieldRuleSchema(yes: typeof flag | typeof optFlag) {
  return z.object({
    enabled: yes.default(false),
    required: yes.default(false),
    acceptedPattern: z.string().default('*'),
    patternId: z.coerce.number().default(0),
    minLength: z.coerce.number().default(0),
    maxLength: z.coerce.number().default(255),
    minimumAge: z.coerce.number().int().min(1).max(120).optional().catch(undefined),
  })
}
