// @ts-check
// Part of the first-start seed: the demo accounts' payment password and bank account.
import { hashPasswordSync } from '../crypto.mjs'
import { DEMO_CASHIER } from '../seed-accounts.mjs'
import { banksOf } from './config.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('../merchants.mjs').Merchant} Merchant */

/**
 * Gives the demo accounts of one merchant their payment password and bank account; part of the
 * first-start seed. Synchronous on purpose, like the rest of the seed.
 * @param {Db} db
 * @param {Merchant} merchant
 * @param {number} seededAt
 */
export function seedCashier(db, merchant, seededAt) {
  const bank = banksOf(merchant)[0]
  for (const demo of DEMO_CASHIER) {
    const memberId = /** @type {number | undefined} */ (
      db
        .prepare('SELECT id FROM members WHERE merchant_code = ? AND username_key = ?')
        .pluck()
        .get(merchant.code, demo.username)
    )
    if (memberId === undefined || !bank) continue
    const { hash, salt } = hashPasswordSync(demo.paymentPassword)
    db.prepare('INSERT INTO payment_passwords (member_id, hash, salt, set_at) VALUES (?, ?, ?, ?)').run(
      memberId,
      hash,
      salt,
      seededAt,
    )
    db.prepare(
      `INSERT INTO bank_accounts (member_id, bank_code, account_number, holder_name, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(memberId, bank.code, demo.accountNumber, demo.holderName, seededAt)
  }
}
