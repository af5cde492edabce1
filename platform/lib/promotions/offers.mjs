// @ts-check
// Promotions that can be claimed (docs/platform.md, "Promotions, referrals and turnover"). A promotion
// may carry one offer: `first_deposit_match` pays a percentage of the member's first paid deposit, up to
// a cap, once per member; `referral` is the invite-a-friend rule (./referral.mjs). Either bonus is
// credited through the ledger with its turnover requirement (./turnover.mjs).
import { assertMayClaim } from '../protection/rules.mjs'
import { promotionError } from './messages.mjs'
import { claimFreeSpins, freeSpinsState } from './free-spins.mjs'
import { claimReload, reloadState } from './reload.mjs'
import { OFFER_SELECT, offerOf, percentClaim, publicRule } from './rules.mjs'
import { creditBonus } from './turnover.mjs'
import { sendMessage } from '../inbox.mjs'
import { DAY_MS } from '../zone.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/** @typedef {import('./rules.mjs').OfferRow} OfferRow */

export { seedPromotionOffers } from './rules.mjs'

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

/** @typedef {{ merchantCode: string, memberId: number, promotionId: number, now: number, language: string, timeZone: string }} ClaimInput */

/**
 * The promotion's offer when it has one a member claims (the welcome match, the reload, free spins),
 * else undefined. Unknown promotions (or another merchant's) are `404 promotion.not.found`.
 * @param {Db} db
 * @param {ClaimInput} input
 */
function claimableOffer(db, { merchantCode, promotionId, language }) {
  const promotion = db
    .prepare('SELECT id FROM promotions WHERE id = ? AND merchant_code = ?')
    .get(promotionId, merchantCode)
  if (!promotion) throw promotionError(404, 'promotion.not.found', language)
  const offer = offerOf(db, promotionId)
  return offer && ['first_deposit_match', 'reload', 'free_spins'].includes(offer.rule) ? offer : undefined
}

/**
 * The first-deposit match: what a member may claim, and why not.
 * @param {Db} db
 * @param {OfferRow} offer
 * @param {{ memberId: number, now: number }} input
 */
function matchState(db, offer, { memberId, now }) {
  const claim = /** @type {{ amount_minor: number, claimed_at: number } | undefined} */ (
    db
      .prepare(
        'SELECT amount_minor, claimed_at FROM promotion_claims WHERE promotion_id = ? AND member_id = ?',
      )
      .get(offer.promotion_id, memberId)
  )
  const deposit = firstDeposit(db, memberId)?.amount_minor ?? null
  const claimed = claim ? { amount_minor: claim.amount_minor, at: claim.claimed_at } : undefined
  /** @type {'claimed' | 'ended' | 'no_deposit' | null} */
  const reason = claim
    ? 'claimed'
    : now < offer.start_at || now >= offer.end_at
      ? 'ended'
      : percentClaim(offer, { reason: null, baseMinor: deposit }).bonusMinor === 0
        ? 'no_deposit'
        : null
  return percentClaim(offer, { reason, baseMinor: deposit, claimed })
}

/**
 * What one member may claim from one promotion, and why not when they may not, with the rule the
 * promotion's terms are written from.
 * @param {Db} db
 * @param {ClaimInput} input
 */
export function claimState(db, input) {
  const { promotionId, timeZone } = input
  const offer = claimableOffer(db, input)
  if (!offer) return { promotionId, claimable: false }
  const rule = publicRule(db, offer, timeZone)
  if (offer.rule === 'free_spins') {
    return { promotionId, claimable: true, rule, ...freeSpinsState(db, offer, input), bonusMinor: 0 }
  }
  if (offer.rule === 'reload') {
    const state = reloadState(db, offer, input)
    return {
      promotionId,
      claimable: true,
      rule,
      eligible: state.eligible,
      reason: state.reason,
      percent: state.percent,
      capMinor: state.capMinor,
      bonusMinor: state.bonusMinor,
      turnoverMultiplier: state.turnoverMultiplier,
      turnoverMinor: state.turnoverMinor,
      claimedAt: state.claimedAt,
    }
  }
  return { promotionId, claimable: true, rule, ...matchState(db, offer, input) }
}

/**
 * Claims a promotion's bonus: the claim row, the ledger credit with its turnover and deadline and the
 * member's message in one transaction. The claim row's uniqueness makes a second claim, even a
 * concurrent one, fail before anything moves. Nothing reaches a member on a time-out or self-exclusion.
 * @param {Db} db
 * @param {ClaimInput} input
 */
export function claimPromotion(db, input) {
  const { memberId, promotionId, now, language } = input
  return db.transaction(() => {
    assertMayClaim(db, { memberId, now, language })
    const offer = claimableOffer(db, input)
    if (!offer) throw promotionError(400, 'promotion.not.claimable', language)
    if (offer.rule === 'reload') return claimReload(db, offer, input)
    if (offer.rule === 'free_spins')
      return { ...claimFreeSpins(db, offer, input), bonusMinor: 0, turnoverMinor: 0 }
    const state = matchState(db, offer, input)
    if (state.reason === 'claimed') throw promotionError(409, 'promotion.claimed', language)
    if (!state.eligible) {
      throw promotionError(400, 'promotion.not.eligible', language, { value: { reason: state.reason } })
    }
    const bonusMinor = state.bonusMinor
    const { entryId, turnoverMinor } = creditBonus(db, {
      memberId,
      amountMinor: bonusMinor,
      kind: 'promotion_bonus',
      ref: `PROMO${promotionId}`,
      turnoverMultiplier: state.turnoverMultiplier,
      at: now,
      language,
      expiresAt: offer.expiry_days > 0 ? now + offer.expiry_days * DAY_MS : null,
    })
    db.prepare(
      `INSERT INTO promotion_claims (promotion_id, member_id, ledger_id, amount_minor, claimed_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(promotionId, memberId, entryId, bonusMinor, now)
    sendMessage(db, {
      memberId,
      template: 'promotion_bonus',
      ref: String(entryId),
      params: { amountMinor: bonusMinor, turnoverMinor },
      at: now,
    })
    return { promotionId, bonusMinor, turnoverMinor, claimedAt: now }
  })()
}
