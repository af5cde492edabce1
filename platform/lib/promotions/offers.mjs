// @ts-check
// Promotions that can be claimed (docs/platform.md, "Promotions, referrals and turnover"). A promotion
// may carry one offer: `first_deposit_match` pays a percentage of the member's first paid deposit, up to
// a cap, once per member; `referral` is the invite-a-friend rule (./referral.mjs). Either bonus is
// credited through the ledger with its turnover requirement (./turnover.mjs).
import { assertMayClaim } from '../protection/rules.mjs'
import { promotionError } from './messages.mjs'
import { creditBonus } from './turnover.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/**
 * @typedef {object} OfferRow
 * @property {number} promotion_id
 * @property {'first_deposit_match' | 'referral'} rule
 * @property {number} percent
 * @property {number} bonus_minor
 * @property {number} cap_minor
 * @property {number} friend_bonus_minor
 * @property {number} min_deposit_minor
 * @property {number} turnover_multiplier
 * @property {number} enabled
 * @property {number} start_at
 * @property {number} end_at
 */

/** The demo merchants' offers by promotion seed key, in the merchant's minor units. */
const SEED_OFFERS = {
  SOL1: {
    welcome: { rule: 'first_deposit_match', percent: 100, capMinor: 100_000, turnoverMultiplier: 20 },
    referral: {
      rule: 'referral',
      bonusMinor: 2_000,
      friendBonusMinor: 1_000,
      minDepositMinor: 5_000,
      turnoverMultiplier: 3,
    },
  },
  VRD2: {
    welcome: { rule: 'first_deposit_match', percent: 50, capMinor: 20_000, turnoverMultiplier: 10 },
    referral: {
      rule: 'referral',
      bonusMinor: 1_000,
      friendBonusMinor: 500,
      minDepositMinor: 2_000,
      turnoverMultiplier: 3,
    },
  },
}

/**
 * Part of the first-start seed: the offers of one merchant's promotions.
 * @param {Db} db
 * @param {string} merchantCode
 * @param {Map<string, number>} promotionIds promotion id by seed key
 */
export function seedPromotionOffers(db, merchantCode, promotionIds) {
  const offers = SEED_OFFERS[/** @type {keyof typeof SEED_OFFERS} */ (merchantCode)] ?? {}
  const insert = db.prepare(
    `INSERT INTO promotion_offers (promotion_id, rule, percent, bonus_minor, cap_minor, friend_bonus_minor,
       min_deposit_minor, turnover_multiplier)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const [key, offer] of Object.entries(offers)) {
    const id = promotionIds.get(key)
    if (id === undefined) continue
    const o = /** @type {Record<string, number | string | undefined>} */ (offer)
    insert.run(
      id,
      o.rule,
      o.percent ?? 0,
      o.bonusMinor ?? 0,
      o.capMinor ?? 0,
      o.friendBonusMinor ?? 0,
      o.minDepositMinor ?? 0,
      o.turnoverMultiplier,
    )
  }
}

const OFFER_SELECT = `SELECT o.*, p.start_at, p.end_at FROM promotion_offers o
  JOIN promotions p ON p.id = o.promotion_id`

/**
 * The merchant's REFERRAL offer while it is switched on and its promotion runs, else null.
 * @param {Db} db
 * @param {string} merchantCode
 * @param {number} now
 * @returns {OfferRow | null}
 */
export function referralOffer(db, merchantCode, now) {
  const row = /** @type {OfferRow | undefined} */ (
    db
      .prepare(
        `${OFFER_SELECT} WHERE p.merchant_code = ? AND o.rule = 'referral' AND o.enabled = 1
           AND p.start_at <= ? AND p.end_at > ? ORDER BY p.sequence LIMIT 1`,
      )
      .get(merchantCode, now, now)
  )
  return row ?? null
}

/**
 * @param {Db} db
 * @param {number} memberId
 * @returns {{ id: string, amount_minor: number } | null} the member's first paid deposit
 */
export function firstDeposit(db, memberId) {
  const row = /** @type {{ id: string, amount_minor: number } | undefined} */ (
    db
      .prepare(
        "SELECT id, amount_minor FROM deposit_orders WHERE member_id = ? AND status = 'paid' ORDER BY paid_at, id LIMIT 1",
      )
      .get(memberId)
  )
  return row ?? null
}

/**
 * What one member may claim from one promotion, and why not when they may not. Unknown promotions (or
 * another merchant's) are `404 promotion.not.found`.
 * @param {Db} db
 * @param {{ merchantCode: string, memberId: number, promotionId: number, now: number, language: string }} input
 */
export function claimState(db, { merchantCode, memberId, promotionId, now, language }) {
  const promotion = db
    .prepare('SELECT id FROM promotions WHERE id = ? AND merchant_code = ?')
    .get(promotionId, merchantCode)
  if (!promotion) throw promotionError(404, 'promotion.not.found', language)
  const offer = /** @type {OfferRow | undefined} */ (
    db
      .prepare(
        `${OFFER_SELECT} WHERE o.promotion_id = ? AND o.rule = 'first_deposit_match' AND o.enabled = 1`,
      )
      .get(promotionId)
  )
  if (!offer) return { promotionId, claimable: false }
  const claim = /** @type {{ amount_minor: number, claimed_at: number } | undefined} */ (
    db
      .prepare(
        'SELECT amount_minor, claimed_at FROM promotion_claims WHERE promotion_id = ? AND member_id = ?',
      )
      .get(promotionId, memberId)
  )
  const deposit = firstDeposit(db, memberId)?.amount_minor ?? null
  const bonusMinor =
    claim?.amount_minor ??
    (deposit === null ? 0 : Math.min(offer.cap_minor, Math.floor((deposit * offer.percent) / 100)))
  /** @type {'claimed' | 'ended' | 'no_deposit' | null} */
  const reason = claim
    ? 'claimed'
    : now < offer.start_at || now >= offer.end_at
      ? 'ended'
      : bonusMinor === 0
        ? 'no_deposit'
        : null
  return {
    promotionId,
    claimable: true,
    eligible: reason === null,
    reason,
    percent: offer.percent,
    capMinor: offer.cap_minor,
    bonusMinor,
    turnoverMultiplier: offer.turnover_multiplier,
    turnoverMinor: bonusMinor * offer.turnover_multiplier,
    claimedAt: claim?.claimed_at ?? null,
  }
}

/**
 * Claims a promotion's bonus: the claim row, the ledger credit and its turnover in one transaction. The
 * claim row's uniqueness makes a second claim, even a concurrent one, fail before anything moves.
 * @param {Db} db
 * @param {{ merchantCode: string, memberId: number, promotionId: number, now: number, language: string }} input
 */
export function claimPromotion(db, input) {
  const { memberId, promotionId, now, language } = input
  return db.transaction(() => {
    assertMayClaim(db, { memberId, now, language })
    const state = claimState(db, input)
    if (!state.claimable) throw promotionError(400, 'promotion.not.claimable', language)
    if (state.reason === 'claimed') throw promotionError(409, 'promotion.claimed', language)
    if (!state.eligible) {
      throw promotionError(400, 'promotion.not.eligible', language, { value: { reason: state.reason } })
    }
    const bonusMinor = /** @type {number} */ (state.bonusMinor)
    const { entryId, turnoverMinor } = creditBonus(db, {
      memberId,
      amountMinor: bonusMinor,
      kind: 'promotion_bonus',
      ref: `PROMO${promotionId}`,
      turnoverMultiplier: /** @type {number} */ (state.turnoverMultiplier),
      at: now,
      language,
    })
    db.prepare(
      `INSERT INTO promotion_claims (promotion_id, member_id, ledger_id, amount_minor, claimed_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(promotionId, memberId, entryId, bonusMinor, now)
    return { promotionId, bonusMinor, turnoverMinor, claimedAt: now }
  })()
}
