import { z } from 'zod'
import { parseAmountInput } from '@/lib/member/cashier'

// The cashier's inputs, one schema each, read by the route handlers under app/api/wallet and checked by
// the forms before sending. Failures carry the reason the forms translate (`error_<field>_<reason>`).

// The player's text as it arrives; the handler parses it with the tenant's currency.
const amountText = z.string().trim().min(1).max(24)
const paymentPassword = z.string().regex(/^\d{6}$/, 'six_digits')
const orderId = z.string().regex(/^[A-Z0-9]{4,24}$/)

export const CreateDepositInput = z.object({
  method: z.string().regex(/^[A-Z0-9_]{1,20}$/),
  amount: amountText,
})

export const DepositOrderInput = z.object({ id: orderId })

export const OrdersInput = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) })

export const PaymentPasswordInput = z
  .object({
    paymentPassword,
    confirmPaymentPassword: z.string().max(6),
    password: z.string().min(1).max(64),
  })
  .refine((v) => v.paymentPassword === v.confirmPaymentPassword, {
    path: ['confirmPaymentPassword'],
    message: 'mismatch',
  })

export const BankAccountInput = z.object({
  bankCode: z.string().regex(/^[A-Z0-9]{1,10}$/),
  accountNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{5,20}$/, 'account_number')),
  holderName: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().regex(/^\p{L}[\p{L}\p{M} .'-]{1,59}$/u, 'holder_name')),
  paymentPassword,
})

export const WithdrawInput = z.object({
  amount: amountText,
  bankAccountId: z.coerce.number().int().positive(),
  paymentPassword,
})

export const CancelWithdrawInput = z.object({ orderId })

export type CreateDepositInput = z.input<typeof CreateDepositInput>
export type PaymentPasswordInput = z.input<typeof PaymentPasswordInput>
export type BankAccountInput = z.input<typeof BankAccountInput>
export type WithdrawInput = z.input<typeof WithdrawInput>
export type CancelWithdrawInput = z.input<typeof CancelWithdrawInput>

export type AmountBounds = {
  minorDigits: number
  minMinor: number
  maxMinor: number
  // What the player can spend, when the amount leaves the balance (withdrawals).
  availableMinor?: number
}

// Why the forms would not send an amount: unreadable in the tenant's currency, or outside the bounds the
// page shows; null when it may go. The handlers read the same text with `amountFromInput`; the platform
// checks the bounds again.
export function amountProblem(text: string, bounds: AmountBounds): string | null {
  const parsed = parseAmountInput(text, bounds.minorDigits)
  if (!parsed.ok) return parsed.problem
  if (parsed.minor < bounds.minMinor) return 'below_min'
  if (parsed.minor > bounds.maxMinor) return 'above_max'
  if (bounds.availableMinor !== undefined && parsed.minor > bounds.availableMinor) return 'insufficient'
  return null
}

// The deposit form's input: the route's, the amount within the chosen method's bounds.
export function depositForm(
  minorDigits: number,
  methods: Array<{ code: string; minMinor: number; maxMinor: number }>,
) {
  return CreateDepositInput.extend({ amount: z.string() }).check((ctx) => {
    const method = methods.find((m) => m.code === ctx.value.method)
    const problem = method && amountProblem(ctx.value.amount, { minorDigits, ...method })
    if (problem) ctx.issues.push({ code: 'custom', message: problem, path: ['amount'], input: ctx.value })
  })
}

// The withdrawal form's input: the route's, the amount within the bounds and the withdrawable balance.
export function withdrawForm(bounds: AmountBounds) {
  return WithdrawInput.extend({
    amount: z.string().check((ctx) => {
      const problem = amountProblem(ctx.value, bounds)
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value })
    }),
  })
}
