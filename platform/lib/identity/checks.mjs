// @ts-check
// A member's identity checks (docs/platform.md, "Identity"): submitting front and back, the status the
// member sees, the review (automatic after the merchant's delay in the demo, or the operator's decision),
// and the rule that keeps money from leaving an unverified account where the merchant asks for it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { ApiError } from '../http.mjs'
import { repeatEvery } from '../repeat.mjs'
import { identityError } from './messages.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('../merchants.mjs').Merchant} Merchant */
/** @typedef {import('./documents.mjs').DocumentType} DocumentType */
/**
 * @typedef {object} CheckRow
 * @property {number} id
 * @property {string} merchant_code
 * @property {number} member_id
 * @property {'review' | 'verified' | 'rejected'} status
 * @property {string} documents JSON [{side, file, type, bytes}]
 * @property {string | null} reason
 * @property {number} submitted_at
 * @property {number | null} due_at
 * @property {number | null} decided_at
 * @property {'automatic' | 'operator' | 'seed' | null} decided_by
 */

export const SIDES = /** @type {const} */ (['front', 'back'])
export const REASON_MIN = 2
export const REASON_MAX = 200
const EXTENSIONS = { png: 'png', jpeg: 'jpg', pdf: 'pdf' }

/**
 * The member's latest check, or undefined before their first submission.
 * @param {Db} db
 * @param {number} memberId
 * @returns {CheckRow | undefined}
 */
export function latestCheck(db, memberId) {
  return /** @type {CheckRow | undefined} */ (
    db.prepare('SELECT * FROM identity_checks WHERE member_id = ? ORDER BY id DESC LIMIT 1').get(memberId)
  )
}

/**
 * What the member sees: `none` before any submission, then the latest check's status.
 * @param {Db} db
 * @param {number} memberId
 * @returns {'none' | 'review' | 'verified' | 'rejected'}
 */
export function identityStatus(db, memberId) {
  return latestCheck(db, memberId)?.status ?? 'none'
}

/**
 * Refuses a withdrawal of a member the merchant wants verified who is not.
 * @param {Db} db
 * @param {Merchant} merchant
 * @param {number} memberId
 * @param {string} language
 */
export function requireVerified(db, merchant, memberId, language) {
  if (!merchant.identity.requiredForWithdrawal) return
  const status = identityStatus(db, memberId)
  if (status !== 'verified') throw identityError(403, 'identity.required', language, { value: { status } })
}

/**
 * Keeps a submission: the row and its two files in one step (a failed write takes the row back and
 * removes the files already written). Only a member with no check, or whose latest was rejected, may
 * submit; one waiting or verified answers 409.
 * @param {Db} db
 * @param {{ dataDir: string, merchant: Merchant, memberId: number, now: number, language: string,
 *   documents: { side: 'front' | 'back', type: DocumentType, bytes: Buffer }[] }} input
 * @returns {CheckRow}
 */
export function submitCheck(db, { dataDir, merchant, memberId, now, language, documents }) {
  const folder = join(dataDir, 'identity', merchant.code)
  /** @type {string[]} */
  const written = []
  try {
    return db.transaction(() => {
      const status = identityStatus(db, memberId)
      if (status === 'review' || status === 'verified') {
        throw identityError(409, 'identity.submit.closed', language, { value: { status } })
      }
      const delay = merchant.identity.autoVerifyMs
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO identity_checks (merchant_code, member_id, status, documents, submitted_at, due_at)
           VALUES (?, ?, 'review', '[]', ?, ?)`,
        )
        .run(merchant.code, memberId, now, delay === null ? null : now + delay)
      const id = Number(lastInsertRowid)
      mkdirSync(folder, { recursive: true })
      const kept = documents.map((document) => {
        const file = `${id}-${document.side}.${EXTENSIONS[document.type]}`
        writeFileSync(join(folder, file), document.bytes, { flag: 'wx' })
        written.push(join(folder, file))
        return { side: document.side, file, type: document.type, bytes: document.bytes.length }
      })
      db.prepare('UPDATE identity_checks SET documents = ? WHERE id = ?').run(JSON.stringify(kept), id)
      return /** @type {CheckRow} */ (db.prepare('SELECT * FROM identity_checks WHERE id = ?').get(id))
    })()
  } catch (error) {
    for (const file of written) rmSync(file, { force: true })
    throw error
  }
}

/**
 * The reason an operator gives for a rejection, which the member reads: 2 to 200 characters, spaces
 * folded.
 * @param {unknown} value
 * @param {string} language
 */
export function rejectionReason(value, language) {
  const reason = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''
  if (reason.length < REASON_MIN || reason.length > REASON_MAX) {
    throw identityError(400, 'identity.reason.required', language, { value: { field: 'reason' } })
  }
  return reason
}

/**
 * Decides a waiting check. Only a check still in review changes, checked inside the transaction, so two
 * decisions at once or a decision after the automatic one find it decided (409).
 * @param {Db} db
 * @param {{ id: number, outcome: 'verified' | 'rejected', by: 'automatic' | 'operator', now: number,
 *   language: string, reason?: string | null }} decision
 * @returns {CheckRow}
 */
export function decideCheck(db, { id, outcome, by, now, language, reason = null }) {
  return db.transaction(() => {
    const check = /** @type {CheckRow | undefined} */ (
      db.prepare('SELECT * FROM identity_checks WHERE id = ?').get(id)
    )
    if (!check) throw identityError(404, 'identity.check.not.found', language)
    if (check.status !== 'review') throw identityError(409, 'identity.check.decided', language)
    db.prepare(
      'UPDATE identity_checks SET status = ?, reason = ?, decided_at = ?, decided_by = ? WHERE id = ?',
    ).run(outcome, outcome === 'rejected' ? reason : null, now, by, id)
    return /** @type {CheckRow} */ (db.prepare('SELECT * FROM identity_checks WHERE id = ?').get(id))
  })()
}

/**
 * Verifies every check whose automatic review has come by `now` (and the checks of `memberId` at once,
 * when given, where the merchant reviews automatically). A check decided meanwhile is skipped, so runs may
 * overlap and repeat.
 * @param {Db} db
 * @param {number} now
 * @param {{ memberId?: number }} [options]
 * @returns {number[]} the ids verified
 */
export function runDueChecks(db, now, { memberId } = {}) {
  const due = /** @type {CheckRow[]} */ (
    db
      .prepare(
        `SELECT * FROM identity_checks WHERE status = 'review' AND due_at IS NOT NULL
         AND (due_at <= ? OR member_id = ?) ORDER BY id`,
      )
      .all(now, memberId ?? -1)
  )
  /** @type {number[]} */
  const verified = []
  for (const check of due) {
    try {
      decideCheck(db, { id: check.id, outcome: 'verified', by: 'automatic', now, language: 'EN' })
      verified.push(check.id)
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error
    }
  }
  return verified
}

/**
 * Runs the automatic reviews at start (catching up on downtime) and then every `everyMs`.
 * @param {Db} db
 * @param {() => number} now
 * @param {{ everyMs?: number, log?: (error: unknown) => void }} [options]
 * @returns {() => void} stops the timer
 */
export function startIdentityReviews(db, now, { everyMs = 5 * 1000, log = console.error } = {}) {
  return repeatEvery(() => runDueChecks(db, now()), everyMs, log)
}

/**
 * Marks a member verified without documents: the seed's demo accounts.
 * @param {Db} db
 * @param {{ merchantCode: string, memberId: number, at: number }} input
 */
export function seedVerified(db, { merchantCode, memberId, at }) {
  db.prepare(
    `INSERT INTO identity_checks (merchant_code, member_id, status, documents, submitted_at, decided_at, decided_by)
     VALUES (?, ?, 'verified', '[]', ?, ?, 'seed')`,
  ).run(merchantCode, memberId, at, at)
}
