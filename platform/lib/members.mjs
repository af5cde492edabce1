// @ts-check
// Member accounts: lookups, creation, password changes, and how a member is presented.
import { randomInt } from 'node:crypto'

import { AVATAR_COUNT } from './artwork.mjs'
import { hashPassword, randomString, verifyPassword } from './crypto.mjs'
import { protectionError } from './protection/messages.mjs'
import { activeBlock } from './protection/rules.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./sessions.mjs').MemberRow} MemberRow */

export const TRIAL_TYPE = 4
export const MEMBER_TYPE = 0
export const AGENT_TYPES = [1, 2, 41, 42]
const DAY_MS = 24 * 60 * 60 * 1000

/** A fixed hash to spend the same time on an unknown account as on a known one. */
const DECOY_HASH = { hash: '00'.repeat(32), salt: '00'.repeat(16) }

/** @param {number} type */
export function customerType(type) {
  if (type === TRIAL_TYPE) return 'TRIAL'
  return AGENT_TYPES.includes(type) ? 'AGENT' : 'MEMBER'
}

/**
 * @param {Db} db
 * @param {string} merchantCode
 * @param {string} username
 * @returns {MemberRow | undefined}
 */
export function findByUsername(db, merchantCode, username) {
  return /** @type {MemberRow | undefined} */ (
    db
      .prepare('SELECT * FROM members WHERE merchant_code = ? AND username_key = ?')
      .get(merchantCode, username.trim().toLowerCase())
  )
}

/**
 * @param {Db} db
 * @param {string} merchantCode
 * @param {string} mobileNum digits only
 * @param {string} [dialing] when given, must match too
 * @returns {MemberRow | undefined}
 */
export function findByMobile(db, merchantCode, mobileNum, dialing) {
  const member = /** @type {MemberRow | undefined} */ (
    db
      .prepare('SELECT * FROM members WHERE merchant_code = ? AND mobile_num = ?')
      .get(merchantCode, mobileNum)
  )
  if (member && dialing && member.mobile_dialing !== dialing) return undefined
  return member
}

/**
 * @param {Db} db
 * @param {number} id
 */
export function findById(db, id) {
  return /** @type {MemberRow | undefined} */ (db.prepare('SELECT * FROM members WHERE id = ?').get(id))
}

/**
 * @param {Db} db
 * @param {string} merchantCode
 * @param {string} code
 * @returns {MemberRow | undefined}
 */
export function findAgentByAffiliateCode(db, merchantCode, code) {
  const member = /** @type {MemberRow | undefined} */ (
    db
      .prepare('SELECT * FROM members WHERE merchant_code = ? AND affiliate_code = ?')
      .get(merchantCode, code.trim().toUpperCase())
  )
  return member && AGENT_TYPES.includes(member.type) ? member : undefined
}

/**
 * Checks a password against the member's password and, failing that, against a live reset
 * password sent by e-mail. Always spends one scrypt, so unknown accounts take as long.
 * @param {MemberRow | undefined} member
 * @param {string} password
 * @param {number} now
 * @returns {Promise<'password' | 'reset' | null>}
 */
export async function checkPassword(member, password, now) {
  const stored = member ? { hash: member.password_hash, salt: member.password_salt } : DECOY_HASH
  if ((await verifyPassword(password, stored)) && member) return 'password'
  if (member?.reset_hash && member.reset_salt && (member.reset_expires_at ?? 0) > now) {
    if (await verifyPassword(password, { hash: member.reset_hash, salt: member.reset_salt })) return 'reset'
  }
  return null
}

/**
 * @param {MemberRow} member
 * @param {number} maxAgeDays
 * @param {number} now
 */
export function isPasswordStale(member, maxAgeDays, now) {
  return member.password_set_at + maxAgeDays * DAY_MS < now
}

/**
 * @typedef {object} NewMember
 * @property {string} merchantCode
 * @property {string} username
 * @property {string} password
 * @property {number} type
 * @property {string} nickname
 * @property {string | null} [email]
 * @property {string | null} [idNumber]
 * @property {string | null} [mobileDialing]
 * @property {string | null} [mobileNum]
 * @property {boolean} [mobileVerified] the number was proven with an SMS code or a phone token
 * @property {string | null} [language]
 * @property {number | null} [uplineId]
 * @property {string | null} [referralCode]
 * @property {string | null} [registerDomain]
 * @property {number} [termsVersion] the version of the terms the member accepted (0: none yet, asked at
 *   sign-in); without it, the merchant's current version (lib/terms.mjs)
 * @property {number} now
 */

/**
 * Hashes the password, then inserts. Throws the SQLite unique-constraint error on a taken
 * username or mobile number; callers translate it. Refuses (403 `rg.register.blocked`) and keeps
 * nothing when the e-mail, ID number or phone is one of an account on a time-out or self-exclusion.
 * @param {Db} db
 * @param {NewMember} input
 * @returns {Promise<number>} the new member id
 */
export async function prepareMember(db, input) {
  const { hash, salt } = await hashPassword(input.password)
  return db.transaction(() => {
    const memberId = insertMember(db, input, { hash, salt })
    if (activeBlock(db, memberId, input.now))
      throw protectionError(403, 'rg.register.blocked', input.language ?? '')
    return memberId
  })()
}

/**
 * @param {Db} db
 * @param {NewMember} input
 * @param {{ hash: string, salt: string }} password
 */
function insertMember(db, input, password) {
  const result = db
    .prepare(
      `INSERT INTO members (merchant_code, username, username_key, type, nickname, password_hash, password_salt,
         password_set_at, email, id_number, mobile_dialing, mobile_num, language, upline_id, referral_code_used,
         register_domain, avatar, registered_at, mobile_verified_at, terms_version, terms_accepted_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.merchantCode,
      input.username,
      input.username.toLowerCase(),
      input.type,
      input.nickname,
      password.hash,
      password.salt,
      input.now,
      input.email ?? null,
      input.idNumber ?? null,
      input.mobileDialing ?? null,
      input.mobileNum ?? null,
      input.language ?? null,
      input.uplineId ?? null,
      input.referralCode ?? null,
      input.registerDomain ?? null,
      randomInt(1, AVATAR_COUNT + 1),
      input.now,
      input.mobileVerified && input.mobileNum ? input.now : null,
      input.termsVersion ?? null,
      input.termsVersion ? input.now : null,
    )
  return Number(result.lastInsertRowid)
}

/**
 * Sets a password chosen by the member: clears the default flag and any reset password.
 * @param {Db} db
 * @param {number} memberId
 * @param {string} password
 * @param {number} now
 */
export async function setPassword(db, memberId, password, now) {
  const { hash, salt } = await hashPassword(password)
  db.prepare(
    `UPDATE members SET password_hash = ?, password_salt = ?, password_set_at = ?, password_is_default = 0,
       reset_hash = NULL, reset_salt = NULL, reset_expires_at = NULL
     WHERE id = ?`,
  ).run(hash, salt, now, memberId)
}

/** @param {unknown} error */
export function isUniqueViolation(error) {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/**
 * As prepareMember, but a username or mobile number another member holds answers null (the caller says
 * which was taken, or draws another name) instead of the SQLite error.
 * @param {Db} db
 * @param {NewMember} input
 * @returns {Promise<number | null>} the new member id
 */
export async function prepareFreeMember(db, input) {
  try {
    return await prepareMember(db, input)
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

const PASSWORD_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const PASSWORD_DIGITS = '23456789'

/** A generated password that satisfies pattern 19 and the usual 6–20 length, letters and digits mixed. */
export function generatePassword() {
  return `${randomString(6, PASSWORD_LETTERS)}${randomString(4, PASSWORD_DIGITS)}`
}

const CLUB_LEVELS = [
  { labelName: 'Bronze', color: '#8d5524', color2: '#c68642' },
  { labelName: 'Silver', color: '#757575', color2: '#e0e0e0' },
  { labelName: 'Gold', color: '#b8860b', color2: '#ffd700' },
  { labelName: 'Platinum', color: '#546e7a', color2: '#cfd8dc' },
  { labelName: 'Diamond', color: '#1565c0', color2: '#90caf9' },
  { labelName: 'Black', color: '#000000', color2: '#616161' },
]

/** @param {number} rankLevel */
export function clubLabel(rankLevel) {
  const level = Math.min(Math.max(rankLevel, 1), CLUB_LEVELS.length)
  const club = CLUB_LEVELS[level - 1] ?? CLUB_LEVELS[0]
  return {
    labelName: club?.labelName ?? '',
    color: club?.color ?? '',
    color2: club?.color2 ?? '',
    rankLevel: level,
  }
}

/**
 * @param {MemberRow} member
 * @param {number} now
 */
export function memberLabels(member, now) {
  /** @type {{ labelName: string, textColor: string, bgColor: string }[]} */
  const labels = []
  if (AGENT_TYPES.includes(member.type))
    labels.push({ labelName: 'Agent', textColor: '#ffffff', bgColor: '#6a1b9a' })
  if (member.type === TRIAL_TYPE)
    labels.push({ labelName: 'Trial', textColor: '#000000', bgColor: '#ffeb3b' })
  if (member.registered_at > now - 7 * DAY_MS)
    labels.push({ labelName: 'New', textColor: '#ffffff', bgColor: '#2e7d32' })
  return labels
}

/**
 * Shows the dialing code, the first three and the last three digits.
 * @param {MemberRow} member
 */
export function maskedMobile(member) {
  if (!member.mobile_num) return null
  const number = member.mobile_num
  const masked =
    number.length <= 6 ? number : `${number.slice(0, 3)}${'*'.repeat(number.length - 6)}${number.slice(-3)}`
  return `+${member.mobile_dialing ?? ''} ${masked}`
}
