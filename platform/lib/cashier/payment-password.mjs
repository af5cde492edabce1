// @ts-check
// The payment password that guards withdrawals: six digits, locked after repeated wrong tries.
import { hashPassword, verifyPassword } from '../crypto.mjs'
import { PAYMENT_PASSWORD_LOCK_MS, PAYMENT_PASSWORD_MAX_FAILURES } from './config.mjs'
import { cashierError } from './messages.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/**
 * @typedef {object} PaymentPasswordRow
 * @property {number} member_id
 * @property {string} hash
 * @property {string} salt
 * @property {number} set_at
 * @property {number} failed_attempts
 * @property {number | null} locked_until
 */

/**
 * @param {Db} db
 * @param {number} memberId
 * @returns {PaymentPasswordRow | undefined}
 */
export function paymentPasswordOf(db, memberId) {
  return /** @type {PaymentPasswordRow | undefined} */ (
    db.prepare('SELECT * FROM payment_passwords WHERE member_id = ?').get(memberId)
  )
}

/**
 * Six digits, and neither one digit repeated nor a run up or down (the first guesses of anyone).
 * @param {string} value
 * @returns {'format' | 'weak' | null}
 */
export function paymentPasswordProblem(value) {
  if (!/^\d{6}$/.test(value)) return 'format'
  const digits = [...value].map(Number)
  const steps = new Set(digits.slice(1).map((digit, index) => digit - /** @type {number} */ (digits[index])))
  if (steps.size === 1 && [0, 1, -1].includes(/** @type {number} */ ([...steps][0]))) return 'weak'
  return null
}

/**
 * @param {Db} db
 * @param {number} memberId
 * @param {string} password
 * @param {number} now
 */
export async function setPaymentPassword(db, memberId, password, now) {
  const { hash, salt } = await hashPassword(password)
  const result = db
    .prepare(
      `INSERT INTO payment_passwords (member_id, hash, salt, set_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(member_id) DO NOTHING`,
    )
    .run(memberId, hash, salt, now)
  return result.changes > 0
}

/**
 * Checks the payment password. Five wrong ones in a row lock it for 15 minutes; a right one clears
 * the count. The count lives in the store, so it is per member whatever the address. The check takes
 * time (scrypt), so the lock is read again in the same statement that counts or clears: answers that
 * were waiting on the hash when the lock began are refused as locked, not counted.
 * @param {Db} db
 * @param {number} memberId
 * @param {unknown} password
 * @param {number} now
 * @param {string} language
 */
export async function checkPaymentPassword(db, memberId, password, now, language) {
  const stored = paymentPasswordOf(db, memberId)
  if (!stored) throw cashierError(409, 'cashier.payment.password.required', language)
  throwIfLocked(stored, now, language)
  const text = typeof password === 'string' ? password : typeof password === 'number' ? String(password) : ''
  const right = /^\d{6}$/.test(text) && (await verifyPassword(text, stored))
  if (right) {
    const cleared = db
      .prepare(
        `UPDATE payment_passwords SET failed_attempts = 0, locked_until = NULL
         WHERE member_id = ? AND (locked_until IS NULL OR locked_until <= ?)`,
      )
      .run(memberId, now)
    if (cleared.changes === 0) throwIfLocked(lockOf(db, memberId), now, language)
    return
  }
  // The lock starts a fresh count once it is over.
  const after = /** @type {{ failed_attempts: number, locked_until: number | null } | undefined} */ (
    db
      .prepare(
        `UPDATE payment_passwords
         SET failed_attempts = CASE WHEN failed_attempts + 1 >= @max THEN 0 ELSE failed_attempts + 1 END,
             locked_until = CASE WHEN failed_attempts + 1 >= @max THEN @lockUntil ELSE locked_until END
         WHERE member_id = @memberId AND (locked_until IS NULL OR locked_until <= @now)
         RETURNING failed_attempts, locked_until`,
      )
      .get({ max: PAYMENT_PASSWORD_MAX_FAILURES, lockUntil: now + PAYMENT_PASSWORD_LOCK_MS, memberId, now })
  )
  if (!after) throwIfLocked(lockOf(db, memberId), now, language)
  const counted = /** @type {{ failed_attempts: number, locked_until: number | null }} */ (after)
  throwIfLocked(counted, now, language)
  throw cashierError(400, 'cashier.payment.password.invalid', language, {
    value: {
      field: 'paymentPassword',
      attemptsLeft: PAYMENT_PASSWORD_MAX_FAILURES - counted.failed_attempts,
    },
  })
}

/**
 * The lock as it stands now (a concurrent check may have set it).
 * @param {Db} db
 * @param {number} memberId
 * @returns {{ locked_until: number | null }}
 */
function lockOf(db, memberId) {
  return /** @type {{ locked_until: number | null }} */ (
    db.prepare('SELECT locked_until FROM payment_passwords WHERE member_id = ?').get(memberId)
  )
}

/**
 * @param {{ locked_until: number | null }} stored
 * @param {number} now
 * @param {string} language
 */
function throwIfLocked(stored, now, language) {
  if (stored.locked_until && stored.locked_until > now) {
    const seconds = Math.max(1, Math.ceil((stored.locked_until - now) / 1000))
    throw cashierError(423, 'cashier.payment.password.locked', language, {
      value: { retryAfterSeconds: seconds, lockedUntil: new Date(stored.locked_until).toISOString() },
      headers: { 'retry-after': String(seconds) },
    })
  }
}
