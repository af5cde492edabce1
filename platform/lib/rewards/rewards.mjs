// @ts-check
// Pending rewards: mission rewards, raffle prizes and rebates wait here until the member claims them.
// Claiming credits the main wallet through the ledger in the same transaction that marks the reward
// claimed, under a ledger kind the bonus details read (`mission_bonus`, `reward_raffle_bonus`, `rebate`).
import { creditBonus } from '../promotions/turnover.mjs'
import { assertMayClaim } from '../protection/rules.mjs'
import { rewardError } from './messages.mjs'
import { periodAt } from './periods.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/**
 * @typedef {{ id: number, member_id: number, merchant_code: string, source: 'mission' | 'raffle' | 'rebate',
 *   ref: string, amount_minor: number, created_at: number, expires_at: number, claimed_at: number | null }} RewardRow
 */

const DAY_MS = 24 * 60 * 60 * 1000
/** How long an offered reward can be claimed. */
export const REWARD_LIFETIME_MS = 7 * DAY_MS
/** Rebates: this share (in basis points) of a merchant day's valid bets, for each of the last days. */
export const REBATE_BASIS_POINTS = 50
const REBATE_DAYS = 7

const LEDGER_KINDS = { mission: 'mission_bonus', raffle: 'reward_raffle_bonus', rebate: 'rebate' }

/**
 * Offers a reward once per member and reference; offering it again changes nothing.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, source: RewardRow['source'], ref: string, amountMinor: number, now: number }} offer
 */
export function offerReward(db, { memberId, merchantCode, source, ref, amountMinor, now }) {
  db.prepare(
    `INSERT OR IGNORE INTO rewards (member_id, merchant_code, source, ref, amount_minor, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(memberId, merchantCode, source, ref, amountMinor, now, now + REWARD_LIFETIME_MS)
}

/**
 * Offers the rebate of each of the last merchant days that had valid bets (settled, not a push).
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, now: number }} who
 */
export function offerRebates(db, { memberId, merchantCode, now }) {
  const valid = db.prepare(
    `SELECT COALESCE(SUM(stake_minor), 0) FROM bets INDEXED BY bets_member_period
     WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status = 'settled' AND payout_minor <> stake_minor`,
  )
  let { start } = periodAt('daily', now, merchantCode)
  for (let day = 0; day < REBATE_DAYS; day++) {
    const previous = periodAt('daily', start - 1, merchantCode)
    const stakes = /** @type {number} */ (valid.pluck().get(memberId, previous.start, previous.end))
    const amountMinor = Math.floor((stakes * REBATE_BASIS_POINTS) / 10_000)
    if (amountMinor > 0) {
      offerReward(db, {
        memberId,
        merchantCode,
        source: 'rebate',
        ref: `rebate:${previous.start}`,
        amountMinor,
        now: previous.end,
      })
    }
    start = previous.start
  }
}

/**
 * @param {RewardRow} row
 * @param {number} now
 */
export function rewardStatus(row, now) {
  if (row.claimed_at !== null) return 'claimed'
  return row.expires_at <= now ? 'expired' : 'pending'
}

/**
 * The member's rewards, newest first: those waiting and those of the last 30 days.
 * @param {Db} db
 * @param {number} memberId
 * @param {number} now
 */
export function rewardsOf(db, memberId, now) {
  const rows = /** @type {RewardRow[]} */ (
    db
      .prepare(
        `SELECT * FROM rewards WHERE member_id = ?
           AND (claimed_at IS NULL AND expires_at > ? OR created_at >= ?)
         ORDER BY created_at DESC, id DESC LIMIT 100`,
      )
      .all(memberId, now, now - 30 * DAY_MS)
  )
  return rows.map((row) => ({
    id: String(row.id),
    source: row.source,
    ref: row.ref,
    amountMinor: row.amount_minor,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    claimedAt: row.claimed_at,
    status: rewardStatus(row, now),
  }))
}

/**
 * Marks one waiting reward claimed and credits it, in one transaction; anything else is refused and
 * nothing changes.
 * @param {Db} db
 * @param {{ memberId: number, rewardId: number, now: number, language: string }} claim
 */
export function claimReward(db, { memberId, rewardId, now, language }) {
  return db.transaction(() => {
    assertMayClaim(db, { memberId, now, language })
    const row = /** @type {RewardRow | undefined} */ (
      db.prepare('SELECT * FROM rewards WHERE id = ? AND member_id = ?').get(rewardId, memberId)
    )
    if (!row) throw rewardError('reward.not.found', language)
    const status = rewardStatus(row, now)
    if (status === 'claimed') throw rewardError('reward.claimed', language)
    if (status === 'expired') throw rewardError('reward.expired', language)
    const { entryId } = creditBonus(db, {
      memberId,
      amountMinor: row.amount_minor,
      kind: LEDGER_KINDS[row.source],
      ref: `reward:${row.id}`,
      turnoverMultiplier: 0,
      at: now,
      language,
    })
    db.prepare('UPDATE rewards SET claimed_at = ?, ledger_id = ? WHERE id = ? AND claimed_at IS NULL').run(
      now,
      entryId,
      row.id,
    )
    return { id: String(row.id), amountMinor: row.amount_minor }
  })()
}

/**
 * Claims every waiting reward of the member at once; refused when none waits.
 * @param {Db} db
 * @param {{ memberId: number, now: number, language: string }} claim
 */
export function claimAllRewards(db, { memberId, now, language }) {
  return db.transaction(() => {
    assertMayClaim(db, { memberId, now, language })
    const ids = /** @type {number[]} */ (
      db
        .prepare(
          'SELECT id FROM rewards WHERE member_id = ? AND claimed_at IS NULL AND expires_at > ? ORDER BY id',
        )
        .pluck()
        .all(memberId, now)
    )
    if (ids.length === 0) throw rewardError('reward.none', language)
    const claimed = ids.map((rewardId) => claimReward(db, { memberId, rewardId, now, language }))
    return {
      count: claimed.length,
      amountMinor: claimed.reduce((sum, reward) => sum + reward.amountMinor, 0),
    }
  })()
}
