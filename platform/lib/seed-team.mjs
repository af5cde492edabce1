// @ts-check
// The demo agent's team: a few downline members of agent01 in each merchant, with some deposits, bets
// and payouts spread over the last weeks, so the agent centre has figures to show from the first start.
// They cannot sign in (their password is random and never written down); accounts an agent creates
// from the agent centre are the ones to sign in with.
import { randomBytes, scryptSync } from 'node:crypto'
import { post } from './ledger.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/**
 * Each member: when it registered and last signed in (days before the seed), and its ledger history
 * as [days before the seed, kind, signed amount in minor units].
 * @type {{ username: string, registeredDaysAgo: number, lastLoginDaysAgo: number | null, entries: [number, string, number][] }[]}
 */
export const TEAM_MEMBERS = [
  {
    username: 'team01',
    registeredDaysAgo: 40,
    lastLoginDaysAgo: 0,
    entries: [
      [20, 'deposit', 50_000],
      [20, 'bet', -10_000],
      [20, 'payout', 4_000],
      [5, 'deposit', 20_000],
      [5, 'bet', -6_000],
      [0, 'bet', -2_500],
      [0, 'payout', 7_500],
    ],
  },
  {
    username: 'team02',
    registeredDaysAgo: 3,
    lastLoginDaysAgo: 2,
    entries: [
      [3, 'deposit', 10_000],
      [2, 'bet', -3_000],
      [2, 'payout', 1_000],
    ],
  },
  {
    username: 'team03',
    registeredDaysAgo: 0,
    lastLoginDaysAgo: null,
    entries: [[0, 'deposit', 5_000]],
  },
]

/**
 * @param {Db} db
 * @param {string} merchantCode
 * @param {number} seededAt
 */
export function seedTeam(db, merchantCode, seededAt) {
  const agentId = /** @type {number | undefined} */ (
    db
      .prepare("SELECT id FROM members WHERE merchant_code = ? AND username_key = 'agent01'")
      .pluck()
      .get(merchantCode)
  )
  if (agentId === undefined) return
  const salt = randomBytes(16)
  const hash = scryptSync(randomBytes(24).toString('hex'), salt, 32).toString('hex')
  const insert = db.prepare(
    `INSERT INTO members (merchant_code, username, username_key, type, nickname, password_hash, password_salt,
       password_set_at, upline_id, rank_level, avatar, registered_at, first_login_at, last_login_at)
     VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  )
  TEAM_MEMBERS.forEach((member, index) => {
    const registeredAt = seededAt - member.registeredDaysAgo * DAY_MS
    const lastLogin = member.lastLoginDaysAgo === null ? null : seededAt - member.lastLoginDaysAgo * DAY_MS
    const id = Number(
      insert.run(
        merchantCode,
        member.username,
        member.username,
        member.username,
        hash,
        salt.toString('hex'),
        registeredAt,
        agentId,
        (index % 8) + 1,
        registeredAt,
        lastLogin,
        lastLogin,
      ).lastInsertRowid,
    )
    // Entries of one day keep their order, an hour apart, and never lie after the seed.
    member.entries.forEach(([daysAgo, kind, amountMinor], entry) => {
      const at = Math.min(seededAt - daysAgo * DAY_MS + entry * HOUR_MS, seededAt)
      post(db, { memberId: id, amountMinor, kind, ref: `team-seed-${entry + 1}`, at })
    })
  })
}
