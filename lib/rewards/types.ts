import type { Currency } from '@/lib/types'

// Missions, the reward centre and raffles as the BFF answers them: integers in minor units of `currency`
// (docs/platform.md, "Missions, rewards and raffles").

export const MISSION_KINDS = ['wager', 'rounds', 'deposit'] as const
export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const
export const MISSION_STATUSES = ['in_progress', 'claimable', 'claimed', 'expired'] as const
export const REWARD_SOURCES = ['mission', 'raffle', 'rebate'] as const
export const REWARD_STATUSES = ['pending', 'claimed', 'expired'] as const

export type Mission = {
  id: string
  title: string
  kind: (typeof MISSION_KINDS)[number]
  period: (typeof MISSION_PERIODS)[number]
  // Minor units for `wager`, a count otherwise.
  progress: number
  target: number
  rewardMinor: number
  status: (typeof MISSION_STATUSES)[number]
}

export type Missions = { currency: Currency; missions: Mission[]; claimable: number }

export type LeaderboardRow = {
  rank: number
  name: string
  missions: number
  rewardMinor: number
  me: boolean
}

export type Leaderboard = { currency: Currency; rows: LeaderboardRow[]; mine: LeaderboardRow | null }

export type Reward = {
  id: string
  source: (typeof REWARD_SOURCES)[number]
  amountMinor: number
  createdAt: number
  expiresAt: number
  status: (typeof REWARD_STATUSES)[number]
}

export type Rewards = { currency: Currency; rewards: Reward[] }

export type Claimed = { count: number; amountMinor: number; currency: Currency }

export type Raffle = {
  promotionId: string
  cadence: 'daily' | 'weekly'
  drawAt: number
  minWagerMinor: number
  wageredMinor: number
  eligible: boolean
  joined: boolean
  entrants: number
  winners: number
  prizeMinor: number
  currency: Currency
}

// Why the platform refused a claim or a join; each is a text under `Rewards.refused_<reason>`.
export const REFUSAL_REASONS = [
  'not_found',
  'claimed',
  'expired',
  'none',
  'not_complete',
  'not_eligible',
  'joined',
] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]
