import type { Currency } from '@/lib/types'
import type { IdentityStatus } from '@/lib/identity/types'

// The cashier's shapes and amounts (deposit and withdrawal in the member centre), shared by the forms,
// the BFF client (lib/client/wallet.ts) and the upstream calls. Amounts are integers in minor units
// everywhere in the Portal.

export type DepositMethodKind = 'qr' | 'bank'

export type DepositMethod = {
  code: string
  kind: DepositMethodKind
  minMinor: number
  maxMinor: number
  presetsMinor: number[]
}

export type DepositOptions = {
  currency: Currency
  expiresMinutes: number
  methods: DepositMethod[]
}

export type DepositStatus = 'pending' | 'paid' | 'expired'

export type DepositOrder = {
  orderId: string
  method: string
  methodKind: DepositMethodKind
  amountMinor: number
  currency: Currency
  status: DepositStatus
  reference: string
  payUrl: string
  // Where a bank transfer goes; null for methods paid by scanning.
  payee: { bankName: string; accountNumber: string; holderName: string } | null
  createdAt: string
  expiresAt: string
  paidAt: string | null
  // The payment URL as a QR code (SVG markup made on the server), while the order can still be paid.
  qrSvg: string | null
}

export type OrderPage<T> = { orders: T[]; totalPages: number }

export type Bank = { code: string; name: string }

export type BankAccount = {
  id: number
  bankCode: string
  bankName: string
  accountMasked: string
  holderName: string
}

export type WithdrawInfo = {
  currency: Currency
  withdrawableMinor: number
  // Bonus money in the balance that may not leave until `turnoverLeftMinor` more is validly bet.
  lockedBonusMinor: number
  turnoverLeftMinor: number
  minMinor: number
  maxMinor: number
  hasPaymentPassword: boolean
  // Whether the player may take back a pending withdrawal (the operator's choice; off by default).
  canCancel: boolean
  // Whether the operator wants a verified identity before money leaves, and where the member's check
  // stands (docs/platform.md, "Identity"); null when the platform says nothing of it.
  identity: { required: boolean; status: IdentityStatus } | null
  // The review rule, when the platform states one: below the amount paid automatically after the delay,
  // larger ones checked by a person first.
  review: { autoPayBelowMinor: number; delayMinutes: number } | null
  // Withdrawals are locked after too many wrong payment passwords, until then.
  lockedUntil: string | null
  attemptsLeft: number | null
  maxBankAccounts: number
  bankAccounts: BankAccount[]
  banks: Bank[]
}

export type WithdrawStatus = 'pending' | 'paid' | 'rejected' | 'cancelled'

export type WithdrawOrder = {
  orderId: string
  amountMinor: number
  currency: Currency
  status: WithdrawStatus
  bankName: string
  accountMasked: string
  createdAt: string
  // When it left review (paid, rejected or cancelled).
  decidedAt: string | null
  // Why the operator rejected it, as they wrote it; null otherwise.
  reason: string | null
}

// Amounts as the player types them: digits with at most one decimal separator, a point or a comma
// (Portuguese, Indonesian and Vietnamese players write a comma). Group separators are refused rather
// than guessed, so "1,234" is never silently read as a thousand.
export type AmountProblem = 'required' | 'not_number' | 'too_many_decimals'

export function parseAmountInput(
  text: string,
  minorDigits: number,
): { ok: true; minor: number } | { ok: false; problem: AmountProblem } {
  const value = text.trim().replace(/\s+/g, '')
  if (value === '') return { ok: false, problem: 'required' }
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(value)
  if (!match) return { ok: false, problem: 'not_number' }
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > minorDigits) return { ok: false, problem: 'too_many_decimals' }
  const minor = Number(match[1]) * 10 ** minorDigits + Number(fraction.padEnd(minorDigits, '0') || 0)
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: 'not_number' }
  if (minor <= 0) return { ok: false, problem: 'not_number' }
  return { ok: true, minor }
}

// Minor units as the plain decimal the platform reads ("1234.50"), built from the integer so that no
// float rounding can change it.
export function minorToDecimal(minor: number, minorDigits: number): string {
  if (minorDigits <= 0) return String(minor)
  const text = String(Math.abs(minor)).padStart(minorDigits + 1, '0')
  return `${minor < 0 ? '-' : ''}${text.slice(0, -minorDigits)}.${text.slice(-minorDigits)}`
}
