// @ts-check
// Player protection (docs/platform.md, "Player protection"): deposit, loss, wager and play-time limits,
// time-outs and self-exclusions, reality checks. Every check runs inside the transaction of the
// deposit, round or launch it guards, so concurrent calls cannot pass a limit together. Periods are
// rolling windows on the platform's clock.
import { protectionError } from './messages.mjs'
import { assertTermsAccepted } from '../terms.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

export const PERIOD_MS = /** @type {const} */ ({ day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS })
export const PERIODS = /** @type {const} */ (['day', 'week', 'month'])
export const LIMIT_KINDS = /** @type {const} */ (['deposit', 'loss', 'wager', 'session'])
export const COOLING_OFF_MS = DAY_MS
/** The largest money limit, in minor units, and the longest daily play time, in minutes. */
export const MAX_LIMIT_MINOR = 100_000_000
export const MAX_SESSION_MINUTES = 24 * 60
export const REALITY_MINUTES = /** @type {const} */ ([15, 30, 60])

/** @type {Record<string, number | null>} */
export const BLOCK_DURATIONS = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '6m': 182 * DAY_MS,
  '1y': 365 * DAY_MS,
  '5y': 5 * 365 * DAY_MS,
  indefinite: null,
}
export const TIMEOUTS = ['24h', '7d', '30d']
export const EXCLUSIONS = ['6m', '1y', '5y', 'indefinite']

/** @typedef {(typeof LIMIT_KINDS)[number]} LimitKind */
/** @typedef {(typeof PERIODS)[number]} Period */

/**
 * @typedef {object} LimitRow
 * @property {LimitKind} kind
 * @property {Period} period
 * @property {number | null} amount minor units, or minutes for `session`
 * @property {number | null} pending_amount
 * @property {number} pending_removal
 * @property {number | null} pending_from
 */

/**
 * @typedef {object} BlockRow
 * @property {number} id
 * @property {'timeout' | 'exclusion'} kind
 * @property {string} duration
 * @property {number} started_at
 * @property {number | null} ends_at
 * @property {number | null} lift_requested_at
 */

/**
 * Pending raises and removals whose cooling-off has ended take effect.
 * @param {Db} db
 * @param {number} memberId
 * @param {number} now
 */
function settlePending(db, memberId, now) {
  db.prepare(
    `UPDATE rg_limits SET amount = CASE WHEN pending_removal = 1 THEN NULL ELSE pending_amount END,
       pending_amount = NULL, pending_removal = 0, pending_from = NULL
     WHERE member_id = ? AND pending_from IS NOT NULL AND pending_from <= ?`,
  ).run(memberId, now)
  db.prepare('DELETE FROM rg_limits WHERE member_id = ? AND amount IS NULL AND pending_from IS NULL').run(
    memberId,
  )
}

/**
 * @param {Db} db
 * @param {number} memberId
 * @param {number} now
 * @returns {LimitRow[]}
 */
export function limitsOf(db, memberId, now) {
  return db.transaction(() => {
    settlePending(db, memberId, now)
    return /** @type {LimitRow[]} */ (
      db
        .prepare(
          `SELECT kind, period, amount, pending_amount, pending_removal, pending_from FROM rg_limits
           WHERE member_id = ? ORDER BY kind, period`,
        )
        .all(memberId)
    )
  })()
}

/**
 * Sets (a number) or removes (null) one limit. Lower applies at once; higher or removed waits 24 hours,
 * and a second raise while one waits is refused.
 * @param {Db} db
 * @param {{ memberId: number, kind: LimitKind, period: Period, amount: number | null, now: number, language: string }} input
 * @returns {'applied' | 'pending' | 'unchanged'}
 */
export function setLimit(db, { memberId, kind, period, amount, now, language }) {
  return db.transaction(() => {
    settlePending(db, memberId, now)
    const row = /** @type {LimitRow | undefined} */ (
      db
        .prepare('SELECT * FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?')
        .get(memberId, kind, period)
    )
    const current = row?.amount ?? null
    if (amount === null && current === null) return 'unchanged'
    if (amount !== null && (current === null || amount <= current)) {
      db.prepare(
        `INSERT INTO rg_limits (member_id, kind, period, amount, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_amount = NULL,
           pending_removal = 0, pending_from = NULL, updated_at = excluded.updated_at`,
      ).run(memberId, kind, period, amount, now)
      return 'applied'
    }
    if (row?.pending_from) throw protectionError(409, 'rg.limit.cooling.off', language)
    if (amount === current) return 'unchanged'
    db.prepare(
      `UPDATE rg_limits SET pending_amount = ?, pending_removal = ?, pending_from = ?, updated_at = ?
       WHERE member_id = ? AND kind = ? AND period = ?`,
    ).run(amount, amount === null ? 1 : 0, now + COOLING_OFF_MS, now, memberId, kind, period)
    return 'pending'
  })()
}

/** The member and every member of the same merchant sharing an e-mail, ID, phone or bank account. */
const SAME_PERSON = `SELECT @member UNION
  SELECT other.member_id FROM member_identities own
  JOIN member_identities other INDEXED BY member_identities_value
    ON other.merchant_code = own.merchant_code AND other.kind = own.kind AND other.value = own.value
  WHERE own.member_id = @member`

/**
 * The time-out or self-exclusion in force, if any: the member's own, or one of another account of the
 * merchant that shares an e-mail, ID number, phone or bank account with it (the same person). A
 * self-exclusion that has reached its end stays in force until the member asks to lift it and a further
 * 24 hours have passed.
 * @param {Db} db
 * @param {number} memberId
 * @param {number} now
 * @returns {BlockRow | undefined}
 */
export function activeBlock(db, memberId, now) {
  return /** @type {BlockRow | undefined} */ (
    db
      .prepare(
        `SELECT id, kind, duration, started_at, ends_at, lift_requested_at FROM rg_blocks
         WHERE member_id IN (${SAME_PERSON}) AND started_at <= @now AND (
           ends_at IS NULL OR ends_at > @now
           OR (kind = 'exclusion' AND (lift_requested_at IS NULL OR lift_requested_at + @coolingOff > @now)))
         ORDER BY (ends_at IS NULL) DESC, ends_at DESC LIMIT 1`,
      )
      .get({ member: memberId, now, coolingOff: COOLING_OFF_MS })
  )
}

/**
 * Starts a time-out or a self-exclusion at once. A time-out cannot shorten or replace what is running;
 * a self-exclusion can follow a time-out.
 * @param {Db} db
 * @param {{ memberId: number, kind: 'timeout' | 'exclusion', duration: string, now: number, language: string }} input
 */
export function startBlock(db, { memberId, kind, duration, now, language }) {
  return db.transaction(() => {
    const running = activeBlock(db, memberId, now)
    if (running && (kind === 'timeout' || running.kind === 'exclusion'))
      throw protectionError(409, 'rg.block.active', language)
    const length = BLOCK_DURATIONS[duration]
    const endsAt = length === null || length === undefined ? null : now + length
    db.prepare(
      'INSERT INTO rg_blocks (member_id, kind, duration, started_at, ends_at) VALUES (?, ?, ?, ?, ?)',
    ).run(memberId, kind, duration, now, endsAt)
    return /** @type {BlockRow} */ (activeBlock(db, memberId, now))
  })()
}

/**
 * The member's request to lift a self-exclusion that has reached its end: it lifts 24 hours later.
 * @param {Db} db
 * @param {number} memberId
 * @param {number} now
 * @param {string} language
 */
export function requestLift(db, memberId, now, language) {
  const block = activeBlock(db, memberId, now)
  if (!block || block.kind !== 'exclusion' || block.ends_at === null || block.ends_at > now)
    throw protectionError(409, 'rg.lift.not.allowed', language)
  if (block.lift_requested_at === null)
    db.prepare('UPDATE rg_blocks SET lift_requested_at = ? WHERE id = ?').run(now, block.id)
  return /** @type {BlockRow} */ (activeBlock(db, memberId, now))
}

/**
 * @param {Db} db
 * @param {string} sql one number for (member, from)
 * @param {number} memberId
 * @param {number} from
 */
function sumSince(db, sql, memberId, from) {
  return /** @type {number} */ (db.prepare(sql).pluck().get(memberId, from) ?? 0)
}

const DEPOSITED_SQL = `SELECT COALESCE(SUM(amount_minor), 0) FROM deposit_orders
  WHERE member_id = ? AND created_at > ? AND status IN ('pending', 'paid')`
// Rounds and lottery tickets; an open ticket counts as lost until its draw pays it.
const STAKES_SINCE = `WITH p(member, since) AS (SELECT ?, ?)
  SELECT stake_minor, payout_minor FROM bets, p WHERE member_id = p.member AND created_at > p.since
  UNION ALL
  SELECT stake_minor, payout_minor FROM lottery_tickets, p WHERE member_id = p.member AND created_at > p.since`
const STAKED_SQL = `SELECT COALESCE(SUM(stake_minor), 0) FROM (${STAKES_SINCE})`
const LOST_SQL = `SELECT COALESCE(SUM(stake_minor - payout_minor), 0) FROM (${STAKES_SINCE})`
// Play time: each game launch from its start to its last round (a launch's expiry is its last round
// plus the idle time).
const PLAYED_SQL = `SELECT COALESCE(SUM(MAX(0, (expires_at - ?) - MAX(created_at, ?))), 0) FROM launch_sessions
  WHERE member_id = ? AND expires_at - ? > ?`

/**
 * What the member used of each kind in each period: minor units, or minutes of play.
 * @param {Db} db
 * @param {number} memberId
 * @param {LimitKind} kind
 * @param {Period} period
 * @param {number} now
 * @param {number} idleMs the launch sessions' idle time
 */
export function usedOf(db, memberId, kind, period, now, idleMs) {
  const from = now - PERIOD_MS[period]
  if (kind === 'deposit') return sumSince(db, DEPOSITED_SQL, memberId, from)
  if (kind === 'wager') return sumSince(db, STAKED_SQL, memberId, from)
  if (kind === 'loss') return Math.max(0, sumSince(db, LOST_SQL, memberId, from))
  const ms = /** @type {number} */ (
    db.prepare(PLAYED_SQL).pluck().get(idleMs, from, memberId, idleMs, from) ?? 0
  )
  return Math.floor(ms / 60_000)
}

/**
 * Refuses a deposit order during a block, before the current terms are accepted, or past a deposit
 * limit; the refusal names the allowance left (in major units) in its value.
 * @param {Db} db
 * @param {{ memberId: number, amountMinor: number, now: number, language: string, minorDigits: number }} input
 */
export function assertMayDeposit(db, { memberId, amountMinor, now, language, minorDigits }) {
  if (activeBlock(db, memberId, now)) throw protectionError(403, 'rg.blocked', language)
  assertTermsAccepted(db, { memberId, language })
  let remaining = Infinity
  for (const limit of limitsOf(db, memberId, now)) {
    if (limit.kind !== 'deposit' || limit.amount === null) continue
    remaining = Math.min(remaining, limit.amount - usedOf(db, memberId, 'deposit', limit.period, now, 0))
  }
  if (amountMinor > remaining) {
    throw protectionError(400, 'rg.deposit.limit', language, {
      field: 'amount',
      remaining: Math.max(0, remaining) / 10 ** minorDigits,
    })
  }
}

/**
 * Refuses what a time-out or self-exclusion stops (`403 rg.blocked`): a bonus, reward, raffle entry or
 * points cash, so that no inducement reaches a player who has stepped away (RTS 14A, LCCP 17.1.1), and
 * money moved into a game's wallet.
 * @param {Db} db
 * @param {{ memberId: number, now: number, language: string }} input
 */
export function assertNotBlocked(db, { memberId, now, language }) {
  if (activeBlock(db, memberId, now)) throw protectionError(403, 'rg.blocked', language)
}

/** A claim's refusal during a block, before anything else about it is checked. */
export const assertMayClaim = assertNotBlocked

/**
 * Refuses a launch (no stake) or a new round (its stake) during a block, before the current terms are
 * accepted, past the daily play time, or
 * when the stake could pass a loss or wager limit (a stake counts as lost until it is settled).
 * @param {Db} db
 * @param {{ memberId: number, now: number, language: string, idleMs: number, stakeMinor?: number }} input
 */
export function assertMayPlay(db, { memberId, now, language, idleMs, stakeMinor = 0 }) {
  if (activeBlock(db, memberId, now)) throw protectionError(403, 'rg.blocked', language)
  assertTermsAccepted(db, { memberId, language })
  for (const limit of limitsOf(db, memberId, now)) {
    if (limit.amount === null || limit.kind === 'deposit') continue
    const used = usedOf(db, memberId, limit.kind, limit.period, now, idleMs)
    const reached = limit.kind === 'session' ? used >= limit.amount : used + stakeMinor > limit.amount
    if (reached || (stakeMinor === 0 && used >= limit.amount))
      throw protectionError(403, `rg.${limit.kind}.limit`, language)
  }
}
