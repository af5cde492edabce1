import { z } from 'zod'

// The reward centre's inputs, read by the handlers under app/api/rewards and typed into the browser calls.

const id = z.string().regex(/^\d{1,12}$/)

export const MissionClaimInput = z.object({ missionId: id })

export const RewardClaimInput = z.union([z.object({ rewardId: id }), z.object({ all: z.literal(true) })])

export const RaffleInput = z.object({ promotionId: id })

export type MissionClaimInput = z.input<typeof MissionClaimInput>
export type RewardClaimInput = z.input<typeof RewardClaimInput>
export type RaffleInput = z.input<typeof RaffleInput>
