// @ts-check
// What deposits and withdrawals share: amounts in exact minor units, order ids and a member's page of
// orders.
import { randomString } from '../crypto.mjs'
import { cashierError } from './messages.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('../merchants.mjs').Merchant} Merchant */

/**
 * Parses an amount in major units, sent as a number or a decimal string, into exact minor units.
 * Strings are read digit by digit, so `0.1 + 0.2` style float errors cannot creep in.
 * @param {unknown} value
 * @param {number} minorDigits
 * @returns {number | null} null when it is not a positive amount with at most `minorDigits` decimals
 */
export function parseAmount(value, minorDigits) {
  let text = ''
  if (typeof value === 'number' && Number.isFinite(value)) {
    text = value
      .toFixed(Math.max(minorDigits, 0) + 2)
      .replace(/0+$/, '')
      .replace(/\.$/, '')
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return null
  }
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text)
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.replace(/0+$/, '').length > minorDigits) return null
  const minor =
    Number(match[1]) * 10 ** minorDigits +
    Number(fraction.padEnd(minorDigits, '0').slice(0, minorDigits) || 0)
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null
}

/**
 * @param {number} minor
 * @param {number} minorDigits
 */
export function major(minor, minorDigits) {
  return minor / 10 ** minorDigits
}

/**
 * Checks an amount against bounds and answers it in minor units.
 * @param {unknown} value
 * @param {{ minMinor: number, maxMinor: number }} bounds
 * @param {Merchant} merchant
 * @param {string} language
 */
export function checkedAmount(value, bounds, merchant, language) {
  const digits = merchant.currency.minorDigits
  const minor = parseAmount(value, digits)
  if (minor === null)
    throw cashierError(400, 'cashier.amount.invalid', language, { value: { field: 'amount' } })
  if (minor < bounds.minMinor) {
    throw cashierError(400, 'cashier.amount.below.min', language, {
      value: { field: 'amount', minAmount: major(bounds.minMinor, digits) },
    })
  }
  if (minor > bounds.maxMinor) {
    throw cashierError(400, 'cashier.amount.above.max', language, {
      value: { field: 'amount', maxAmount: major(bounds.maxMinor, digits) },
    })
  }
  return minor
}

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** @param {'DP' | 'WD'} prefix */
export function newOrderId(prefix) {
  return `${prefix}${randomString(12, ORDER_ALPHABET)}`
}
/**
 * A page of the member's orders of one table, newest first.
 * @param {Db} db
 * @param {'deposit_orders' | 'withdraw_orders'} table
 * @param {number} memberId
 * @param {number} pageNo
 * @param {number} pageSize
 */
export function pageOfOrders(db, table, memberId, pageNo, pageSize) {
  const total = /** @type {number} */ (
    db.prepare(`SELECT COUNT(*) FROM ${table} WHERE member_id = ?`).pluck().get(memberId)
  )
  const rows = db
    .prepare(
      `SELECT * FROM ${table} WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, pageSize, (pageNo - 1) * pageSize)
  return { rows, totalPages: Math.max(1, Math.ceil(total / pageSize)) }
}
