// @ts-check
// The demo agent's team: a few downline members of agent01 in each merchant, with some deposits, bets
// and payouts spread over the last weeks, so the agent centre has figures to show from the first start.
// They cannot sign in (their password is random and never written down); accounts an agent creates
// from the agent centre are the ones to sign in with.
import { randomBytes } from 'node:crypto'
import { hashPasswordSync } from './crypto.mjs'
import { post } from './ledger.mjs'
import { signAgentTerms } from './agent-pay/seed.mjs'

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
 * The demo team under agent01, as the first start seeds it.
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
  if (agentId !== undefined) seedTeamOf(db, merchantCode, agentId, seededAt, (username) => username)
}

/**
 * A new agent with a team of its own, shaped like agent01's: a member awaiting its first sign-in
 * (`<agent>nb`) and the members of TEAM_MEMBERS as `<agent>t1`, `<agent>t2`, `<agent>t3`. Journeys that
 * add to a team or read its figures take one each, so no journey sees another's members. It holds
 * agent01's three contracts, or with `allContracts` the hourly salary as well.
 * @param {Db} db
 * @param {string} merchantCode
 * @param {{ username: string, password: string, at: number, allContracts?: boolean }} agent
 * @returns {{ id: number, username: string, affiliateCode: string, pending: string, members: string[] }}
 */
export function createAgentWithTeam(db, merchantCode, { username, password, at, allContracts = false }) {
  return db.transaction(() => {
    const affiliateCode = username.toUpperCase()
    const insert = db.prepare(
      `INSERT INTO members (merchant_code, username, username_key, type, nickname, password_hash, password_salt,
         password_set_at, password_is_default, upline_id, affiliate_code, rank_level, avatar, registered_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const account = (
      /** @type {string} */ name,
      /** @type {number} */ type,
      /** @type {number | null} */ uplineId,
      /** @type {boolean} */ isDefault,
    ) => {
      const { hash, salt } = hashPasswordSync(password)
      return Number(
        insert.run(
          merchantCode,
          name,
          name.toLowerCase(),
          type,
          name,
          hash,
          salt,
          at - DAY_MS,
          isDefault ? 1 : 0,
          uplineId,
          type === 1 ? affiliateCode : null,
          type === 1 ? 3 : 1,
          1,
          at - 120 * DAY_MS,
        ).lastInsertRowid,
      )
    }
    const agentId = account(username, 1, null, false)
    post(db, { memberId: agentId, amountMinor: 500_000, kind: 'adjustment', ref: 'opening-balance', at })
    signAgentTerms(db, agentId, at, false, allContracts)
    const pending = `${username}nb`
    account(pending, 0, agentId, true)
    const names = seedTeamOf(db, merchantCode, agentId, at, (_, index) => `${username}t${index + 1}`)
    return { id: agentId, username, affiliateCode, pending, members: names }
  })()
}

/**
 * @param {Db} db
 * @param {string} merchantCode
 * @param {number} agentId
 * @param {number} seededAt
 * @param {(username: string, index: number) => string} nameOf
 * @returns {string[]} the members' usernames
 */
function seedTeamOf(db, merchantCode, agentId, seededAt, nameOf) {
  const { hash, salt } = hashPasswordSync(randomBytes(24).toString('hex'))
  const insert = db.prepare(
    `INSERT INTO members (merchant_code, username, username_key, type, nickname, password_hash, password_salt,
       password_set_at, upline_id, rank_level, avatar, registered_at, first_login_at, last_login_at)
     VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  )
  return TEAM_MEMBERS.map((member, index) => {
    const username = nameOf(member.username, index)
    const registeredAt = seededAt - member.registeredDaysAgo * DAY_MS
    const lastLogin = member.lastLoginDaysAgo === null ? null : seededAt - member.lastLoginDaysAgo * DAY_MS
    const id = Number(
      insert.run(
        merchantCode,
        username,
        username.toLowerCase(),
        username,
        hash,
        salt,
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
    return username
  })
}
