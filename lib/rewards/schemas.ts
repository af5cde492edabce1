import { z } from 'zod'

// The reward centre's inputs, read by the handlers under app/api/rewards and typed into the browser calls.

const id = z.string().regex(/^\d{1,12}$/)

// One waiting reward, every one, or the reward of a completed mission.
export const RewardClaimInput = z.union([
  z.object({ rewardId: id }),
  z.object({ all: z.literal(true) }),
  z.object({ missionId: id }),
])

export const RaffleInput = z.object({ promotionId: id })

export type RewardClaimInput = z.input<typeof RewardClaimInput>
export type RaffleInput = z.input<typeof RaffleInput>
