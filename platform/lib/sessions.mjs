// @ts-check
// Login sessions. The token goes to the caller once; only its SHA-256 is stored.
import { newToken, sha256Hex } from './crypto.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000

/**
 * @typedef {object} MemberRow
 * @property {number} id
 * @property {string} merchant_code
 * @property {string} username
 * @property {string} username_key
 * @property {number} type
 * @property {string} nickname
 * @property {string} password_hash
 * @property {string} password_salt
 * @property {number} password_set_at
 * @property {number} password_is_default
 * @property {string | null} reset_hash
 * @property {string | null} reset_salt
 * @property {number | null} reset_expires_at
 * @property {string | null} email
 * @property {string | null} mobile_dialing
 * @property {string | null} mobile_num
 * @property {string | null} language
 * @property {number | null} upline_id
 * @property {string | null} affiliate_code
 * @property {string | null} referral_code_used
 * @property {string | null} register_domain
 * @property {number} rank_level
 * @property {number} avatar
 * @property {number} contract_daily_salary
 * @property {number} contract_dividend
 * @property {number} contract_hour_salary
 * @property {number} contract_realtime_salary
 * @property {number} balance_minor
 * @property {number} registered_at
 * @property {number | null} first_login_at
 * @property {number | null} last_login_at
 */

/**
 * @typedef {object} Session
 * @property {string} tokenHash
 * @property {string} loginType
 * @property {boolean} passwordChangePending opened by a password that must be replaced (default, expired,
 *   or a temporary reset password): that password was just proven, so the change does not ask for it again
 * @property {MemberRow} member
 */

/** @type {{ version: number, name: string, sql: string }[]} */
export const SESSION_MIGRATIONS = [
  {
    version: 1429,
    name: 'sessions-password-change-pending',
    sql: `ALTER TABLE sessions ADD COLUMN password_change_pending INTEGER NOT NULL DEFAULT 0;`,
  },
]

/**
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, loginType: string, deviceId?: string | null, ip: string, now: number, passwordChangePending?: boolean }} input
 * @returns {string} the raw token
 */
export function createSession(
  db,
  { memberId, merchantCode, loginType, deviceId = null, ip, now, passwordChangePending = false },
) {
  const token = newToken()
  db.prepare(
    `INSERT INTO sessions (token_hash, member_id, merchant_code, login_type, device_id, ip, created_at, expires_at,
       password_change_pending)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256Hex(token),
    memberId,
    merchantCode,
    loginType,
    deviceId,
    ip,
    now,
    now + SESSION_TTL_MS,
    passwordChangePending ? 1 : 0,
  )
  return token
}

/**
 * The forced change is done: the session goes on as any other.
 * @param {Db} db
 * @param {string} tokenHash
 */
export function clearPasswordChangePending(db, tokenHash) {
  db.prepare('UPDATE sessions SET password_change_pending = 0 WHERE token_hash = ?').run(tokenHash)
}

/**
 * A live session for this merchant, or undefined for a dead, unknown, expired or foreign token.
 * @param {Db} db
 * @param {string} token
 * @param {string} merchantCode
 * @param {number} now
 * @returns {Session | undefined}
 */
export function findSession(db, token, merchantCode, now) {
  const tokenHash = sha256Hex(token)
  const session =
    /** @type {{ member_id: number, login_type: string, password_change_pending: number } | undefined} */ (
      db
        .prepare(
          `SELECT member_id, login_type, password_change_pending FROM sessions
         WHERE token_hash = ? AND merchant_code = ? AND revoked_at IS NULL AND expires_at > ?`,
        )
        .get(tokenHash, merchantCode, now)
    )
  if (!session) return undefined
  const member = /** @type {MemberRow | undefined} */ (
    db.prepare('SELECT * FROM members WHERE id = ?').get(session.member_id)
  )
  return member
    ? {
        tokenHash,
        loginType: session.login_type,
        passwordChangePending: session.password_change_pending === 1,
        member,
      }
    : undefined
}

/**
 * @param {Db} db
 * @param {string} tokenHash
 * @param {number} now
 */
export function revokeSession(db, tokenHash, now) {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(
    now,
    tokenHash,
  )
}

/**
 * Ends every session of a member, except optionally the one in use.
 * @param {Db} db
 * @param {number} memberId
 * @param {number} now
 * @param {string} [keepTokenHash]
 */
export function revokeMemberSessions(db, memberId, now, keepTokenHash) {
  db.prepare(
    `UPDATE sessions SET revoked_at = ?
     WHERE member_id = ? AND revoked_at IS NULL AND token_hash IS NOT ?`,
  ).run(now, memberId, keepTokenHash ?? null)
}
