// @ts-check
// Settling one open bet, for every engine: the guarded status change (only an open bet settles, so a
// second run or two at once pay nothing more), its payout as a ledger entry and its points, all in the
// caller's transaction.
import { post } from '../lib/ledger.mjs'
import { awardPointsForBet } from '../lib/points/ledger.mjs'

/**
 * Settles `bet` with `payout` and its `outcome` (and its `state`, where the engine keeps one); false when
 * it was settled already, and nothing is written.
 * @param {import('better-sqlite3').Database} db
 * @param {{ id: number, member_id: number, round_ref: string }} bet
 * @param {number} payout
 * @param {object} outcome
 * @param {number} now
 * @param {object} [state]
 */
export function settleOpenBet(db, bet, payout, outcome, now, state) {
  const changed = db
    .prepare(
      `UPDATE bets SET status = 'settled', payout_minor = ?, outcome = ?, state = COALESCE(?, state),
         settled_at = ?
       WHERE id = ? AND status = 'open'`,
    )
    .run(payout, JSON.stringify(outcome), state === undefined ? null : JSON.stringify(state), now, bet.id)
  if (changed.changes !== 1) return false
  if (payout > 0) {
    post(db, { memberId: bet.member_id, amountMinor: payout, kind: 'payout', ref: bet.round_ref, at: now })
  }
  awardPointsForBet(db, bet.id, now)
  return true
}
