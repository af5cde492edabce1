import type { Currency } from '@/lib/types'

// Promotions that can be claimed and invite friends (docs/platform.md, "Promotions, referrals and
// turnover"), in the Portal's terms. Amounts are minor units of `currency`.

export const NOT_ELIGIBLE_REASONS = ['claimed', 'ended', 'no_deposit'] as const
export type NotEligibleReason = (typeof NOT_ELIGIBLE_REASONS)[number]

export type ClaimState =
  | { claimable: false }
  | {
      claimable: true
      eligible: boolean
      reason: NotEligibleReason | null
      percent: number
      capMinor: number
      bonusMinor: number
      turnoverMinor: number
      turnoverMultiplier: number
      claimedAt: number | null
      currency: Currency
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
