// @ts-check
// What the cashier offers per currency and the limits it keeps. The contract publishes none of it;
// docs/platform.md ("Cashier") records what this platform decided.

/** @typedef {import('../merchants.mjs').Merchant} Merchant */

const MINUTE_MS = 60 * 1000

export const DEPOSIT_TTL_MS = 15 * MINUTE_MS
/** Unpaid, unexpired deposit orders a member may hold at once. */
export const MAX_OPEN_DEPOSITS = 5
export const MAX_BANK_ACCOUNTS = 3
/** Wrong payment passwords in a row that lock withdrawals, and for how long. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5
export const PAYMENT_PASSWORD_LOCK_MS = 15 * MINUTE_MS

/**
 * @typedef {object} DepositMethod
 * @property {string} code
 * @property {'qr' | 'bank'} kind `qr`: scan and pay; `bank`: a transfer to the payee with the reference
 * @property {number} minMinor
 * @property {number} maxMinor
 * @property {number[]} presetsMinor
 * @property {{ bankName: string, accountNumber: string, holderName: string }} [payee]
 */

/** Deposit methods by currency, in the order the cashier offers them. */
/** @type {Record<string, DepositMethod[]>} */
export const DEPOSIT_METHODS = {
  BRL: [
    {
      code: 'PIX',
      kind: 'qr',
      minMinor: 1_000,
      maxMinor: 5_000_000,
      presetsMinor: [2_000, 5_000, 10_000, 20_000, 50_000, 100_000],
    },
    {
      code: 'BANK',
      kind: 'bank',
      minMinor: 5_000,
      maxMinor: 10_000_000,
      presetsMinor: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
      payee: {
        bankName: 'Banco Solara S.A.',
        accountNumber: '0001 / 98765-4',
        holderName: 'Solara Pagamentos LTDA',
      },
    },
  ],
  USD: [
    {
      code: 'EWALLET',
      kind: 'qr',
      minMinor: 1_000,
      maxMinor: 500_000,
      presetsMinor: [1_000, 2_000, 5_000, 10_000, 20_000, 50_000],
    },
    {
      code: 'BANK',
      kind: 'bank',
      minMinor: 5_000,
      maxMinor: 2_000_000,
      presetsMinor: [5_000, 10_000, 20_000, 50_000, 100_000, 200_000],
      payee: {
        bankName: 'Verdant Trust Bank',
        accountNumber: '7700-1234-5566',
        holderName: 'Verdant Club Ltd',
      },
    },
  ],
}

/** Withdrawal bounds by currency. */
/** @type {Record<string, { minMinor: number, maxMinor: number }>} */
export const WITHDRAW_LIMITS = {
  BRL: { minMinor: 2_000, maxMinor: 5_000_000 },
  USD: { minMinor: 1_000, maxMinor: 1_000_000 },
}

/** Banks a member may withdraw to, by currency. */
/** @type {Record<string, { code: string, name: string }[]>} */
export const BANKS = {
  BRL: [
    { code: '001', name: 'Banco do Brasil' },
    { code: '104', name: 'Caixa Econômica Federal' },
    { code: '237', name: 'Bradesco' },
    { code: '260', name: 'Nubank' },
    { code: '341', name: 'Itaú Unibanco' },
    { code: '033', name: 'Santander' },
  ],
  USD: [
    { code: 'BBL', name: 'Bangkok Bank' },
    { code: 'KBANK', name: 'Kasikornbank' },
    { code: 'VCB', name: 'Vietcombank' },
    { code: 'BDO', name: 'BDO Unibank' },
    { code: 'MBB', name: 'Maybank' },
  ],
}

/** @param {Merchant} merchant */
export function depositMethodsOf(merchant) {
  return DEPOSIT_METHODS[merchant.currency.code] ?? []
}

/** @param {Merchant} merchant */
export function withdrawLimitsOf(merchant) {
  return WITHDRAW_LIMITS[merchant.currency.code] ?? { minMinor: 100, maxMinor: 1_000_000 }
}

/** @param {Merchant} merchant */
export function banksOf(merchant) {
  return BANKS[merchant.currency.code] ?? []
}
