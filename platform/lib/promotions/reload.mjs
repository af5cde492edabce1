// @ts-check
// The reload bonus (rule `reload`): on the promotion's stated weekday, in the merchant's time zone,
// a member whose paid deposits that day reach the minimum may claim `percent` of them, at most
// `cap_minor`, with a turnover of `turnover_multiplier` times the bonus to meet within `expiry_days`.
// One claim per member and day: the period claim's unique row makes a second one, even a concurrent
// one, fail before anything moves. A day runs from 00:00:00.000 to 23:59:59.999 local time; a deposit
// paid at 23:59 on the day counts, one paid at 00:00 the next day does not.
import { sendMessage } from '../inbox.mjs'
import { DAY_MS, localDay } from '../zone.mjs'
import { promotionError } from './messages.mjs'
import { percentClaim } from './rules.mjs'
import { creditBonus } from './turnover.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./rules.mjs').OfferRow} OfferRow */

/**
 * What the member may claim today, and why not when they may not.
 * @param {Db} db
 * @param {OfferRow} offer
 * @param {{ memberId: number, now: number, timeZone: string }} input
 */
export function reloadState(db, offer, { memberId, now, timeZone }) {
  const day = localDay(now, timeZone)
  const claim = /** @type {{ amount_minor: number, created_at: number } | undefined} */ (
    db
      .prepare(
        `SELECT amount_minor, created_at FROM promotion_period_claims
         WHERE promotion_id = ? AND member_id = ? AND period = ?`,
      )
      .get(offer.promotion_id, memberId, day.key)
  )
  const baseMinor = /** @type {number} */ (
    db
      .prepare(
        `SELECT COALESCE(SUM(amount_minor), 0) FROM deposit_orders
         WHERE member_id = ? AND status = 'paid' AND paid_at >= ? AND paid_at < ? AND amount_minor >= ?`,
      )
      .pluck()
      .get(memberId, day.start, day.end, offer.min_deposit_minor)
  )
  const running = now >= offer.start_at && now < offer.end_at
  const onDay = day.weekday === offer.weekday
  const figures = (/** @type {'claimed' | 'ended' | 'wrong_day' | 'no_deposit' | null} */ reason) =>
    percentClaim(offer, {
      reason,
      // Outside its day a reload offers nothing: the day's deposits are not the stated day's.
      baseMinor: running && onDay ? baseMinor : 0,
      claimed: claim ? { amount_minor: claim.amount_minor, at: claim.created_at } : undefined,
    })
  const open = figures(null)
  const state = claim
    ? figures('claimed')
    : !running
      ? figures('ended')
      : !onDay
        ? figures('wrong_day')
        : open.bonusMinor === 0
          ? figures('no_deposit')
          : open
  return {
    ...state,
    period: day.key,
    baseMinor,
  }
}

/**
 * Claims today's reload bonus: the period claim, the ledger credit with its turnover and deadline, and
 * the member's message, in one transaction.
 * @param {Db} db
 * @param {OfferRow} offer
 * @param {{ memberId: number, now: number, timeZone: string, language: string }} input
 */
export function claimReload(db, offer, input) {
  const { memberId, now, language } = input
  return db.transaction(() => {
    const state = reloadState(db, offer, input)
    if (state.reason === 'claimed') throw promotionError(409, 'promotion.claimed', language)
    if (!state.eligible) {
      throw promotionError(400, 'promotion.not.eligible', language, { value: { reason: state.reason } })
    }
    const { entryId, turnoverMinor } = creditBonus(db, {
      memberId,
      amountMinor: state.bonusMinor,
      kind: 'promotion_bonus',
      ref: `PROMO${offer.promotion_id}:${state.period}`,
      turnoverMultiplier: offer.turnover_multiplier,
      at: now,
      language,
      expiresAt: offer.expiry_days > 0 ? now + offer.expiry_days * DAY_MS : null,
    })
    db.prepare(
      `INSERT INTO promotion_period_claims (promotion_id, member_id, period, status, ledger_id, base_minor,
         amount_minor, created_at)
       VALUES (?, ?, ?, 'credited', ?, ?, ?, ?)`,
    ).run(offer.promotion_id, memberId, state.period, entryId, state.baseMinor, state.bonusMinor, now)
    sendMessage(db, {
      memberId,
      template: 'promotion_bonus',
      ref: String(entryId),
      params: { amountMinor: state.bonusMinor, turnoverMinor },
      at: now,
    })
    return { promotionId: offer.promotion_id, bonusMinor: state.bonusMinor, turnoverMinor, claimedAt: now }
  })()
}
