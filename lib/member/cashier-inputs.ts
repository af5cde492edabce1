import { z } from 'zod'

// The cashier routes' inputs, checked on the server (the forms check the same in the browser without this
// library).

// The player's text as it arrives; the handler parses it with the tenant's currency.
const amountText = z.string().trim().min(1).max(24)
const paymentPassword = z.string().regex(/^\d{6}$/, 'six_digits')

export const CreateDepositInput = z.object({
  method: z.string().regex(/^[A-Z0-9_]{1,20}$/),
  amount: amountText,
})

export const DepositOrderInput = z.object({ id: z.string().regex(/^[A-Z0-9]{4,24}$/) })

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

export const CancelWithdrawInput = z.object({ orderId: z.string().regex(/^[A-Z0-9]{4,24}$/) })
