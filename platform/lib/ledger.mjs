// @ts-check
// Every balance change is one ledger row written in the same transaction as the balance update,
// so the balance always equals the sum of the member's ledger.

/** @typedef {import('better-sqlite3').Database} Db */

export class InsufficientFundsError extends Error {
  /**
   * @param {number} memberId
   * @param {number} amountMinor
   */
  constructor(memberId, amountMinor) {
    super(`member ${memberId} cannot cover ${amountMinor}`)
    this.name = 'InsufficientFundsError'
    this.memberId = memberId
    this.amountMinor = amountMinor
  }
}

export class UnknownMemberError extends Error {
  /** @param {number} memberId */
  constructor(memberId) {
    super(`no member ${memberId}`)
    this.name = 'UnknownMemberError'
    this.memberId = memberId
  }
}

/**
 * Posts one signed amount to a member's balance; throws InsufficientFundsError when the balance
 * would go negative. Safe to call inside an outer transaction (it nests as a savepoint).
 * @param {Db} db
 * @param {{ memberId: number, amountMinor: number, kind: string, ref?: string | null, at?: number }} entry
 * @returns {{ entryId: number, balanceAfter: number }}
 */
export function post(db, { memberId, amountMinor, kind, ref = null, at = Date.now() }) {
  if (!Number.isSafeInteger(amountMinor)) throw new TypeError('amountMinor must be an integer')
  return db.transaction(() => {
    const updated = /** @type {{ balance_minor: number } | undefined} */ (
      db
        .prepare(
          `UPDATE members SET balance_minor = balance_minor + ?
           WHERE id = ? AND balance_minor + ? >= 0
           RETURNING balance_minor`,
        )
        .get(amountMinor, memberId, amountMinor)
    )
    if (!updated) {
      const exists = db.prepare('SELECT 1 FROM members WHERE id = ?').get(memberId)
      if (!exists) throw new UnknownMemberError(memberId)
      throw new InsufficientFundsError(memberId, amountMinor)
    }
    const inserted = db
      .prepare(
        `INSERT INTO ledger (member_id, amount_minor, kind, ref, created_at, balance_after)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(memberId, amountMinor, kind, ref, at, updated.balance_minor)
    return { entryId: Number(inserted.lastInsertRowid), balanceAfter: updated.balance_minor }
  })()
}

/**
 * @param {Db} db
 * @param {number} memberId
 */
export function balanceOf(db, memberId) {
  const row = /** @type {{ balance_minor: number } | undefined} */ (
    db.prepare('SELECT balance_minor FROM members WHERE id = ?').get(memberId)
  )
  if (!row) throw new UnknownMemberError(memberId)
  return row.balance_minor
}

/**
 * @param {number} amountMinor
 * @param {number} minorDigits
 */
export function toMajorUnits(amountMinor, minorDigits) {
  return amountMinor / 10 ** minorDigits
}
