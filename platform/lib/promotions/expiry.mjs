// @ts-check
// Bonus deadlines: a bonus credited with a turnover and a deadline (`bonus_turnover.expires_at`, the
// credit plus the offer's `expiry_days`) is decided at its deadline. Valid bets placed before the
// deadline that reach the requirement close it as `met`; otherwise it `expired`: the bonus amount (at
// most what the balance holds) leaves the balance as a `bonus_expired` ledger entry, and the member gets
// a message, in the same transaction as the bonus's change of state. The change is conditional on the
// bonus being open, so a second run, or two at once, never takes the money twice.
import { post } from '../ledger.mjs'
import { sendMessage } from '../inbox.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/** Valid stakes of the member from the credit up to (not including) the deadline. */
const VALID_BEFORE_DEADLINE = `(SELECT COALESCE(SUM(b.stake_minor), 0) FROM bets b INDEXED BY bets_member_period
  WHERE b.member_id = bt.member_id AND b.created_at >= bt.created_at AND b.created_at < bt.expires_at
    AND b.status = 'settled' AND b.payout_minor <> b.stake_minor)`

/**
 * Decides every open bonus whose deadline is at or before `now`.
 * @param {Db} db
 * @param {number} now
 * @returns {{ expired: number, met: number }}
 */
export function expireBonuses(db, now) {
  const due =
    /** @type {{ ledger_id: number, member_id: number, amount_minor: number, turnover_minor: number, expires_at: number }[]} */ (
      db
        .prepare(
          `SELECT ledger_id, member_id, amount_minor, turnover_minor, expires_at FROM bonus_turnover
         WHERE state = 'open' AND expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at, ledger_id`,
        )
        .all(now)
    )
  let expired = 0
  let met = 0
  for (const bonus of due) {
    db.transaction(() => {
      const valid = /** @type {number} */ (
        db
          .prepare(`SELECT ${VALID_BEFORE_DEADLINE} FROM bonus_turnover bt WHERE bt.ledger_id = ?`)
          .pluck()
          .get(bonus.ledger_id)
      )
      if (valid >= bonus.turnover_minor) {
        const closed = db
          .prepare(
            "UPDATE bonus_turnover SET state = 'met', closed_at = ? WHERE ledger_id = ? AND state = 'open'",
          )
          .run(bonus.expires_at, bonus.ledger_id)
        met += closed.changes
        return
      }
      const balance = /** @type {number} */ (
        db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(bonus.member_id)
      )
      const forfeited = Math.max(0, Math.min(bonus.amount_minor, balance))
      const closed = db
        .prepare(
          `UPDATE bonus_turnover SET state = 'expired', closed_at = ?, forfeited_minor = ?
           WHERE ledger_id = ? AND state = 'open'`,
        )
        .run(now, forfeited, bonus.ledger_id)
      if (closed.changes !== 1) return
      if (forfeited > 0) {
        post(db, {
          memberId: bonus.member_id,
          amountMinor: -forfeited,
          kind: 'bonus_expired',
          ref: `BONUS${bonus.ledger_id}`,
          at: now,
        })
      }
      sendMessage(db, {
        memberId: bonus.member_id,
        template: 'bonus_expired',
        ref: String(bonus.ledger_id),
        params: { amountMinor: bonus.amount_minor, forfeitedMinor: forfeited },
        at: now,
      })
      expired += 1
    })()
  }
  return { expired, met }
}
