// @ts-check
// The member's personal profit and loss, and the bonuses they received, both read from the real bet and
// ledger rows. The P&L counts exactly what the betting record (ODSFE2_MemBetDet) counts: every round
// (lottery tickets included) started in the period by its stake, and settled rounds by their payout.

import { VALID_SINCE } from '../promotions/turnover.mjs'
import { MEMBER_ROUND_SOURCES } from '../rounds.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/** The game categories of the P&L, in the order the spec lists them. */
export const PROFIT_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTT',
  'INHOUSE',
]

/** The longest period one P&L call covers: 90 days and one of slack for time-zone edges. */
export const MAX_PROFIT_PERIOD_MS = 91 * 24 * 60 * 60 * 1000

// A bonus is any credit whose kind names one; rebates are bonuses too.
/** @param {string} [table] the ledger's alias in the query, with its dot */
const bonusWhere = (table = '') =>
  `(${table}kind LIKE '%bonus%' OR ${table}kind LIKE '%rebate%') AND ${table}amount_minor > 0`

/**
 * @typedef {object} ProfitLine
 * @property {number} rounds
 * @property {number} betMinor
 * @property {number} validBetMinor stakes of settled rounds that were not a push
 * @property {number} payoutMinor
 */

/**
 * @param {Db} db
 * @param {{ memberId: number, from: number, to: number }} period `from` inclusive, `to` exclusive
 */
export function personalProfit(db, { memberId, from, to }) {
  /** @type {Map<string, { rounds: number, bet: number, valid: number, payout: number }>} */
  const byType = new Map()
  for (const source of MEMBER_ROUND_SOURCES) {
    const rows =
      /** @type {{ game_type: string, rounds: number, bet: number, valid: number, payout: number }[]} */ (
        db
          .prepare(
            `SELECT game_type, COUNT(*) AS rounds, SUM(stake_minor) AS bet,
               SUM(CASE WHEN ${source.status} = 'settled' AND payout_minor <> stake_minor THEN stake_minor ELSE 0 END) AS valid,
               SUM(CASE WHEN ${source.status} = 'settled' THEN payout_minor ELSE 0 END) AS payout
             FROM ${source.from}
             WHERE member_id = ? AND created_at >= ? AND created_at < ?
             GROUP BY game_type`,
          )
          .all(memberId, from, to)
      )
    for (const row of rows) {
      const line = byType.get(row.game_type) ?? { rounds: 0, bet: 0, valid: 0, payout: 0 }
      byType.set(row.game_type, {
        rounds: line.rounds + row.rounds,
        bet: line.bet + row.bet,
        valid: line.valid + row.valid,
        payout: line.payout + row.payout,
      })
    }
  }
  // A bonus that expired (lib/promotions/expiry.mjs) takes back what it had added.
  const bonusMinor = /** @type {number} */ (
    db
      .prepare(
        `SELECT COALESCE(SUM(amount_minor), 0) FROM ledger
         WHERE member_id = ? AND created_at >= ? AND created_at < ?
           AND (${bonusWhere()} OR kind = 'bonus_expired')`,
      )
      .pluck()
      .get(memberId, from, to)
  )
  const categories = PROFIT_CATEGORIES.map((category) => {
    const row = byType.get(category)
    return {
      category,
      rounds: row?.rounds ?? 0,
      betMinor: row?.bet ?? 0,
      validBetMinor: row?.valid ?? 0,
      payoutMinor: row?.payout ?? 0,
    }
  })
  /** @param {'rounds' | 'betMinor' | 'validBetMinor' | 'payoutMinor'} key */
  const sum = (key) => categories.reduce((total, line) => total + line[key], 0)
  const total = {
    rounds: sum('rounds'),
    betMinor: sum('betMinor'),
    validBetMinor: sum('validBetMinor'),
    payoutMinor: sum('payoutMinor'),
  }
  return {
    categories,
    total,
    bonusMinor,
    // What the period left the player with: payouts and bonuses, less the stakes.
    netMinor: total.payoutMinor - total.betMinor + bonusMinor,
  }
}

/**
 * The source a bonus kind stands for (spec: sign-up, promotion, mission, reward, referral, rebate; and
 * the weekly cashback).
 */
const SOURCES = ['signup', 'promotion', 'mission', 'reward', 'referral', 'rebate', 'cashback']

// The stake a promotion pays for each free spin (inhouse/rounds.mjs) is a bonus for the profit and loss,
// which sees it staked at once, but not a bonus of its own in the list: the free spins are.
/** @param {string} [table] */
const NOT_FREE_STAKE = (table = '') => `${table}kind <> 'free_spin_bonus'`

/** Sources that never ask for a turnover: the money is the player's at once. */
const NO_TURNOVER = new Set(['rebate', 'cashback'])

/** @param {string} kind */
export function bonusSource(kind) {
  return SOURCES.find((source) => kind.startsWith(source)) ?? 'other'
}

// Bonuses that must be wagered before they count as the player's own money: every one but rebates, once
// their amount (docs/platform.md, "Money pages").
const TURNOVER_MULTIPLIER = 1

/**
 * The member's bonuses, newest first, with the turnover each asks for and the stakes placed since.
 * @param {Db} db
 * @param {{ memberId: number, pageSize: number, offset: number }} page
 */
export function bonusDetails(db, { memberId, pageSize, offset }) {
  const count = /** @type {number} */ (
    db
      .prepare(`SELECT COUNT(*) FROM ledger WHERE member_id = ? AND ${bonusWhere()} AND ${NOT_FREE_STAKE()}`)
      .pluck()
      .get(memberId)
  )
  // A bonus credited with a turnover requirement (lib/promotions/turnover.mjs) shows that requirement
  // and the valid bets since, which is what holds its money back from withdrawal.
  const rows =
    /** @type {{ id: number, kind: string, amount_minor: number, created_at: number, staked: number, required: number | null, valid: number | null, expires_at: number | null, state: string | null, closed_at: number | null, forfeited_minor: number | null }[]} */ (
      db
        .prepare(
          `SELECT l.id, l.kind, l.amount_minor, l.created_at,
             (SELECT COALESCE(SUM(b.stake_minor), 0) FROM bets b INDEXED BY bets_member_period
              WHERE b.member_id = l.member_id AND b.created_at >= l.created_at) AS staked,
             bt.turnover_minor AS required, CASE WHEN bt.ledger_id IS NULL THEN NULL ELSE ${VALID_SINCE} END AS valid,
             bt.expires_at, bt.state, bt.closed_at, bt.forfeited_minor
           FROM ledger l LEFT JOIN bonus_turnover bt ON bt.ledger_id = l.id
           WHERE l.member_id = ? AND ${bonusWhere('l.')} AND ${NOT_FREE_STAKE('l.')}
           ORDER BY l.id DESC LIMIT ? OFFSET ?`,
        )
        .all(memberId, pageSize, offset)
    )
  return {
    count,
    list: rows.map((row) => {
      const source = bonusSource(row.kind)
      const turnoverMinor =
        row.required ?? (NO_TURNOVER.has(source) ? null : row.amount_minor * TURNOVER_MULTIPLIER)
      const progressMinor = turnoverMinor === null ? null : Math.min(turnoverMinor, row.valid ?? row.staked)
      // A bonus with a deadline that was not met expired there (lib/promotions/expiry.mjs).
      const expired = row.state === 'expired'
      return {
        id: String(row.id),
        source,
        amountMinor: row.amount_minor,
        createdAt: row.created_at,
        turnoverMinor,
        progressMinor,
        status: expired
          ? 'expired'
          : turnoverMinor === null
            ? 'credited'
            : progressMinor === turnoverMinor || row.state === 'met'
              ? 'completed'
              : 'in_progress',
        expiresAt: row.expires_at ?? null,
        expiredAt: expired ? row.closed_at : null,
        forfeitedMinor: expired ? row.forfeited_minor : null,
      }
    }),
  }
}
