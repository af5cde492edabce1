import type { Currency } from '@/lib/types'

// The point mall's data in the Portal's terms (docs/platform.md, "Points and the point mall"). Points are
// whole numbers; cash is integer minor units of the tenant's currency.

export type PointReward = {
  id: string
  name: string
  imageUrl: string
  kind: 'cash' | 'item'
  cost: number
  cashMinor: number
  stock: number
  // How many one member may redeem; null: no limit.
  memberLimit: number | null
  // How many the signed-in member has redeemed (0 for visitors).
  redeemed: number
}

export type PointConfig = {
  // Minor units of valid bet that earn one point, by game category.
  categories: Array<{ category: string; minorPerPoint: number }>
  // What a point is worth converted to cash, and the fewest points converted at once; null: no conversion.
  convert: { minorPerPoint: number; minPoints: number } | null
}

export type Redemption = Pick<PointReward, 'id' | 'cashMinor'> & {
  kind: 'reward' | 'convert'
  rewardName: string | null
  points: number
  createdAt: number
}

// One page of the history: `page` of `pageCount`, `totalCount` rows in all.
export type RedemptionPage = { list: Redemption[]; totalCount: number; page: number; pageCount: number }

// What the mall page renders: the catalogue for everyone, the points and history for a member.
export type PointMall = {
  currency: Currency
  config: PointConfig
  rewards: PointReward[]
  member: { points: number; history: RedemptionPage } | null
}

export type RedeemDone = { points: number; rewardName: string; cashMinor: number }
export type ConvertDone = { points: number; cashMinor: number }
