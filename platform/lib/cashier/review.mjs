// @ts-check
// The review rule of withdrawals (docs/platform.md, "Cashier"): below the merchant's threshold an order
// is approved and paid automatically once its review delay has passed; at or above it, it waits for a
// person in the cashier console. The scheduler runs the automatic reviews.
import { ApiError } from '../http.mjs'
import { repeatEvery } from '../repeat.mjs'
import { cashierError } from './messages.mjs'
import { settleWithdrawal } from './withdrawals.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('../merchants.mjs').Merchant} Merchant */
/** @typedef {import('./withdrawals.mjs').WithdrawRow} WithdrawRow */

export const REJECT_REASON_MIN = 2
export const REJECT_REASON_MAX = 200

/**
 * The reason an operator gives for a rejection, which the player reads: 2 to 200 characters, spaces
 * folded.
 * @param {unknown} value
 * @param {string} language
 */
export function rejectReason(value, language) {
  const reason = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''
  if (reason.length < REJECT_REASON_MIN || reason.length > REJECT_REASON_MAX) {
    throw cashierError(400, 'cashier.reject.reason.required', language, { value: { field: 'reason' } })
  }
  return reason
}

/**
 * How an order of this amount is reviewed under the merchant's rule.
 * @param {Merchant | undefined} merchant
 * @param {number} amountMinor
 * @returns {'automatic' | 'manual'}
 */
export function reviewOf(merchant, amountMinor) {
  const rule = merchant?.withdrawReview
  return rule && amountMinor < rule.autoPayBelowMinor ? 'automatic' : 'manual'
}

/**
 * When an automatically reviewed order is paid; null for one a person decides.
 * @param {Merchant | undefined} merchant
 * @param {WithdrawRow} order
 */
export function autoPayAt(merchant, order) {
  if (!merchant || reviewOf(merchant, order.amount_minor) !== 'automatic') return null
  return order.created_at + merchant.withdrawReview.delayMs
}

/**
 * Pays every pending order below its merchant's threshold whose review delay has passed by `now`
 * (and `orderId`, when given, at once). Each order settles in its own transaction; one another run or
 * the operator decided meanwhile is skipped, so runs may overlap and repeat.
 * @param {Db} db
 * @param {Map<string, Merchant>} merchants
 * @param {number} now
 * @param {{ orderId?: string }} [options]
 * @returns {string[]} the ids of the orders paid
 */
export function runDueReviews(db, merchants, now, { orderId } = {}) {
  const pending = /** @type {WithdrawRow[]} */ (
    db.prepare("SELECT * FROM withdraw_orders WHERE status = 'pending' ORDER BY created_at, id").all()
  )
  /** @type {string[]} */
  const paid = []
  for (const order of pending) {
    const due = autoPayAt(merchants.get(order.merchant_code), order)
    if (due === null || (due > now && order.id !== orderId)) continue
    try {
      settleWithdrawal(db, { id: order.id, outcome: 'paid', now, language: 'EN' })
      paid.push(order.id)
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error
    }
  }
  return paid
}

/**
 * Runs the automatic reviews at start (catching up on downtime) and then every `everyMs`.
 * @param {Db} db
 * @param {Map<string, Merchant>} merchants
 * @param {() => number} now
 * @param {{ everyMs?: number, log?: (error: unknown) => void }} [options]
 * @returns {() => void} stops the timer
 */
export function startWithdrawalReviews(db, merchants, now, { everyMs = 5 * 1000, log = console.error } = {}) {
  return repeatEvery(() => runDueReviews(db, merchants, now()), everyMs, log)
}
