// @ts-check
// Points move like money: every change of a member's points is one row of the points ledger written in
// the same transaction as the balance update, so the balance always equals the sum of the ledger and
// never goes below zero. A redemption debits the points, takes one from the stock and grants the reward
// (cash through the money ledger, or an item) in one transaction: all of it or none.
import { ApiError } from '../http.mjs'
import { creditBonus } from '../promotions/turnover.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/**
 * @typedef {object} RewardRow
 * @property {number} id
 * @property {string} merchant_code
 * @property {string} code
 * @property {'cash' | 'item'} kind
 * @property {number} cost_points
 * @property {number} cash_minor
 * @property {number} stock
 * @property {number | null} member_limit
 * @property {number} sequence
 * @property {number} hue
 * @property {string} names
 */

/** Money-ledger kinds of the cash points buy: bonuses from rewards (docs/platform.md). */
export const CASH_KINDS = { reward: 'reward_points_bonus', convert: 'reward_points_convert_bonus' }

/**
 * @param {Db} db
 * @param {number} memberId
 */
export function pointsOf(db, memberId) {
  return /** @type {number} */ (
    db.prepare('SELECT points FROM point_balances WHERE member_id = ?').pluck().get(memberId) ?? 0
  )
}

/**
 * Posts a signed number of points; refuses with `point.balance.insufficient` when the balance would go
 * below zero. Nests as a savepoint inside an outer transaction.
 * @param {Db} db
 * @param {{ memberId: number, points: number, kind: 'bet' | 'redeem' | 'convert' | 'adjustment', ref?: string | null, at: number }} entry
 */
export function postPoints(db, { memberId, points, kind, ref = null, at }) {
  if (!Number.isSafeInteger(points)) throw new TypeError('points must be an integer')
  return db.transaction(() => {
    db.prepare(
      'INSERT INTO point_balances (member_id, points) VALUES (?, 0) ON CONFLICT(member_id) DO NOTHING',
    ).run(memberId)
    const after = /** @type {number | undefined} */ (
      db
        .prepare(
          `UPDATE point_balances SET points = points + ? WHERE member_id = ? AND points + ? >= 0
           RETURNING points`,
        )
        .pluck()
        .get(points, memberId, points)
    )
    if (after === undefined) throw new ApiError(400, 'point.balance.insufficient')
    db.prepare(
      `INSERT INTO point_ledger (member_id, points, kind, ref, created_at, balance_after)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(memberId, points, kind, ref, at, after)
    return after
  })()
}

/**
 * @typedef {object} SettledRound
 * @property {number} member_id
 * @property {string} merchant_code
 * @property {string} game_type
 * @property {string} round_ref
 * @property {number} stake_minor
 * @property {number} payout_minor
 */

/**
 * The points a settled round earns under its merchant's configuration: its stake counts as valid bet
 * unless the round was a push (paid back exactly its stake), as in the profit and loss. Awarded under
 * the round's reference, which the points ledger takes once.
 * @param {Db} db
 * @param {SettledRound | undefined} round
 * @param {number} now
 */
function awardPoints(db, round, now) {
  if (!round || round.payout_minor === round.stake_minor) return 0
  const minorPerPoint = /** @type {number | undefined} */ (
    db
      .prepare('SELECT minor_per_point FROM point_configs WHERE merchant_code = ? AND category = ?')
      .pluck()
      .get(round.merchant_code, round.game_type)
  )
  if (!minorPerPoint) return 0
  const points = Math.floor(round.stake_minor / minorPerPoint)
  if (points > 0)
    postPoints(db, { memberId: round.member_id, points, kind: 'bet', ref: round.round_ref, at: now })
  return points
}

/**
 * The points a settled in-house round earns; called inside the transaction that settles the round.
 * @param {Db} db
 * @param {number} betId
 * @param {number} now
 */
export function awardPointsForBet(db, betId, now) {
  const bet = /** @type {SettledRound | undefined} */ (
    db
      .prepare(
        `SELECT member_id, merchant_code, game_type, round_ref, stake_minor, payout_minor
         FROM bets WHERE id = ? AND status = 'settled'`,
      )
      .get(betId)
  )
  return awardPoints(db, bet, now)
}

/**
 * The points a settled lottery ticket earns, the same way; called inside the transaction that settles
 * the ticket, after its settlement row, so a ticket earns once.
 * @param {Db} db
 * @param {number} ticketId
 * @param {number} now
 */
export function awardPointsForTicket(db, ticketId, now) {
  const ticket = /** @type {SettledRound | undefined} */ (
    db
      .prepare(
        `SELECT member_id, merchant_code, game_type, ticket_ref AS round_ref, stake_minor, payout_minor
         FROM lottery_tickets WHERE id = ? AND status <> 'open'`,
      )
      .get(ticketId)
  )
  return awardPoints(db, ticket, now)
}

/**
 * @param {Db} db
 * @param {number} memberId
 * @param {string} requestId
 */
function refuseRepeat(db, memberId, requestId) {
  const seen = db
    .prepare('SELECT 1 FROM point_redemptions WHERE member_id = ? AND request_id = ?')
    .get(memberId, requestId)
  if (seen) throw new ApiError(409, 'point.request.duplicate')
}

/**
 * Redeems one reward. Refusals, in this order: unknown reward (404), the same request again, the
 * member's limit reached, out of stock, too few points. Nothing changes on any of them.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, rewardId: number, requestId: string, now: number, language: string }} input
 */
export function redeemReward(db, { memberId, merchantCode, rewardId, requestId, now, language }) {
  return db
    .transaction(() => {
      const reward = /** @type {RewardRow | undefined} */ (
        db
          .prepare('SELECT * FROM point_rewards WHERE id = ? AND merchant_code = ?')
          .get(rewardId, merchantCode)
      )
      if (!reward) throw new ApiError(404, 'point.reward.not.found')
      refuseRepeat(db, memberId, requestId)
      if (reward.member_limit !== null) {
        const taken = /** @type {number} */ (
          db
            .prepare('SELECT COUNT(*) FROM point_redemptions WHERE reward_id = ? AND member_id = ?')
            .pluck()
            .get(reward.id, memberId)
        )
        if (taken >= reward.member_limit) throw new ApiError(409, 'point.reward.limit')
      }
      const taken = db
        .prepare('UPDATE point_rewards SET stock = stock - 1 WHERE id = ? AND stock > 0')
        .run(reward.id)
      if (taken.changes !== 1) throw new ApiError(409, 'point.reward.out.of.stock')
      const ref = `points-${memberId}-${requestId}`
      const points = postPoints(db, { memberId, points: -reward.cost_points, kind: 'redeem', ref, at: now })
      const redemption = db
        .prepare(
          `INSERT INTO point_redemptions (member_id, kind, reward_id, points, cash_minor, request_id, created_at)
           VALUES (?, 'reward', ?, ?, ?, ?, ?)`,
        )
        .run(memberId, reward.id, reward.cost_points, reward.cash_minor, requestId, now)
      if (reward.kind === 'cash' && reward.cash_minor > 0)
        creditBonus(db, {
          memberId,
          amountMinor: reward.cash_minor,
          kind: CASH_KINDS.reward,
          ref,
          turnoverMultiplier: 0,
          at: now,
          language,
        })
      return { redemptionId: Number(redemption.lastInsertRowid), points, reward }
    })
    .immediate()
}

/**
 * Converts points to cash at the merchant's rate, from its minimum up.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, points: number, requestId: string, now: number, language: string }} input
 */
export function convertPoints(db, { memberId, merchantCode, points, requestId, now, language }) {
  const rate = /** @type {{ minor_per_point: number, min_points: number } | undefined} */ (
    db
      .prepare('SELECT minor_per_point, min_points FROM point_conversions WHERE merchant_code = ?')
      .get(merchantCode)
  )
  if (!rate) throw new ApiError(403, 'function.not.available')
  if (!Number.isSafeInteger(points) || points < rate.min_points || points > 100_000_000)
    throw new ApiError(400, 'point.convert.amount', {
      value: { field: 'points', minPoints: rate.min_points },
    })
  return db
    .transaction(() => {
      refuseRepeat(db, memberId, requestId)
      const ref = `points-${memberId}-${requestId}`
      const balance = postPoints(db, { memberId, points: -points, kind: 'convert', ref, at: now })
      const cashMinor = points * rate.minor_per_point
      const redemption = db
        .prepare(
          `INSERT INTO point_redemptions (member_id, kind, reward_id, points, cash_minor, request_id, created_at)
           VALUES (?, 'convert', NULL, ?, ?, ?, ?)`,
        )
        .run(memberId, points, cashMinor, requestId, now)
      creditBonus(db, {
        memberId,
        amountMinor: cashMinor,
        kind: CASH_KINDS.convert,
        ref,
        turnoverMultiplier: 0,
        at: now,
        language,
      })
      return { redemptionId: Number(redemption.lastInsertRowid), points: balance, cashMinor }
    })
    .immediate()
}
