import { z } from 'zod'
import { amountProblem, WithdrawInput } from '@/lib/schemas/wallet'
import { MAX_PROFIT_SPAN_MS } from './periods'
import { MAIN_WALLET } from './types'

// The money pages' inputs, read by the handlers under app/api/funds and checked by the forms before
// sending. Amounts and the payment password are the cashier's (lib/schemas/wallet.ts); failures carry
// the reason the forms translate.

const { amount, paymentPassword } = WithdrawInput.shape
const walletCode = z.string().regex(/^[A-Z0-9_]{1,20}$/, 'invalid')
// Made once per form fill, so that the same transfer sent twice moves money once.
const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/)

export const TransferInput = z
  .object({ from: walletCode, to: walletCode, amount, requestId })
  .refine((v) => (v.from === MAIN_WALLET) !== (v.to === MAIN_WALLET), { path: ['to'], message: 'invalid' })

export const RecallInput = z.object({ requestId })

export const UplineTransferInput = z.object({ amount, paymentPassword, requestId })

export const ProfitInput = z
  .object({ from: z.coerce.number().int().min(0), to: z.coerce.number().int().min(1) })
  .refine((v) => v.to > v.from && v.to - v.from <= MAX_PROFIT_SPAN_MS, { path: ['to'], message: 'invalid' })

export const BonusesInput = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) })

export type TransferInput = z.input<typeof TransferInput>
export type RecallInput = z.input<typeof RecallInput>
export type UplineTransferInput = z.input<typeof UplineTransferInput>

// A form's amount: readable in the currency, at least one minor unit, at most what the source holds.
export function amountWithin(minorDigits: number, availableMinor: number) {
  return z.string().check((ctx) => {
    const problem = amountProblem(ctx.value, {
      minorDigits,
      minMinor: 1,
      maxMinor: Number.MAX_SAFE_INTEGER,
      availableMinor,
    })
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value })
  })
}

// The transfer form's input: the route's, the amount within the source wallet's balance.
export function transferForm(minorDigits: number, balanceOf: (wallet: string) => number) {
  return z.object({ from: walletCode, to: walletCode, amount: z.string() }).check((ctx) => {
    const problem = amountProblem(ctx.value.amount, {
      minorDigits,
      minMinor: 1,
      maxMinor: Number.MAX_SAFE_INTEGER,
      availableMinor: balanceOf(ctx.value.from),
    })
    if (problem) ctx.issues.push({ code: 'custom', message: problem, path: ['amount'], input: ctx.value })
  })
}

// The upline form's input: the route's, the amount within the main wallet.
export function uplineForm(minorDigits: number, availableMinor: number) {
  return z.object({ amount: amountWithin(minorDigits, availableMinor), paymentPassword })
}
