// @ts-check
// Missions: each counts the member's real rounds, stakes or paid deposits in its period (a merchant day,
// week, or all time for "once"). A mission that reaches its target offers its reward once per period as a
// pending reward; claiming the mission claims that reward.
import { pickText } from '../i18n.mjs'
import { rewardError } from './messages.mjs'
import { periodAt } from './periods.mjs'
import { claimReward, offerReward, rewardStatus } from './rewards.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./rewards.mjs').RewardRow} RewardRow */
/**
 * @typedef {{ id: number, merchant_code: string, sequence: number, kind: 'wager' | 'rounds' | 'deposit',
 *   game_type: string | null, target: number, period: 'daily' | 'weekly' | 'once', reward_minor: number,
 *   titles: string }} MissionRow
 */

/**
 * What the member did toward one mission in its period. Rounds and stakes count settled rounds.
 * @param {Db} db
 * @param {MissionRow} mission
 * @param {number} memberId
 * @param {{ start: number, end: number }} span
 */
function progressOf(db, mission, memberId, span) {
  if (mission.kind === 'deposit') {
    return /** @type {number} */ (
      db
        .prepare(
          `SELECT COUNT(*) FROM deposit_orders
           WHERE member_id = ? AND status = 'paid' AND paid_at >= ? AND paid_at < ?`,
        )
        .pluck()
        .get(memberId, span.start, span.end)
    )
  }
  const measure = mission.kind === 'wager' ? 'COALESCE(SUM(stake_minor), 0)' : 'COUNT(*)'
  return /** @type {number} */ (
    db
      .prepare(
        `SELECT ${measure} FROM bets INDEXED BY bets_member_period
         WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status = 'settled'
           AND (? IS NULL OR game_type = ?)`,
      )
      .pluck()
      .get(memberId, span.start, span.end, mission.game_type, mission.game_type)
  )
}

/** @param {MissionRow} mission @param {number} periodStart */
const missionRef = (mission, periodStart) => `mission:${mission.id}:${periodStart}`

/**
 * Every mission of the merchant with the member's progress; completed ones offer their reward.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, now: number, language: string }} who
 */
export function missionsOf(db, { memberId, merchantCode, now, language }) {
  const missions = /** @type {MissionRow[]} */ (
    db.prepare('SELECT * FROM missions WHERE merchant_code = ? ORDER BY sequence').all(merchantCode)
  )
  const rewardBy = db.prepare('SELECT * FROM rewards WHERE member_id = ? AND ref = ?')
  return db.transaction(() =>
    missions.map((mission) => {
      const span = periodAt(mission.period, now, merchantCode)
      const progress = progressOf(db, mission, memberId, span)
      const ref = missionRef(mission, span.start)
      if (progress >= mission.target) {
        offerReward(db, {
          memberId,
          merchantCode,
          source: 'mission',
          ref,
          amountMinor: mission.reward_minor,
          now,
        })
      }
      const reward = /** @type {RewardRow | undefined} */ (rewardBy.get(memberId, ref))
      const state = reward ? rewardStatus(reward, now) : 'in_progress'
      return {
        missionId: String(mission.id),
        title: pickText(JSON.parse(mission.titles), language),
        kind: mission.kind,
        gameType: mission.game_type,
        period: mission.period,
        progress: Math.min(progress, mission.target),
        target: mission.target,
        rewardMinor: mission.reward_minor,
        periodEnd: mission.period === 'once' ? null : span.end,
        rewardId: reward ? String(reward.id) : null,
        status: state === 'pending' ? 'claimable' : state,
      }
    }),
  )()
}

/**
 * Claims the reward of a completed mission in its current period.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, missionId: number, now: number, language: string }} claim
 */
export function claimMission(db, claim) {
  const mission = missionsOf(db, claim).find((one) => one.missionId === String(claim.missionId))
  if (!mission) throw rewardError('mission.not.found', claim.language)
  if (mission.rewardId === null) throw rewardError('mission.not.complete', claim.language)
  return claimReward(db, {
    memberId: claim.memberId,
    rewardId: Number(mission.rewardId),
    now: claim.now,
    language: claim.language,
  })
}

/**
 * Masks a username for the leaderboard: its first two and last characters.
 * @param {string} username
 */
export function maskName(username) {
  if (username.length <= 3) return `${username[0] ?? ''}***`
  return `${username.slice(0, 2)}***${username.slice(-1)}`
}

/**
 * This week's most active members of the merchant by mission rewards earned, and the caller's place.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, now: number, size: number }} who
 */
export function missionLeaderboard(db, { memberId, merchantCode, now, size }) {
  const week = periodAt('weekly', now, merchantCode)
  const rows = /** @type {{ member_id: number, username: string, missions: number, amount: number }[]} */ (
    db
      .prepare(
        `SELECT r.member_id, m.username, COUNT(*) AS missions, SUM(r.amount_minor) AS amount
         FROM rewards r JOIN members m ON m.id = r.member_id
         WHERE r.merchant_code = ? AND r.source = 'mission' AND r.created_at >= ? AND r.created_at < ?
         GROUP BY r.member_id
         ORDER BY missions DESC, amount DESC, MIN(r.created_at) ASC`,
      )
      .all(merchantCode, week.start, week.end)
  )
  const entry = (/** @type {(typeof rows)[number]} */ row, /** @type {number} */ index) => ({
    rank: index + 1,
    name: maskName(row.username),
    missions: row.missions,
    rewardMinor: row.amount,
    me: row.member_id === memberId,
  })
  const mine = rows.findIndex((row) => row.member_id === memberId)
  return {
    periodStart: week.start,
    periodEnd: week.end,
    list: rows.slice(0, size).map(entry),
    mine: mine < 0 ? null : entry(/** @type {(typeof rows)[number]} */ (rows[mine]), mine),
  }
}
