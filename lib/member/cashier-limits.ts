import 'server-only'
import { PortalError } from '@/lib/bff/errors'
import type { LimitRule } from '@/lib/bff/handler'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'
import type { MemberView } from '@/lib/types'
import { parseAmountInput } from './cashier'

// The cashier's own limits (docs/security.md, "Cashier"), per account so that players behind one
// address never share them. The platform also locks withdrawals after five wrong payment passwords in a
// row; the Portal's failure limit sits above that lock, in front of every call carrying a password.
export const CASHIER_LIMITS = {
  // Deposit and withdrawal orders an account may create.
  ordersAccount: { name: 'cashier-orders.account', limit: 20, windowSeconds: 10 * 60, scope: 'key' },
  // Refused calls carrying the payment or login password (setting it, adding a bank account, withdrawing).
  passwordAccount: { name: 'payment-password.account', limit: 10, windowSeconds: 15 * 60, scope: 'key' },
} as const satisfies Record<string, LimitPolicy>

export const byAccount = (_input: unknown, member: MemberView | null) => (member ? String(member.id) : null)

// The order limit counts the orders the platform answered (created or refused): an attempt that never
// reached it, because it was down or slow, does not use up the player's allowance.
export const ORDER_LIMITS: LimitRule<unknown> = {
  policy: CASHIER_LIMITS.ordersAccount,
  key: byAccount,
  count: 'answered',
}

// An order paid out with the payment password (a withdrawal, a transfer up or down the team): the order
// limit, and wrong payment passwords counted with every other call that carries one.
export const PAYOUT_LIMITS: LimitRule<unknown>[] = [
  ORDER_LIMITS,
  { policy: CASHIER_LIMITS.passwordAccount, key: byAccount, count: 'failure' },
]

// The player's amount text in minor units of the tenant's currency, or the field error the form shows.
export function amountFromInput(text: string, minorDigits: number): number {
  const parsed = parseAmountInput(text, minorDigits)
  if (!parsed.ok) throw new PortalError('invalid_input', { fields: { amount: parsed.problem } })
  return parsed.minor
}
