// @ts-check
// Raffles: a RAFFLE promotion draws at the end of every merchant day or week. A member joins the current
// draw once, when their settled stakes in its period reach the raffle's minimum. Draws happen on the
// platform's clock, the first time anything touches the raffle after its period ended; each winner's
// prize becomes a pending reward.
import { randomInt } from 'node:crypto'
import { rewardError } from './messages.mjs'
import { assertMayClaim } from '../protection/rules.mjs'
import { periodAt } from './periods.mjs'
import { offerReward } from './rewards.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/**
 * @typedef {{ promotion_id: number, merchant_code: string, cadence: 'daily' | 'weekly',
 *   min_wager_minor: number, winners: number, prize_minor: number }} RaffleRow
 */

/**
 * Draws the entries of one period not drawn yet: up to the raffle's number of winners among them, each
 * winner's prize offered as a pending reward; every entry is then marked drawn.
 * @param {Db} db
 * @param {RaffleRow} raffle
 * @param {number} drawKey
 * @param {number} now
 * @returns {number[]} the winners' member ids
 */
function drawEntries(db, raffle, drawKey, now) {
  const entrants = /** @type {number[]} */ (
    db
      .prepare(
        `SELECT member_id FROM raffle_entries
         WHERE promotion_id = ? AND draw_key = ? AND drawn_at IS NULL ORDER BY member_id`,
      )
      .pluck()
      .all(raffle.promotion_id, drawKey)
  )
  const winners = []
  for (let left = Math.min(raffle.winners, entrants.length); left > 0; left--) {
    const [winner] = entrants.splice(randomInt(entrants.length), 1)
    winners.push(/** @type {number} */ (winner))
    offerReward(db, {
      memberId: /** @type {number} */ (winner),
      merchantCode: raffle.merchant_code,
      source: 'raffle',
      ref: `raffle:${raffle.promotion_id}:${drawKey}`,
      amountMinor: raffle.prize_minor,
      now,
    })
  }
  db.prepare(
    'UPDATE raffle_entries SET drawn_at = ? WHERE promotion_id = ? AND draw_key = ? AND drawn_at IS NULL',
  ).run(now, raffle.promotion_id, drawKey)
  db.prepare(
    `INSERT INTO raffle_draws (promotion_id, draw_key, drawn_at) VALUES (?, ?, ?)
     ON CONFLICT (promotion_id, draw_key) DO UPDATE SET drawn_at = excluded.drawn_at`,
  ).run(raffle.promotion_id, drawKey, now)
  return winners
}

/**
 * Draws every period of the raffle that ended with entries not drawn yet.
 * @param {Db} db
 * @param {RaffleRow} raffle
 * @param {number} now
 */
function drawDue(db, raffle, now) {
  const current = periodAt(raffle.cadence, now, raffle.merchant_code)
  const due = /** @type {number[]} */ (
    db
      .prepare(
        `SELECT DISTINCT draw_key FROM raffle_entries
         WHERE promotion_id = ? AND draw_key < ? AND drawn_at IS NULL`,
      )
      .pluck()
      .all(raffle.promotion_id, current.start)
  )
  for (const drawKey of due) drawEntries(db, raffle, drawKey, now)
}

/**
 * Runs every draw of the merchant that is due.
 * @param {Db} db
 * @param {string} merchantCode
 * @param {number} now
 */
export function drawRaffles(db, merchantCode, now) {
  const raffles = /** @type {RaffleRow[]} */ (
    db.prepare('SELECT * FROM raffles WHERE merchant_code = ?').all(merchantCode)
  )
  db.transaction(() => raffles.forEach((raffle) => drawDue(db, raffle, now)))()
}

/**
 * @param {Db} db
 * @param {{ merchantCode: string, promotionId: number, now: number, language: string }} which
 */
function raffleOf(db, { merchantCode, promotionId, now, language }) {
  const raffle = /** @type {RaffleRow | undefined} */ (
    db
      .prepare(
        `SELECT r.* FROM raffles r JOIN promotions p ON p.id = r.promotion_id
         WHERE r.promotion_id = ? AND r.merchant_code = ? AND p.start_at <= ? AND p.end_at >= ?`,
      )
      .get(promotionId, merchantCode, now, now)
  )
  if (!raffle) throw rewardError('raffle.not.found', language)
  return raffle
}

/**
 * The member's standing in the raffle's current draw: what it asks, what they staked, whether they joined.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, promotionId: number, now: number, language: string }} who
 */
export function raffleStatus(db, who) {
  const raffle = raffleOf(db, who)
  drawDue(db, raffle, who.now)
  const span = periodAt(raffle.cadence, who.now, raffle.merchant_code)
  const wageredMinor = /** @type {number} */ (
    db
      .prepare(
        `SELECT COALESCE(SUM(stake_minor), 0) FROM bets INDEXED BY bets_member_period
         WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status = 'settled'`,
      )
      .pluck()
      .get(who.memberId, span.start, span.end)
  )
  const joined = db
    .prepare('SELECT 1 FROM raffle_entries WHERE promotion_id = ? AND draw_key = ? AND member_id = ?')
    .get(raffle.promotion_id, span.start, who.memberId)
  const entrants = /** @type {number} */ (
    db
      .prepare('SELECT COUNT(*) FROM raffle_entries WHERE promotion_id = ? AND draw_key = ?')
      .pluck()
      .get(raffle.promotion_id, span.start)
  )
  return {
    promotionId: String(raffle.promotion_id),
    cadence: raffle.cadence,
    drawAt: span.end,
    minWagerMinor: raffle.min_wager_minor,
    wageredMinor,
    eligible: wageredMinor >= raffle.min_wager_minor,
    joined: Boolean(joined),
    entrants,
    winners: raffle.winners,
    prizeMinor: raffle.prize_minor,
  }
}

/**
 * Joins the current draw (MCS2_claimRafflePromotion); refused when not eligible or already in.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, promotionId: number, now: number, language: string }} who
 */
export function joinRaffle(db, who) {
  return db.transaction(() => {
    assertMayClaim(db, who)
    const status = raffleStatus(db, who)
    if (status.joined) throw rewardError('raffle.joined', who.language)
    if (!status.eligible) throw rewardError('raffle.not.eligible', who.language)
    const drawKey = periodAt(status.cadence, who.now, who.merchantCode).start
    db.prepare(
      'INSERT INTO raffle_entries (promotion_id, draw_key, member_id, joined_at) VALUES (?, ?, ?, ?)',
    ).run(who.promotionId, drawKey, who.memberId, who.now)
    return { ...status, joined: true, entrants: status.entrants + 1 }
  })()
}

/**
 * Draws the raffle's current period now, among those who joined it so far (the test control
 * `POST /__test/raffles/:promotionId/draw`): a journey sees its prize without moving the shared clock.
 * Whoever joins the period afterwards is drawn at its end, as usual.
 * @param {Db} db
 * @param {{ merchantCode: string, promotionId: number, now: number, language: string }} which
 */
export function drawRaffleNow(db, which) {
  return db.transaction(() => {
    const raffle = raffleOf(db, which)
    drawDue(db, raffle, which.now)
    const drawKey = periodAt(raffle.cadence, which.now, raffle.merchant_code).start
    const entrants = /** @type {number} */ (
      db
        .prepare(
          'SELECT COUNT(*) FROM raffle_entries WHERE promotion_id = ? AND draw_key = ? AND drawn_at IS NULL',
        )
        .pluck()
        .get(raffle.promotion_id, drawKey)
    )
    const winners = drawEntries(db, raffle, drawKey, which.now)
    return { promotionId: String(raffle.promotion_id), drawKey, entrants, winners: winners.length }
  })()
}
