// @ts-check
// Bonus turnover: a bonus credited with a turnover requirement stays in the balance but may not be
// withdrawn until the member's valid bets placed since its credit reach the requirement. Valid bets are
// what the profit and loss counts as valid: stakes of settled rounds that were not a push. Each bonus
// counts the bets since its own credit, so one bet counts toward every bonus held at the time.
import { balanceOf, post } from '../ledger.mjs'
import { promotionError } from './messages.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/** Valid stakes of the member since an instant, as a SQL expression over `bt` (a bonus_turnover row). */
export const VALID_SINCE = `(SELECT COALESCE(SUM(b.stake_minor), 0) FROM bets b INDEXED BY bets_member_period
  WHERE b.member_id = bt.member_id AND b.created_at >= bt.created_at
    AND b.status = 'settled' AND b.payout_minor <> b.stake_minor)`

/**
 * Credits a bonus through the ledger and records its turnover requirement, in one transaction.
 * @param {Db} db
 * @param {{ memberId: number, amountMinor: number, kind: string, ref: string, turnoverMultiplier: number, at: number }} bonus
 * @returns {{ entryId: number, turnoverMinor: number }}
 */
export function creditBonus(db, { memberId, amountMinor, kind, ref, turnoverMultiplier, at }) {
  return db.transaction(() => {
    const { entryId } = post(db, { memberId, amountMinor, kind, ref, at })
    const turnoverMinor = amountMinor * turnoverMultiplier
    if (turnoverMinor > 0) {
      db.prepare(
        `INSERT INTO bonus_turnover (ledger_id, member_id, amount_minor, turnover_minor, created_at)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(entryId, memberId, amountMinor, turnoverMinor, at)
    }
    return { entryId, turnoverMinor }
  })()
}

/**
 * The bonus money the member may not withdraw yet (at most the balance) and the valid bets still needed
 * to free all of it.
 * @param {Db} db
 * @param {number} memberId
 * @returns {{ lockedMinor: number, turnoverLeftMinor: number, withdrawableMinor: number }}
 */
export function turnoverState(db, memberId) {
  const open = /** @type {{ amount_minor: number, left: number }[]} */ (
    db
      .prepare(
        `SELECT amount_minor, turnover_minor - ${VALID_SINCE} AS left
         FROM bonus_turnover bt WHERE bt.member_id = ?`,
      )
      .all(memberId)
  ).filter((row) => row.left > 0)
  const balance = balanceOf(db, memberId)
  const lockedMinor = Math.min(
    balance,
    open.reduce((sum, row) => sum + row.amount_minor, 0),
  )
  const turnoverLeftMinor = open.reduce((most, row) => Math.max(most, row.left), 0)
  return { lockedMinor, turnoverLeftMinor, withdrawableMinor: balance - lockedMinor }
}

/**
 * Refuses a withdrawal that would take bonus money whose turnover is not met. Runs inside the
 * withdrawal's transaction, so the balance it reads is the one the debit sees.
 * @param {Db} db
 * @param {{ memberId: number, amountMinor: number, language: string }} input
 */
export function assertWithdrawable(db, { memberId, amountMinor, language }) {
  const state = turnoverState(db, memberId)
  // More than the whole balance is the ledger's refusal (insufficient), not this one.
  const balance = state.withdrawableMinor + state.lockedMinor
  if (amountMinor > state.withdrawableMinor && amountMinor <= balance) {
    throw promotionError(400, 'cashier.turnover.unmet', language, {
      value: {
        field: 'amount',
        withdrawableMinor: state.withdrawableMinor,
        turnoverLeftMinor: state.turnoverLeftMinor,
      },
    })
  }
}
