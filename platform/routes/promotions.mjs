// @ts-check
// Promotions that can be claimed, invite friends, and the turnover that holds bonus money back
// (docs/platform.md, "Promotions, referrals and turnover"). The contract names none of these relays
// (only the raffle's MCS2_claimRafflePromotion): the names and shapes are this platform's. Amounts are
// minor units with the currency, like the records.
import { memberListInput, nonNegativeInt, rateLimit, realMember } from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { runPromotionEngines } from '../lib/promotions/engines.mjs'
import { claimPromotion, claimState } from '../lib/promotions/offers.mjs'
import { referralView } from '../lib/promotions/referral.mjs'
import { promotionError } from '../lib/promotions/messages.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

/** @param {RequestContext} ctx */
function claimInput(ctx) {
  const member = realMember(ctx)
  const promotionId = nonNegativeInt(ctx.body.promotionId)
  if (promotionId === null || promotionId === 0) {
    throw promotionError(404, 'promotion.not.found', ctx.language)
  }
  return {
    merchantCode: ctx.merchant.code,
    memberId: member.id,
    promotionId,
    now: ctx.platform.now(),
    language: ctx.language,
    timeZone: ctx.merchant.timeZone,
  }
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerPromotionRoutes(router, platform) {
  const { db } = platform
  // GET /wps/relay/MCS2_getPromotionClaim?promotionId= - what the member may claim from one promotion
  router.relay(
    'MCS2_getPromotionClaim',
    (ctx) => ok({ ...claimState(db, claimInput(ctx)), currency: ctx.merchant.currency }),
    { auth: 'required' },
  )

  // POST /wps/relay/MCS2_claimPromotion {promotionId} - credits the promotion's bonus once
  router.post(
    '/wps/relay/MCS2_claimPromotion',
    (ctx) => {
      rateLimit(ctx, 'promotion-claim', 20, 10 * 60 * 1000)
      return ok({ ...claimPromotion(db, claimInput(ctx)), currency: ctx.merchant.currency })
    },
    { auth: 'required', body: 'json' },
  )

  // GET /wps/relay/MCS2_getReferralInfo?pageNo=&pageSize= - the member's code, rules, friends, rewards
  router.relay(
    'MCS2_getReferralInfo',
    (ctx) => {
      const { member, pageNo, pageSize, offset } = memberListInput(ctx)
      const view = referralView(db, {
        memberId: member.id,
        merchantCode: ctx.merchant.code,
        now: ctx.platform.now(),
        pageSize,
        offset,
      })
      return ok({
        ...view,
        pageNo,
        pageSize,
        totalPages: Math.ceil(view.totalCount / pageSize),
        currency: ctx.merchant.currency,
      })
    },
    { auth: 'required' },
  )

  if (platform.mode === 'production') return
  // POST /__test/promotions/run {limit?} - the scheduler's promotion run now: expires bonuses past their
  // deadline and settles every cashback week that has ended (at most `limit` members, 1 to 1000)
  router.post(
    '/__test/promotions/run',
    ({ body }) => {
      const limit = body.limit === undefined ? 1000 : Number(body.limit)
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 1000)
        throw new ApiError(400, 'request_param_err')
      return ok(runPromotionEngines(db, platform.merchants, platform.now(), { limit }))
    },
    { body: 'json' },
  )
}
