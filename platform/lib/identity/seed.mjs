// @ts-check
// Part of the first-start seed: the demo accounts count as verified, as if their documents had been
// checked before the demo began (docs/platform.md, "Identity").
import { DEMO_ACCOUNTS } from '../seed-accounts.mjs'
import { seedVerified } from './checks.mjs'

/**
 * @param {import('better-sqlite3').Database} db
 * @param {string} merchantCode
 * @param {number} seededAt
 */
export function seedIdentity(db, merchantCode, seededAt) {
  for (const demo of DEMO_ACCOUNTS) {
    const memberId = /** @type {number | undefined} */ (
      db
        .prepare('SELECT id FROM members WHERE merchant_code = ? AND username_key = ?')
        .pluck()
        .get(merchantCode, demo.username)
    )
    if (memberId !== undefined) seedVerified(db, { merchantCode, memberId, at: seededAt })
  }
}
