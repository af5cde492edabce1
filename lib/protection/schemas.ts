import { z } from 'zod'
import { EXCLUSIONS, LIMIT_KINDS, LIMIT_PERIODS, REALITY_MINUTES, TIMEOUTS } from './types'

// Player protection's inputs, shared by the forms and the handlers under app/api/member/protection.
// Failures carry the reason the forms translate (`error_<reason>` under Protection).

// A limit's amount as typed: blank removes the limit; otherwise digits with at most two decimals for
// money, whole minutes for play time. The platform checks the maximum in the tenant's currency.
export const SetLimitInput = z
  .object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: z.string().trim().max(16),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'session' && v.period !== 'day')
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'invalid' })
    if (v.amount === '') return
    const pattern = v.kind === 'session' ? /^\d{1,4}$/ : /^\d{1,9}(\.\d{1,2})?$/
    if (!pattern.test(v.amount)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'not_number' })
    else if (Number(v.amount) <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'zero' })
    else if (v.kind === 'session' && Number(v.amount) > 24 * 60)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'above_max' })
  })

export type SetLimitInput = z.infer<typeof SetLimitInput>

export const BlockInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), duration: z.enum(TIMEOUTS), confirm: z.literal(true) }),
  z.object({ kind: z.literal('exclusion'), duration: z.enum(EXCLUSIONS), confirm: z.literal(true) }),
])

export type BlockInput = z.infer<typeof BlockInput>

// Without an interval: the player chose to carry on after a reality check.
export const RealityCheckInput = z.object({
  intervalMinutes: z.union(REALITY_MINUTES.map((minutes) => z.literal(minutes))).optional(),
})

export type RealityCheckInput = z.infer<typeof RealityCheckInput>
