import 'server-only'
import { z } from 'zod'
import {
  NOT_ELIGIBLE_REASONS,
  type ClaimDone,
  type ClaimState,
  type ReferralPage,
} from '@/lib/promotions/types'
import { PromotionRuleSchema } from '@/lib/promotions/rules'
import { upstream, type UpstreamContext } from './client'
import { count, CurrencySchema, minor, str } from './fields'

// Promotions that can be claimed and invite friends (docs/platform.md, "Promotions, referrals and
// turnover"). The contract names only the raffle's claim; these relays and their shapes are the
// reference platform's. Amounts arrive in minor units with their currency.

const ClaimStateSchema = z.union([
  z.object({
    claimable: z.literal(true),
    rule: PromotionRuleSchema.nullish().catch(null),
    eligible: z.boolean(),
    reason: z.enum(NOT_ELIGIBLE_REASONS).nullish(),
    percent: count,
    capMinor: count,
    bonusMinor: count,
    turnoverMinor: count,
    turnoverMultiplier: count,
    claimedAt: minor.nullish(),
    spins: minor.nullish(),
    remaining: minor.nullish(),
    currency: CurrencySchema,
  }),
  z.object({ claimable: z.literal(false) }),
])

const ClaimDoneSchema = z.object({ bonusMinor: count, turnoverMinor: count, currency: CurrencySchema })

const ReferralSchema = z.object({
  referralCode: z.string(),
  rules: z
    .object({
      promotionId: str,
      minDepositMinor: minor,
      rewardMinor: minor,
      friendRewardMinor: minor,
      turnoverMultiplier: count,
    })
    .nullish(),
  totalCount: count,
  rewardedCount: count,
  earnedMinor: minor,
  list: z.array(
    z.object({ name: z.string(), registeredAt: minor, deposited: z.boolean(), rewardMinor: minor }),
  ),
  totalPages: count,
  currency: CurrencySchema,
})

export async function promotionClaim(ctx: UpstreamContext, promotionId: string): Promise<ClaimState> {
  const v = await upstream(ctx, {
    path: '/wps/relay/MCS2_getPromotionClaim',
    query: { promotionId },
    auth: 'required',
    schema: ClaimStateSchema,
  })
  if (!v.claimable) return { claimable: false }
  return {
    ...v,
    rule: v.rule ?? null,
    reason: v.reason ?? null,
    claimedAt: v.claimedAt ?? null,
    spins: v.spins ?? null,
    remaining: v.remaining ?? null,
  }
}

export function claimPromotion(ctx: UpstreamContext, promotionId: string): Promise<ClaimDone> {
  return upstream(ctx, {
    method: 'POST',
    path: '/wps/relay/MCS2_claimPromotion',
    json: { promotionId: Number(promotionId) },
    auth: 'required',
    kind: 'money',
    schema: ClaimDoneSchema,
  })
}

export async function referralInfo(ctx: UpstreamContext, page: number): Promise<ReferralPage> {
  const v = await upstream(ctx, {
    path: '/wps/relay/MCS2_getReferralInfo',
    query: { pageNo: page, pageSize: 10 },
    auth: 'required',
    schema: ReferralSchema,
  })
  return {
    referralCode: v.referralCode,
    rules: v.rules ?? null,
    earnedMinor: v.earnedMinor,
    rewardedCount: v.rewardedCount,
    total: v.totalCount,
    items: v.list.map((f) => ({
      name: f.name,
      time: f.registeredAt,
      deposited: f.deposited,
      rewardMinor: f.rewardMinor,
    })),
    pageCount: Math.max(1, v.totalPages),
    currency: v.currency,
  }
}
