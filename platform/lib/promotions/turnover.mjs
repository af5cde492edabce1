// @ts-check
// Bonus turnover: a bonus credited with a turnover requirement stays in the balance but may not be
// withdrawn until the member's valid bets placed since its credit reach the requirement. Valid bets are
// what the profit and loss counts as valid: stakes of settled rounds that were not a push. Each bonus
// counts the bets since its own credit, so one bet counts toward every bonus held at the time.
import { balanceOf, post } from '../ledger.mjs'
import { protectionError } from '../protection/messages.mjs'
import { activeBlock } from '../protection/rules.mjs'
import { promotionError } from './messages.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/** Valid stakes of the member since an instant, as a SQL expression over `bt` (a bonus_turnover row). */
export const VALID_SINCE = `(SELECT COALESCE(SUM(b.stake_minor), 0) FROM bets b INDEXED BY bets_member_period
  WHERE b.member_id = bt.member_id AND b.created_at >= bt.created_at
    AND b.status = 'settled' AND b.payout_minor <> b.stake_minor)`

/** @typedef {{ memberId: number, amountMinor: number, kind: string, ref: string, turnoverMultiplier: number, at: number, language: string, expiresAt?: number | null }} Bonus */

/**
 * Credits a bonus through the ledger and records its turnover requirement, in one transaction. Every
 * bonus, reward and cash prize the platform gives passes here, so none reaches a member on a time-out or
 * self-exclusion (RTS 14A): a claim is refused (`rg.blocked`), a reward the member did not ask for is
 * not paid.
 * @param {Db} db
 * @param {Bonus} bonus
 * @param {'refuse' | 'skip'} whenBlocked
 * @returns {{ entryId: number, turnoverMinor: number } | null} null when skipped
 */
function credit(
  db,
  { memberId, amountMinor, kind, ref, turnoverMultiplier, at, language, expiresAt = null },
  whenBlocked,
) {
  return db.transaction(() => {
    if (activeBlock(db, memberId, at)) {
      if (whenBlocked === 'skip') return null
      throw protectionError(403, 'rg.blocked', language)
    }
    const { entryId } = post(db, { memberId, amountMinor, kind, ref, at })
    const turnoverMinor = amountMinor * turnoverMultiplier
    if (turnoverMinor > 0) {
      db.prepare(
        `INSERT INTO bonus_turnover (ledger_id, member_id, amount_minor, turnover_minor, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(entryId, memberId, amountMinor, turnoverMinor, at, expiresAt)
    }
    return { entryId, turnoverMinor }
  })()
}

/**
 * A bonus the member claims (a promotion, a reward, points turned into cash, the sign-up bonus):
 * refused with `rg.blocked` during a time-out or self-exclusion.
 * @param {Db} db
 * @param {Bonus} bonus
 */
export function creditBonus(db, bonus) {
  return /** @type {{ entryId: number, turnoverMinor: number }} */ (credit(db, bonus, 'refuse'))
}

/**
 * A bonus paid on something else happening (a friend's first deposit): not paid, and null, during a
 * time-out or self-exclusion, and what caused it goes on.
 * @param {Db} db
 * @param {Bonus} bonus
 */
export function creditBonusUnlessBlocked(db, bonus) {
  return credit(db, bonus, 'skip')
}

/**
 * The bonus money the member may not withdraw yet (at most the balance) and the valid bets still needed
 * to free all of it. A bonus that expired (./expiry.mjs) holds nothing back any more.
 * @param {Db} db
 * @param {number} memberId
 * @returns {{ lockedMinor: number, turnoverLeftMinor: number, withdrawableMinor: number }}
 */
export function turnoverState(db, memberId) {
  const open = /** @type {{ amount_minor: number, left: number }[]} */ (
    db
      .prepare(
        `SELECT amount_minor, turnover_minor - ${VALID_SINCE} AS left
         FROM bonus_turnover bt WHERE bt.member_id = ? AND bt.state = 'open'`,
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
