import { z } from 'zod'

// What a promotion pays, as the platform publishes it with the promotion (docs/platform.md, "Promotion
// engines"): the same rule data its engine pays by. The Portal writes a promotion's terms from this and
// from nothing else, so what a page states is what the platform does. Amounts are minor units of the
// site's currency.

const minor = z.number().int().nonnegative()
const days = z.number().int().positive().nullish()

export const PromotionRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('first_deposit_match'),
    percent: minor,
    capMinor: minor,
    turnoverMultiplier: minor,
    expiryDays: days,
  }),
  z.object({
    kind: z.literal('reload'),
    weekday: z.number().int().min(0).max(6),
    percent: minor,
    capMinor: minor,
    minDepositMinor: minor,
    turnoverMultiplier: minor,
    timeZone: z.string(),
    expiryDays: days,
  }),
  z.object({
    kind: z.literal('cashback'),
    percent: minor,
    categories: z.array(z.string()),
    settleWeekday: z.number().int().min(0).max(6),
    turnoverMultiplier: minor,
    timeZone: z.string(),
  }),
  z.object({
    kind: z.literal('free_spins'),
    spins: minor,
    lineBetMinor: minor,
    stakeMinor: minor,
    condition: z.literal('mobile_verified'),
    game: z
      .object({ nodeId: z.string(), name: z.string(), vendor: z.string(), gameType: z.string() })
      .nullable(),
  }),
  z.object({
    kind: z.literal('referral'),
    minDepositMinor: minor,
    rewardMinor: minor,
    friendRewardMinor: minor,
    turnoverMultiplier: minor,
  }),
])

export type PromotionRule = z.infer<typeof PromotionRuleSchema>
