// @ts-check
// Invite friends: each member's referral code (made on first use), the link from a new member to the
// member whose code they registered with, and the REFERRAL promotion's rewards: when an invited friend's
// first paid deposit reaches the offer's minimum, the inviter and the friend each get their bonus, with
// its turnover, in the deposit's transaction.
import { randomString } from '../crypto.mjs'
import { isUniqueViolation } from '../members.mjs'
import { firstDeposit, referralOffer } from './offers.mjs'
import { creditBonusUnlessBlocked } from './turnover.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * The member's referral code, made on first use (unique per merchant).
 * @param {Db} db
 * @param {number} memberId
 * @returns {string}
 */
export function referralCodeOf(db, memberId) {
  const select = db.prepare('SELECT referral_code FROM members WHERE id = ?').pluck()
  const existing = /** @type {string | null} */ (select.get(memberId))
  if (existing) return existing
  for (;;) {
    const code = randomString(8, CODE_ALPHABET)
    try {
      db.prepare('UPDATE members SET referral_code = ? WHERE id = ? AND referral_code IS NULL').run(
        code,
        memberId,
      )
      return /** @type {string} */ (select.get(memberId))
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
}

/**
 * Links a new member to the member whose referral code they registered with. An unknown code links
 * nobody and does not stop the registration (the code is kept as given, as before).
 * @param {Db} db
 * @param {{ merchantCode: string, memberId: number, referralCode: string | null | undefined }} input
 */
export function linkReferrer(db, { merchantCode, memberId, referralCode }) {
  const code = (referralCode ?? '').trim().toUpperCase()
  if (!/^[A-Z0-9]{4,16}$/.test(code)) return
  db.prepare(
    `UPDATE members SET referrer_id = (
       SELECT id FROM members WHERE merchant_code = ? AND referral_code = ? AND id <> ?)
     WHERE id = ?`,
  ).run(merchantCode, code, memberId, memberId)
}

/**
 * Pays the REFERRAL rewards for a friend's first paid deposit; called inside the deposit's transaction.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, depositId: string, now: number }} deposit
 */
export function rewardReferral(db, { memberId, merchantCode, depositId, now }) {
  const friend = /** @type {{ referrer_id: number | null } | undefined} */ (
    db.prepare('SELECT referrer_id FROM members WHERE id = ?').get(memberId)
  )
  if (!friend?.referrer_id) return
  const offer = referralOffer(db, merchantCode, now)
  if (!offer) return
  const first = firstDeposit(db, memberId)
  if (first?.id !== depositId || first.amount_minor < offer.min_deposit_minor) return
  const already = db.prepare('SELECT 1 FROM referral_rewards WHERE friend_id = ?').get(memberId)
  if (already || offer.bonus_minor === 0) return
  const credit = (/** @type {number} */ to, /** @type {number} */ amountMinor) =>
    creditBonusUnlessBlocked(db, {
      memberId: to,
      amountMinor,
      kind: 'referral_bonus',
      ref: depositId,
      turnoverMultiplier: offer.turnover_multiplier,
      at: now,
      language: '',
    })?.entryId ?? null
  // Nobody on a time-out or self-exclusion is paid; the other one still is. An inviter not paid has
  // no reward to show for this friend.
  const inviterEntry = credit(friend.referrer_id, offer.bonus_minor)
  const friendEntry = offer.friend_bonus_minor > 0 ? credit(memberId, offer.friend_bonus_minor) : null
  if (inviterEntry === null) return
  db.prepare(
    `INSERT INTO referral_rewards (friend_id, inviter_id, deposit_id, inviter_ledger_id, friend_ledger_id,
       reward_minor, friend_reward_minor, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    memberId,
    friend.referrer_id,
    depositId,
    inviterEntry,
    friendEntry,
    offer.bonus_minor,
    friendEntry === null ? 0 : offer.friend_bonus_minor,
    now,
  )
}

/** Two first characters, then stars, then the last one. @param {string} name */
export function maskName(name) {
  if (name.length <= 3) return `${name.slice(0, 1)}***`
  return `${name.slice(0, 2)}***${name.slice(-1)}`
}

/**
 * The member's invite page: their code, the REFERRAL rules when on, their friends (newest first) and
 * the rewards earned.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, now: number, pageSize: number, offset: number }} input
 */
export function referralView(db, { memberId, merchantCode, now, pageSize, offset }) {
  const offer = referralOffer(db, merchantCode, now)
  const totals = /** @type {{ friends: number, rewarded: number, earned: number }} */ (
    db
      .prepare(
        `SELECT COUNT(*) AS friends, COUNT(r.friend_id) AS rewarded, COALESCE(SUM(r.reward_minor), 0) AS earned
         FROM members m LEFT JOIN referral_rewards r ON r.friend_id = m.id WHERE m.referrer_id = ?`,
      )
      .get(memberId)
  )
  const rows =
    /** @type {{ username: string, registered_at: number, deposited: number, reward_minor: number | null }[]} */ (
      db
        .prepare(
          `SELECT m.username, m.registered_at,
             EXISTS (SELECT 1 FROM deposit_orders d WHERE d.member_id = m.id AND d.status = 'paid') AS deposited,
             r.reward_minor
           FROM members m INDEXED BY members_referrer LEFT JOIN referral_rewards r ON r.friend_id = m.id
           WHERE m.referrer_id = ? ORDER BY m.registered_at DESC, m.id DESC LIMIT ? OFFSET ?`,
        )
        .all(memberId, pageSize, offset)
    )
  return {
    referralCode: referralCodeOf(db, memberId),
    rules: offer
      ? {
          promotionId: offer.promotion_id,
          minDepositMinor: offer.min_deposit_minor,
          rewardMinor: offer.bonus_minor,
          friendRewardMinor: offer.friend_bonus_minor,
          turnoverMultiplier: offer.turnover_multiplier,
        }
      : null,
    totalCount: totals.friends,
    rewardedCount: totals.rewarded,
    earnedMinor: totals.earned,
    list: rows.map((row) => ({
      name: maskName(row.username),
      registeredAt: row.registered_at,
      deposited: row.deposited === 1,
      rewardMinor: row.reward_minor ?? 0,
    })),
  }
}
