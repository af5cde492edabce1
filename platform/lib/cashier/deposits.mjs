// @ts-check
// Deposit orders, paid through the sandbox payment page before they expire.
import { post } from '../ledger.mjs'
import { rewardReferral } from '../promotions/referral.mjs'
import { assertMayDeposit } from '../protection/rules.mjs'
import { DEPOSIT_TTL_MS, MAX_OPEN_DEPOSITS } from './config.mjs'
import { cashierError } from './messages.mjs'
import { newOrderId } from './orders.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/**
 * @typedef {object} DepositRow
 * @property {string} id
 * @property {number} member_id
 * @property {string} merchant_code
 * @property {string} method
 * @property {number} amount_minor
 * @property {'pending' | 'paid' | 'expired'} status
 * @property {string} language
 * @property {number} created_at
 * @property {number} expires_at
 * @property {number | null} paid_at
 */

/**
 * Marks the member's (or, without a member, every) unpaid orders past their expiry as expired.
 * @param {Db} db
 * @param {number} now
 * @param {number} [memberId]
 */
export function expireDeposits(db, now, memberId) {
  if (memberId === undefined) {
    db.prepare(
      "UPDATE deposit_orders SET status = 'expired' WHERE status = 'pending' AND expires_at <= ?",
    ).run(now)
  } else {
    db.prepare(
      "UPDATE deposit_orders SET status = 'expired' WHERE member_id = ? AND status = 'pending' AND expires_at <= ?",
    ).run(memberId, now)
  }
}

/**
 * @param {Db} db
 * @param {string} id
 * @param {number} now
 * @returns {DepositRow | undefined}
 */
export function findDeposit(db, id, now) {
  db.prepare(
    "UPDATE deposit_orders SET status = 'expired' WHERE id = ? AND status = 'pending' AND expires_at <= ?",
  ).run(id, now)
  return /** @type {DepositRow | undefined} */ (
    db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(id)
  )
}

/**
 * Creates a deposit order unless the member already holds too many open ones, is on a time-out or
 * self-exclusion, or would pass a deposit limit (open orders count towards it, in this transaction).
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, method: string, amountMinor: number, language: string, now: number, minorDigits: number }} input
 * @returns {DepositRow}
 */
export function createDeposit(
  db,
  { memberId, merchantCode, method, amountMinor, language, now, minorDigits },
) {
  return db.transaction(() => {
    expireDeposits(db, now, memberId)
    const open = /** @type {number} */ (
      db
        .prepare("SELECT COUNT(*) FROM deposit_orders WHERE member_id = ? AND status = 'pending'")
        .pluck()
        .get(memberId)
    )
    if (open >= MAX_OPEN_DEPOSITS) throw cashierError(409, 'cashier.deposit.too.many.open', language)
    assertMayDeposit(db, { memberId, amountMinor, now, language, minorDigits })
    const id = newOrderId('DP')
    db.prepare(
      `INSERT INTO deposit_orders (id, member_id, merchant_code, method, amount_minor, status, language, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
    ).run(id, memberId, merchantCode, method, amountMinor, language, now, now + DEPOSIT_TTL_MS)
    return /** @type {DepositRow} */ (db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(id))
  })()
}

/**
 * The payment service provider's confirmation: credits the member once, only while the order is
 * pending and unexpired.
 * @param {Db} db
 * @param {string} id
 * @param {number} now
 * @param {string} language
 */
export function payDeposit(db, id, now, language) {
  return db.transaction(() => {
    const order = findDeposit(db, id, now)
    if (!order) throw cashierError(404, 'cashier.order.not.found', language)
    if (order.status === 'expired') throw cashierError(409, 'cashier.order.expired', language)
    if (order.status !== 'pending') throw cashierError(409, 'cashier.order.not.pending', language)
    const { entryId } = post(db, {
      memberId: order.member_id,
      amountMinor: order.amount_minor,
      kind: 'deposit',
      ref: order.id,
      at: now,
    })
    db.prepare("UPDATE deposit_orders SET status = 'paid', paid_at = ?, ledger_id = ? WHERE id = ?").run(
      now,
      entryId,
      id,
    )
    rewardReferral(db, { memberId: order.member_id, merchantCode: order.merchant_code, depositId: id, now })
    return /** @type {DepositRow} */ (db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(id))
  })()
}

/**
 * @param {Db} db
 * @param {string} id
 * @param {number} now
 */
export function expireDeposit(db, id, now) {
  const result = db
    .prepare(
      "UPDATE deposit_orders SET status = 'expired', expires_at = MIN(expires_at, ?) WHERE id = ? AND status = 'pending'",
    )
    .run(now, id)
  return result.changes > 0
}
