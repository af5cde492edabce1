import type { PromotionRule } from '@/lib/promotions/rules'
import type { Currency } from '@/lib/types'

// Promotions that can be claimed and invite friends (docs/platform.md, "Promotions, referrals and
// turnover"), in the Portal's terms. Amounts are minor units of `currency`.

// no_deposit: no qualifying deposit (the first one, or one today for a reload); wrong_day: a reload
// outside its stated day; not_verified: free spins need a verified mobile number.
export const NOT_ELIGIBLE_REASONS = ['claimed', 'ended', 'no_deposit', 'wrong_day', 'not_verified'] as const
export type NotEligibleReason = (typeof NOT_ELIGIBLE_REASONS)[number]

export type ClaimState =
  | { claimable: false }
  | {
      claimable: true
      // The rule the claim pays by (its terms); free spins have no money amounts but spins.
      rule: PromotionRule | null
      eligible: boolean
      reason: NotEligibleReason | null
      percent: number
      capMinor: number
      bonusMinor: number
      turnoverMinor: number
      turnoverMultiplier: number
      claimedAt: number | null
      currency: Currency
      // Free spins: how many the promotion grants and, once claimed, how many are left to play.
      spins: number | null
      remaining: number | null
    }

export type ClaimDone = { bonusMinor: number; turnoverMinor: number; currency: Currency }

export type ReferralRules = {
  promotionId: string
  minDepositMinor: number
  rewardMinor: number
  friendRewardMinor: number
  turnoverMultiplier: number
}

export type Friend = { name: string; time: number; deposited: boolean; rewardMinor: number }

// One page of invited friends, shaped like every records page (components/ui/records.tsx).
export type ReferralPage = {
  referralCode: string
  rules: ReferralRules | null
  earnedMinor: number
  rewardedCount: number
  total: number
  items: Friend[]
  pageCount: number
  currency: Currency
}
