import { z } from 'zod'

// The point mall's inputs, read by the handlers under app/api/points and checked by the dialogs before
// sending. The password is the member's sign-in password; the request id makes a double submission
// redeem once.

const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/)
const password = z.string().min(1, 'required').max(64)

export const RedeemInput = z.object({
  rewardId: z.string().regex(/^\d{1,12}$/),
  password,
  requestId,
})

export const ConvertInput = z.object({
  points: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'invalid'),
  password,
  requestId,
})

export type RedeemInput = z.input<typeof RedeemInput>
export type ConvertInput = z.input<typeof ConvertInput>

// The convert dialog's check: whole points, from the minimum up to what the member holds.
export function convertForm(minPoints: number, points: number) {
  return z.object({
    points: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'invalid')
      .refine((v) => Number(v) >= minPoints, 'below_min')
      .refine((v) => Number(v) <= points, 'insufficient'),
    password,
  })
}
