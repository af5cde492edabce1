// @ts-check
// Vendor sub-wallets: each is a ledger account of its own (sub_wallets + sub_wallet_ledger, summing to
// its balance), beside the main wallet (members.balance_minor + ledger). A transfer is one entry on
// each side, written in one transaction with its fund_transfers row, so the member's total never
// changes and a failure moves nothing.
import { merchantVendors } from '../catalog.mjs'
import { cashierError } from '../cashier/messages.mjs'
import { randomString } from '../crypto.mjs'
import { InsufficientFundsError, post } from '../ledger.mjs'
import { isUniqueViolation } from '../members.mjs'
import { assertNotBlocked } from '../protection/rules.mjs'
import { assertTermsAccepted } from '../terms.mjs'
import { fundsError } from './messages.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/** The main wallet's name in transfers. */
export const MAIN_WALLET = 'MAIN'

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** @param {'TR' | 'UP'} prefix */
export function newTransferId(prefix) {
  return `${prefix}${randomString(12, ID_ALPHABET)}`
}

/**
 * The vendors whose games play from a wallet of their own: every vendor the merchant offers except the
 * in-house games, which play from the main wallet.
 * @param {Db} db
 * @param {string} merchantCode
 */
export function walletVendors(db, merchantCode) {
  return merchantVendors(db, merchantCode).filter((vendor) => vendor.game_type !== 'INHOUSE')
}

/**
 * The member's sub-wallet balances by vendor code (only wallets that ever held money have a row).
 * @param {Db} db
 * @param {number} memberId
 * @returns {Map<string, number>}
 */
export function subWalletBalances(db, memberId) {
  const rows = /** @type {{ vendor_code: string, balance_minor: number }[]} */ (
    db.prepare('SELECT vendor_code, balance_minor FROM sub_wallets WHERE member_id = ?').all(memberId)
  )
  return new Map(rows.map((row) => [row.vendor_code, row.balance_minor]))
}

/**
 * Posts one signed amount to a sub-wallet, creating it on first use; throws InsufficientFundsError when
 * it would go below zero. Nests as a savepoint inside the caller's transaction.
 * @param {Db} db
 * @param {{ memberId: number, vendorCode: string, amountMinor: number, kind: string, ref: string, at: number }} entry
 */
export function postSubWallet(db, { memberId, vendorCode, amountMinor, kind, ref, at }) {
  if (!Number.isSafeInteger(amountMinor)) throw new TypeError('amountMinor must be an integer')
  return db.transaction(() => {
    db.prepare('INSERT INTO sub_wallets (member_id, vendor_code) VALUES (?, ?) ON CONFLICT DO NOTHING').run(
      memberId,
      vendorCode,
    )
    const updated = /** @type {{ balance_minor: number } | undefined} */ (
      db
        .prepare(
          `UPDATE sub_wallets SET balance_minor = balance_minor + ?
           WHERE member_id = ? AND vendor_code = ? AND balance_minor + ? >= 0 RETURNING balance_minor`,
        )
        .get(amountMinor, memberId, vendorCode, amountMinor)
    )
    if (!updated) throw new InsufficientFundsError(memberId, amountMinor)
    db.prepare(
      `INSERT INTO sub_wallet_ledger (member_id, vendor_code, amount_minor, kind, ref, created_at, balance_after)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(memberId, vendorCode, amountMinor, kind, ref, at, updated.balance_minor)
    return updated.balance_minor
  })()
}

/**
 * Records the transfer first, so that a request id sent twice is refused before anything moves.
 * @param {Db} db
 * @param {{ id: string, memberId: number, requestId: string | null, kind: string, vendorCode?: string | null, counterpartId?: number | null, amountMinor: number, now: number, language: string }} row
 */
function recordTransfer(db, row) {
  try {
    db.prepare(
      `INSERT INTO fund_transfers (id, member_id, request_id, kind, vendor_code, counterpart_id, amount_minor, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      row.id,
      row.memberId,
      row.requestId,
      row.kind,
      row.vendorCode ?? null,
      row.counterpartId ?? null,
      row.amountMinor,
      row.now,
    )
  } catch (error) {
    if (isUniqueViolation(error)) throw fundsError(409, 'cashier.transfer.duplicate', row.language)
    throw error
  }
}

/**
 * @template T
 * @param {() => T} move
 * @param {string} language
 * @returns {T}
 */
function covered(move, language) {
  try {
    return move()
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw cashierError(400, 'cashier.balance.insufficient', language, { value: { field: 'amount' } })
    }
    throw error
  }
}

/**
 * Moves money between the main wallet and one vendor wallet, in either direction.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, from: string, to: string, amountMinor: number, requestId: string | null, now: number, language: string }} input
 */
export function transferBetweenWallets(db, input) {
  const { memberId, from, to, amountMinor, now, language } = input
  const toVendor = from === MAIN_WALLET
  const vendorCode = toVendor ? to : from
  const offered = walletVendors(db, input.merchantCode).some((vendor) => vendor.code === vendorCode)
  if ((from === MAIN_WALLET) === (to === MAIN_WALLET) || !offered) {
    throw fundsError(400, 'cashier.wallet.not.found', language, {
      value: { field: from === MAIN_WALLET || !offered ? 'to' : 'from' },
    })
  }
  const id = newTransferId('TR')
  return db.transaction(() => {
    // Money goes into a game's wallet only to be played: not during a time-out or self-exclusion.
    // Bringing it back stays open.
    if (toVendor) assertNotBlocked(db, { memberId, now, language })
    // Nor before the member has accepted the current terms.
    if (toVendor) assertTermsAccepted(db, { memberId, language })
    recordTransfer(db, {
      id,
      memberId,
      requestId: input.requestId,
      kind: toVendor ? 'to_vendor' : 'to_main',
      vendorCode,
      amountMinor,
      now,
      language,
    })
    covered(() => {
      const sign = toVendor ? 1 : -1
      post(db, { memberId, amountMinor: -sign * amountMinor, kind: 'transfer_wallet', ref: id, at: now })
      postSubWallet(db, {
        memberId,
        vendorCode,
        amountMinor: sign * amountMinor,
        kind: 'transfer_main',
        ref: id,
        at: now,
      })
    }, language)
    return { id, amountMinor }
  })()
}

/**
 * Brings every vendor wallet's balance back into the main wallet: one entry per wallet on each side.
 * @param {Db} db
 * @param {{ memberId: number, requestId: string | null, now: number, language: string }} input
 */
export function recallAll(db, { memberId, requestId, now, language }) {
  const id = newTransferId('TR')
  return db.transaction(() => {
    const held = /** @type {{ vendor_code: string, balance_minor: number }[]} */ (
      db
        .prepare(
          'SELECT vendor_code, balance_minor FROM sub_wallets WHERE member_id = ? AND balance_minor > 0 ORDER BY vendor_code',
        )
        .all(memberId)
    )
    const total = held.reduce((sum, row) => sum + row.balance_minor, 0)
    if (total === 0) throw fundsError(400, 'cashier.wallet.empty', language)
    recordTransfer(db, { id, memberId, requestId, kind: 'recall', amountMinor: total, now, language })
    for (const row of held) {
      postSubWallet(db, {
        memberId,
        vendorCode: row.vendor_code,
        amountMinor: -row.balance_minor,
        kind: 'transfer_main',
        ref: id,
        at: now,
      })
      post(db, { memberId, amountMinor: row.balance_minor, kind: 'transfer_wallet', ref: id, at: now })
    }
    return { id, amountMinor: total }
  })()
}

/**
 * Moves money from a member's main wallet to the agent above them: the member's entry and the agent's
 * are written in one transaction.
 * @param {Db} db
 * @param {{ memberId: number, uplineId: number, amountMinor: number, requestId: string | null, now: number, language: string }} input
 */
export function transferToUpline(db, { memberId, uplineId, amountMinor, requestId, now, language }) {
  const id = newTransferId('UP')
  return db.transaction(() => {
    recordTransfer(db, {
      id,
      memberId,
      requestId,
      kind: 'upline',
      counterpartId: uplineId,
      amountMinor,
      now,
      language,
    })
    covered(
      () => post(db, { memberId, amountMinor: -amountMinor, kind: 'transfer_upline', ref: id, at: now }),
      language,
    )
    post(db, { memberId: uplineId, amountMinor, kind: 'transfer_downline', ref: id, at: now })
    return { id, amountMinor }
  })()
}
