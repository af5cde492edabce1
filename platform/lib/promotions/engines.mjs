// @ts-check
// The promotion engines the scheduler runs: weekly cashback (./cashback.mjs) and bonus deadlines
// (./expiry.mjs). Both are safe to repeat and to run beside each other: every payment and every expiry
// is decided once, by a unique row or a conditional update in the transaction that moves the money.
import { repeatEvery } from '../repeat.mjs'
import { settleCashback } from './cashback.mjs'
import { expireBonuses } from './expiry.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('../merchants.mjs').Merchant} Merchant */

/**
 * One run of every engine as of `now`.
 * @param {Db} db
 * @param {Map<string, Merchant>} merchants
 * @param {number} now
 * @param {{ limit?: number }} [options] at most `limit` cashback members this run
 */
export function runPromotionEngines(db, merchants, now, options = {}) {
  const zoneOf = (/** @type {string} */ code) => merchants.get(code)?.timeZone ?? 'UTC'
  const expiry = expireBonuses(db, now)
  const cashback = settleCashback(db, zoneOf, now, options)
  return { ...expiry, cashbackCredited: cashback.credited, cashbackWeeks: cashback.weeks }
}

/**
 * Runs the engines at start (catching up on downtime) and then every `everyMs` on the platform's clock.
 * @param {Db} db
 * @param {Map<string, Merchant>} merchants
 * @param {() => number} now
 * @param {{ everyMs?: number, log?: (error: unknown) => void }} [options]
 * @returns {() => void} stops the timer
 */
export function startPromotionEngines(db, merchants, now, { everyMs = 30 * 1000, log = console.error } = {}) {
  return repeatEvery(() => runPromotionEngines(db, merchants, now()), everyMs, log)
}
