// @ts-check
// The bank accounts a member may withdraw to.
import { MAX_BANK_ACCOUNTS } from './config.mjs'
import { cashierError } from './messages.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/**
 * @typedef {object} BankAccountRow
 * @property {number} id
 * @property {number} member_id
 * @property {string} bank_code
 * @property {string} account_number
 * @property {string} holder_name
 * @property {number} created_at
 */

/**
 * @param {Db} db
 * @param {number} memberId
 * @returns {BankAccountRow[]}
 */
export function bankAccountsOf(db, memberId) {
  return /** @type {BankAccountRow[]} */ (
    db.prepare('SELECT * FROM bank_accounts WHERE member_id = ? ORDER BY id').all(memberId)
  )
}

/** Only the last four digits ever leave the platform after an account is added. */
/** @param {string} accountNumber */
export function maskAccount(accountNumber) {
  return `•••• ${accountNumber.slice(-4)}`
}

/**
 * @param {Db} db
 * @param {{ memberId: number, bankCode: string, accountNumber: string, holderName: string, now: number, language: string }} input
 */
export function addBankAccount(db, { memberId, bankCode, accountNumber, holderName, now, language }) {
  return db.transaction(() => {
    const count = /** @type {number} */ (
      db.prepare('SELECT COUNT(*) FROM bank_accounts WHERE member_id = ?').pluck().get(memberId)
    )
    if (count >= MAX_BANK_ACCOUNTS) throw cashierError(409, 'cashier.bank.account.limit', language)
    const result = db
      .prepare(
        `INSERT INTO bank_accounts (member_id, bank_code, account_number, holder_name, created_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT(member_id, bank_code, account_number) DO NOTHING`,
      )
      .run(memberId, bankCode, accountNumber, holderName, now)
    if (result.changes === 0) throw cashierError(409, 'cashier.bank.account.exists', language)
    return /** @type {BankAccountRow} */ (
      db.prepare('SELECT * FROM bank_accounts WHERE id = ?').get(result.lastInsertRowid)
    )
  })()
}
