// @ts-check
// The rule data behind every promotion that pays: the demo merchants' offers, and the public view of
// one offer that the promotion list and the claim read. The Portal writes a promotion's terms from
// this view, and the engines (./offers.mjs, ./reload.mjs, ./cashback.mjs, ./free-spins.mjs,
// ./expiry.mjs) read the same row, so what a page states is what the platform pays.
import { PAYLINES } from '../../inhouse/reels.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/** @typedef {'first_deposit_match' | 'referral' | 'reload' | 'cashback' | 'free_spins'} RuleKind */

/**
 * @typedef {object} OfferRow
 * @property {number} promotion_id
 * @property {RuleKind} rule
 * @property {number} percent
 * @property {number} bonus_minor
 * @property {number} cap_minor
 * @property {number} friend_bonus_minor
 * @property {number} min_deposit_minor
 * @property {number} turnover_multiplier
 * @property {number} enabled
 * @property {number | null} weekday 0 Sunday … 6 Saturday (reload: the stated day)
 * @property {string} categories comma list of game types (cashback)
 * @property {number} spins free rounds granted (free_spins)
 * @property {number | null} node_id the slot the free rounds play on (free_spins)
 * @property {number} line_bet_minor the line bet of each free round (free_spins)
 * @property {number} expiry_days days to meet the turnover before the bonus expires; 0 = no deadline
 * @property {number} start_at
 * @property {number} end_at
 * @property {string} merchant_code
 */

/** Friday, the reload's stated day. */
const FRIDAY = 5

/**
 * The demo merchants' offers by promotion seed key, in the merchant's minor units. A seeded promotion
 * whose key is missing here for a merchant is not seeded for it (VRD2 has no mobile verification, so no
 * free spins).
 * @type {Record<string, Record<string, Record<string, number | string>>>}
 */
export const SEED_OFFERS = {
  SOL1: {
    welcome: {
      rule: 'first_deposit_match',
      percent: 100,
      capMinor: 100_000,
      turnoverMultiplier: 20,
      expiryDays: 30,
    },
    freeSpins: { rule: 'free_spins', spins: 50, game: 'slot5x3', lineBetMinor: 1, turnoverMultiplier: 0 },
    reload: {
      rule: 'reload',
      weekday: FRIDAY,
      percent: 10,
      capMinor: 50_000,
      minDepositMinor: 2_000,
      turnoverMultiplier: 5,
      expiryDays: 7,
    },
    cashback: { rule: 'cashback', percent: 5, categories: 'RNG', turnoverMultiplier: 0 },
    referral: {
      rule: 'referral',
      bonusMinor: 2_000,
      friendBonusMinor: 1_000,
      minDepositMinor: 5_000,
      turnoverMultiplier: 3,
    },
  },
  VRD2: {
    welcome: {
      rule: 'first_deposit_match',
      percent: 50,
      capMinor: 20_000,
      turnoverMultiplier: 10,
      expiryDays: 30,
    },
    reload: {
      rule: 'reload',
      weekday: FRIDAY,
      percent: 10,
      capMinor: 10_000,
      minDepositMinor: 1_000,
      turnoverMultiplier: 5,
      expiryDays: 7,
    },
    cashback: { rule: 'cashback', percent: 5, categories: 'RNG', turnoverMultiplier: 0 },
    referral: {
      rule: 'referral',
      bonusMinor: 1_000,
      friendBonusMinor: 500,
      minDepositMinor: 2_000,
      turnoverMultiplier: 3,
    },
  },
}

/** Promotions seeded only for merchants whose offers name them. */
export const OFFER_ONLY_PROMOTIONS = new Set(['freeSpins'])

/**
 * Whether a seeded promotion is seeded for a merchant.
 * @param {string} merchantCode
 * @param {string} key
 */
export function seedsPromotion(merchantCode, key) {
  return !OFFER_ONLY_PROMOTIONS.has(key) || Boolean(SEED_OFFERS[merchantCode]?.[key])
}

/**
 * Part of the first-start seed: the offers of one merchant's promotions.
 * @param {Db} db
 * @param {string} merchantCode
 * @param {Map<string, number>} promotionIds promotion id by seed key
 */
export function seedPromotionOffers(db, merchantCode, promotionIds) {
  const offers = SEED_OFFERS[merchantCode] ?? {}
  const insert = db.prepare(
    `INSERT INTO promotion_offers (promotion_id, rule, percent, bonus_minor, cap_minor, friend_bonus_minor,
       min_deposit_minor, turnover_multiplier, weekday, categories, spins, node_id, line_bet_minor, expiry_days)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const gameNode = db.prepare(
    "SELECT node_id FROM games WHERE vendor_code = 'HOUSE' AND game_code = ? LIMIT 1",
  )
  for (const [key, o] of Object.entries(offers)) {
    const id = promotionIds.get(key)
    if (id === undefined || !o.rule) continue
    const nodeId = o.game ? /** @type {{ node_id: number }} */ (gameNode.get(o.game)).node_id : null
    insert.run(
      id,
      o.rule,
      o.percent ?? 0,
      o.bonusMinor ?? 0,
      o.capMinor ?? 0,
      o.friendBonusMinor ?? 0,
      o.minDepositMinor ?? 0,
      o.turnoverMultiplier,
      o.weekday ?? null,
      o.categories ?? '',
      o.spins ?? 0,
      nodeId,
      o.lineBetMinor ?? 0,
      o.expiryDays ?? 0,
    )
  }
}

export const OFFER_SELECT = `SELECT o.*, p.start_at, p.end_at, p.merchant_code FROM promotion_offers o
  JOIN promotions p ON p.id = o.promotion_id`

/**
 * The switched-on offer of one promotion, whatever its rule, or undefined.
 * @param {Db} db
 * @param {number} promotionId
 * @returns {OfferRow | undefined}
 */
export function offerOf(db, promotionId) {
  return /** @type {OfferRow | undefined} */ (
    db.prepare(`${OFFER_SELECT} WHERE o.promotion_id = ? AND o.enabled = 1`).get(promotionId)
  )
}

/**
 * The switched-on offers of one rule across merchants (the engines' work list).
 * @param {Db} db
 * @param {RuleKind} rule
 * @returns {OfferRow[]}
 */
export function offersOfRule(db, rule) {
  return /** @type {OfferRow[]} */ (
    db.prepare(`${OFFER_SELECT} WHERE o.rule = ? AND o.enabled = 1 ORDER BY o.promotion_id`).all(rule)
  )
}

/**
 * An offer as the promotion list and the claim publish it: everything a promotion's terms state.
 * @param {Db} db
 * @param {OfferRow | undefined} offer
 * @param {string} timeZone the merchant's zone, whose days and weeks the rules count
 */
export function publicRule(db, offer, timeZone) {
  if (!offer) return null
  const deadline = { expiryDays: offer.expiry_days > 0 ? offer.expiry_days : null }
  switch (offer.rule) {
    case 'first_deposit_match':
      return {
        kind: offer.rule,
        percent: offer.percent,
        capMinor: offer.cap_minor,
        turnoverMultiplier: offer.turnover_multiplier,
        ...deadline,
      }
    case 'reload':
      return {
        kind: offer.rule,
        weekday: offer.weekday,
        percent: offer.percent,
        capMinor: offer.cap_minor,
        minDepositMinor: offer.min_deposit_minor,
        turnoverMultiplier: offer.turnover_multiplier,
        timeZone,
        ...deadline,
      }
    case 'cashback':
      return {
        kind: offer.rule,
        percent: offer.percent,
        categories: categoriesOf(offer),
        // Settled on Monday for the week (Monday to Sunday) before.
        settleWeekday: 1,
        turnoverMultiplier: offer.turnover_multiplier,
        timeZone,
      }
    case 'free_spins': {
      const game =
        /** @type {{ node_id: number, name: string, vendor_code: string, game_type: string } | undefined} */ (
          db
            .prepare('SELECT node_id, name, vendor_code, game_type FROM games WHERE node_id = ?')
            .get(offer.node_id)
        )
      return {
        kind: offer.rule,
        spins: offer.spins,
        lineBetMinor: offer.line_bet_minor,
        stakeMinor: offer.line_bet_minor * PAYLINES.length,
        condition: 'mobile_verified',
        game: game
          ? {
              nodeId: String(game.node_id),
              name: game.name,
              vendor: game.vendor_code,
              gameType: game.game_type,
            }
          : null,
      }
    }
    case 'referral':
      return {
        kind: offer.rule,
        minDepositMinor: offer.min_deposit_minor,
        rewardMinor: offer.bonus_minor,
        friendRewardMinor: offer.friend_bonus_minor,
        turnoverMultiplier: offer.turnover_multiplier,
      }
    default:
      return null
  }
}

/** @param {OfferRow} offer */
export function categoriesOf(offer) {
  return offer.categories
    .split(',')
    .map((category) => category.trim())
    .filter(Boolean)
}

/**
 * The figures a percentage bonus's claim shows: `percent` of `baseMinor`, at most the cap (or what was
 * credited, once claimed), its turnover, and whether it may be claimed now (`reason` null).
 * @template {string} Reason
 * @param {OfferRow} offer
 * @param {{ reason: Reason | null, baseMinor: number | null, claimed?: { amount_minor: number, at: number } }} state
 */
export function percentClaim(offer, { reason, baseMinor, claimed }) {
  const bonusMinor =
    claimed?.amount_minor ??
    (baseMinor === null ? 0 : Math.min(offer.cap_minor, Math.floor((baseMinor * offer.percent) / 100)))
  return {
    eligible: reason === null,
    reason,
    percent: offer.percent,
    capMinor: offer.cap_minor,
    bonusMinor,
    turnoverMultiplier: offer.turnover_multiplier,
    turnoverMinor: bonusMinor * offer.turnover_multiplier,
    claimedAt: claimed?.at ?? null,
  }
}
