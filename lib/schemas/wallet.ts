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

// The amount as the forms check it before sending: readable in the tenant's currency and within the
// bounds the page shows. The handlers read the same text with `amountFromInput`; the platform checks the
// bounds again.
export function amountWithin(bounds: AmountBounds) {
  return z.string().check((ctx) => {
    const parsed = parseAmountInput(ctx.value, bounds.minorDigits)
    const reason = !parsed.ok
      ? parsed.problem
      : parsed.minor < bounds.minMinor
        ? 'below_min'
        : parsed.minor > bounds.maxMinor
          ? 'above_max'
          : bounds.availableMinor !== undefined && parsed.minor > bounds.availableMinor
            ? 'insufficient'
            : null
    if (reason) ctx.issues.push({ code: 'custom', message: reason, input: ctx.value })
  })
}

// The forms' versions of the deposit and withdrawal inputs: the same fields, the amount within bounds.
export const depositForm = (bounds: AmountBounds) =>
  CreateDepositInput.extend({ amount: amountWithin(bounds) })

export const withdrawForm = (bounds: AmountBounds) => WithdrawInput.extend({ amount: amountWithin(bounds) })
