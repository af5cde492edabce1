import { z } from 'zod'
import { EVERY_GAME_CATEGORY } from '@/lib/types'

// Inputs of the game routes, shared by the islands that build them and the handlers that parse them.

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/)
const nodeId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/)
const page = z.coerce.number().int().min(1).max(10_000).default(1)

export const GameCategoryInput = z.enum(EVERY_GAME_CATEGORY)

export const FavouriteInput = z.object({
  nodeId,
  vendor: code,
  gameType: GameCategoryInput,
  favourite: z.boolean(),
})

export const PageInput = z.object({ page })

export const LaunchInput = z
  .object({
    game: nodeId.optional(),
    room: z
      .string()
      .trim()
      .regex(/^\d{1,12}-[A-Z]$/)
      .optional(),
    vendor: code,
    type: GameCategoryInput,
  })
  .refine((input) => !!input.game !== !!input.room, { message: 'game_or_room', path: ['game'] })

export const VendorInput = z.object({ vendor: code })

export type FavouriteInputType = z.infer<typeof FavouriteInput>
export type LaunchInputType = z.infer<typeof LaunchInput>
