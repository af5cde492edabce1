// @ts-check
// Withdrawal orders: the debit is taken at once and refunded if the order is cancelled or rejected.
import { InsufficientFundsError, post } from '../ledger.mjs'
import { assertWithdrawable } from '../promotions/turnover.mjs'
import { cashierError } from './messages.mjs'
import { newOrderId } from './orders.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/**
 * @typedef {object} WithdrawRow
 * @property {string} id
 * @property {number} member_id
 * @property {string} merchant_code
 * @property {number} bank_account_id
 * @property {number} amount_minor
 * @property {'pending' | 'paid' | 'rejected' | 'cancelled'} status
 * @property {number} created_at
 * @property {number | null} decided_at
 * @property {string | null} reason
 */

/**
 * Debits the member at once (one ledger entry) and records a pending order, in one transaction: the
 * money cannot be bet or withdrawn twice, and the balance never goes below zero.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, bankAccountId: number, amountMinor: number, now: number, language: string }} input
 * @returns {WithdrawRow}
 */
export function createWithdrawal(db, { memberId, merchantCode, bankAccountId, amountMinor, now, language }) {
  return db.transaction(() => {
    const account = db
      .prepare('SELECT id FROM bank_accounts WHERE id = ? AND member_id = ?')
      .get(bankAccountId, memberId)
    if (!account)
      throw cashierError(400, 'cashier.bank.account.not.found', language, {
        value: { field: 'bankAccountId' },
      })
    assertWithdrawable(db, { memberId, amountMinor, language })
    const id = newOrderId('WD')
    let entryId
    try {
      entryId = post(db, { memberId, amountMinor: -amountMinor, kind: 'withdraw', ref: id, at: now }).entryId
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw cashierError(400, 'cashier.balance.insufficient', language, { value: { field: 'amount' } })
      }
      throw error
    }
    db.prepare(
      `INSERT INTO withdraw_orders (id, member_id, merchant_code, bank_account_id, amount_minor, status, created_at, ledger_id)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
    ).run(id, memberId, merchantCode, bankAccountId, amountMinor, now, entryId)
    return /** @type {WithdrawRow} */ (db.prepare('SELECT * FROM withdraw_orders WHERE id = ?').get(id))
  })()
}

/**
 * Ends a pending withdrawal: `paid` keeps the debit; `cancelled` (by the member) and `rejected` (by
 * the operator) refund it with an entry of their own. Only a pending order changes, inside the
 * transaction, so a second decision (a double click, a second scheduler run) is refused with
 * `409 cashier.order.not.pending` and nothing is paid or refunded twice.
 * @param {Db} db
 * @param {{ id: string, outcome: 'paid' | 'cancelled' | 'rejected', now: number, language: string, memberId?: number, reason?: string | null }} input
 * @returns {WithdrawRow}
 */
export function settleWithdrawal(db, { id, outcome, now, language, memberId, reason = null }) {
  return db.transaction(() => {
    const order = /** @type {WithdrawRow | undefined} */ (
      db.prepare('SELECT * FROM withdraw_orders WHERE id = ?').get(id)
    )
    // Another member's order answers exactly like a missing one.
    if (!order || (memberId !== undefined && order.member_id !== memberId)) {
      throw cashierError(404, 'cashier.order.not.found', language)
    }
    if (order.status !== 'pending') throw cashierError(409, 'cashier.order.not.pending', language)
    let refundId = null
    if (outcome !== 'paid') {
      refundId = post(db, {
        memberId: order.member_id,
        amountMinor: order.amount_minor,
        kind: 'withdraw_refund',
        ref: order.id,
        at: now,
      }).entryId
    }
    db.prepare(
      'UPDATE withdraw_orders SET status = ?, decided_at = ?, reason = ?, refund_ledger_id = ? WHERE id = ?',
    ).run(outcome, now, reason, refundId, id)
    // The operator's decision reaches the player's inbox with the order; a cancellation was their own.
    if (outcome !== 'cancelled') {
      db.prepare(
        `INSERT OR IGNORE INTO member_messages (member_id, template, ref, params, created_at)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(
        order.member_id,
        `withdraw_${outcome}`,
        order.id,
        JSON.stringify({ orderId: order.id, amountMinor: order.amount_minor, reason }),
        now,
      )
    }
    return /** @type {WithdrawRow} */ (db.prepare('SELECT * FROM withdraw_orders WHERE id = ?').get(id))
  })()
}
