// @ts-check
// Free spins (rule `free_spins`): a member whose mobile number is verified (registered with an SMS code
// or a phone token) may claim `spins` free rounds on the offer's slot, once. Each free round is a round
// of that slot like any other (inhouse/rounds.mjs): drawn from the member's seed pair, verifiable, in the
// betting record, its payout credited to the balance; only its stake, `line_bet_minor` on every payline,
// is not taken from the balance. Claiming needs no money to move, so the grant and its message are the
// claim's one transaction.
import { sendMessage } from '../inbox.mjs'
import { promotionError } from './messages.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./rules.mjs').OfferRow} OfferRow */

/**
 * @typedef {object} FreeRoundsRow
 * @property {number} id
 * @property {number} promotion_id
 * @property {number} member_id
 * @property {number} node_id
 * @property {number} line_bet_minor
 * @property {number} granted
 * @property {number} remaining
 * @property {number} granted_at
 */

/**
 * @param {Db} db
 * @param {OfferRow} offer
 * @param {{ memberId: number, now: number }} input
 */
export function freeSpinsState(db, offer, { memberId, now }) {
  const grant = /** @type {FreeRoundsRow | undefined} */ (
    db
      .prepare('SELECT * FROM free_rounds WHERE promotion_id = ? AND member_id = ?')
      .get(offer.promotion_id, memberId)
  )
  const verified =
    db.prepare('SELECT mobile_verified_at FROM members WHERE id = ?').pluck().get(memberId) !== null
  /** @type {'claimed' | 'ended' | 'not_verified' | null} */
  const reason = grant
    ? 'claimed'
    : now < offer.start_at || now >= offer.end_at
      ? 'ended'
      : !verified
        ? 'not_verified'
        : null
  return {
    eligible: reason === null,
    reason,
    spins: offer.spins,
    remaining: grant ? grant.remaining : null,
    claimedAt: grant ? grant.granted_at : null,
  }
}

/**
 * @param {Db} db
 * @param {OfferRow} offer
 * @param {{ memberId: number, now: number, language: string }} input
 */
export function claimFreeSpins(db, offer, { memberId, now, language }) {
  const state = freeSpinsState(db, offer, { memberId, now })
  if (state.reason === 'claimed') throw promotionError(409, 'promotion.claimed', language)
  if (!state.eligible) {
    throw promotionError(400, 'promotion.not.eligible', language, { value: { reason: state.reason } })
  }
  db.prepare(
    `INSERT INTO free_rounds (promotion_id, member_id, node_id, line_bet_minor, granted, remaining, granted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(offer.promotion_id, memberId, offer.node_id, offer.line_bet_minor, offer.spins, offer.spins, now)
  const game = /** @type {string} */ (
    db.prepare('SELECT name FROM games WHERE node_id = ?').pluck().get(offer.node_id)
  )
  sendMessage(db, {
    memberId,
    template: 'free_spins_granted',
    ref: String(offer.promotion_id),
    params: { spins: offer.spins, game },
    at: now,
  })
  return { promotionId: offer.promotion_id, spins: offer.spins, claimedAt: now }
}

/**
 * The member's free rounds still to play on one game, oldest grant first, or undefined.
 * @param {Db} db
 * @param {number} memberId
 * @param {number} nodeId
 * @returns {FreeRoundsRow | undefined}
 */
export function openFreeRounds(db, memberId, nodeId) {
  return /** @type {FreeRoundsRow | undefined} */ (
    db
      .prepare(
        'SELECT * FROM free_rounds WHERE member_id = ? AND node_id = ? AND remaining > 0 ORDER BY id LIMIT 1',
      )
      .get(memberId, nodeId)
  )
}

/**
 * Uses one free round of a grant inside the round's transaction; false when none was left.
 * @param {Db} db
 * @param {number} grantId
 */
export function spendFreeRound(db, grantId) {
  return (
    db.prepare('UPDATE free_rounds SET remaining = remaining - 1 WHERE id = ? AND remaining > 0').run(grantId)
      .changes === 1
  )
}
