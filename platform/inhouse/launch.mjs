// @ts-check
// Launch sessions: the opaque id a game URL carries instead of the member's token. It is bound to one
// member, one game and the login session it was made from: logging out (or the login expiring) ends
// it too. It lives for two hours after the last round.
import { randomBytes } from 'node:crypto'

import { ApiError } from '../lib/http.mjs'
import { assertMayPlay } from '../lib/protection/rules.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

export const LAUNCH_IDLE_MS = 2 * 60 * 60 * 1000

/**
 * @typedef {object} LaunchSession
 * @property {string} id
 * @property {number} member_id
 * @property {string} merchant_code
 * @property {number} node_id
 * @property {string | null} room_id
 * @property {string} language
 * @property {number} account_type
 * @property {number} created_at
 * @property {number} expires_at
 * @property {string} username
 * @property {number} member_type
 * @property {number} balance_minor
 * @property {string} game_name
 * @property {string} game_code
 * @property {string} game_type
 * @property {string} game_classify
 * @property {string} vendor_code
 * @property {string} vendor_name
 * @property {number} min_bet_minor
 */

/**
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, tokenHash: string, nodeId: number, roomId: string | null, language: string, accountType: number, now: number }} input
 */
export function createLaunchSession(db, input) {
  const id = randomBytes(24).toString('base64url')
  db.prepare(
    `INSERT INTO launch_sessions (id, member_id, merchant_code, token_hash, node_id, room_id, language, account_type,
       created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.memberId,
    input.merchantCode,
    input.tokenHash,
    input.nodeId,
    input.roomId,
    input.language,
    input.accountType,
    input.now,
    input.now + LAUNCH_IDLE_MS,
  )
  return id
}

/**
 * A live launch session with its member and game, or an ApiError the play page can explain.
 * @param {Db} db
 * @param {unknown} id
 * @param {number} now
 * @returns {LaunchSession}
 */
export function requireLaunchSession(db, id, now) {
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(id))
    throw new ApiError(401, 'launch.session.invalid')
  const row = /** @type {LaunchSession | undefined} */ (
    db
      .prepare(
        `SELECT l.id, l.member_id, l.merchant_code, l.node_id, l.room_id, l.language, l.account_type, l.created_at,
           l.expires_at, m.username, m.type AS member_type, m.balance_minor, g.name AS game_name,
           g.game_code, g.game_type, g.game_classify, g.vendor_code, v.name AS vendor_name, g.min_bet_minor
         FROM launch_sessions l
         JOIN sessions s ON s.token_hash = l.token_hash
         JOIN members m ON m.id = l.member_id
         JOIN games g ON g.node_id = l.node_id
         JOIN vendors v ON v.code = g.vendor_code
         WHERE l.id = ? AND l.expires_at > ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
      )
      .get(id, now, now)
  )
  if (!row) throw new ApiError(401, 'launch.session.invalid')
  return row
}

/**
 * The player-protection check of a stake placed through a launch session (limits, time-out or
 * self-exclusion, a sign-in idle too long): refuses it as assertMayPlay does.
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {number} stakeMinor
 * @param {number} now
 */
export function assertMayStake(db, launch, stakeMinor, now) {
  assertMayPlay(db, {
    memberId: launch.member_id,
    now,
    language: launch.language,
    idleMs: LAUNCH_IDLE_MS,
    stakeMinor,
  })
}

/**
 * @param {Db} db
 * @param {string} id
 * @param {number} now
 */
export function touchLaunchSession(db, id, now) {
  db.prepare('UPDATE launch_sessions SET expires_at = ? WHERE id = ?').run(now + LAUNCH_IDLE_MS, id)
}
