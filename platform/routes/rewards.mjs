// @ts-check
// Missions, the reward centre and raffles (docs/platform.md, "Missions, rewards and raffles"). Amounts are
// minor units with the merchant's currency, like the bonus details. Every read first offers what is due
// (completed missions, rebates of past days, raffle draws whose period ended), so progress and rewards
// always follow the real bets and deposits.
import { rateLimit, realMember, stringInput } from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { claimMission, missionLeaderboard, missionsOf } from '../lib/rewards/missions.mjs'
import { drawRaffles, joinRaffle, raffleStatus } from '../lib/rewards/raffles.mjs'
import { claimAllRewards, claimReward, offerRebates, rewardsOf } from '../lib/rewards/rewards.mjs'
import { seedRewards } from '../lib/rewards/seed.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

const MINUTE_MS = 60 * 1000
const SWITCH = 'REWCEN3'
const LEADERBOARD_SIZE = 10

/** @param {RequestContext} ctx */
function who(ctx) {
  return {
    memberId: realMember(ctx).id,
    merchantCode: ctx.merchant.code,
    now: ctx.platform.now(),
    language: ctx.language,
  }
}

/**
 * An id in the body or query: digits only, else the call is refused.
 * @param {unknown} value
 */
function idInput(value) {
  const raw = stringInput(value)
  if (!/^\d{1,12}$/.test(raw)) throw new ApiError(400, 'request_param_err')
  return Number(raw)
}

/** @param {RequestContext} ctx */
function missionsView(ctx) {
  const member = who(ctx)
  const missions = missionsOf(ctx.platform.db, member)
  return {
    list: missions,
    claimable: missions.filter((mission) => mission.status === 'claimable').length,
    currency: ctx.merchant.currency,
  }
}

/** @param {RequestContext} ctx */
function rewardsView(ctx) {
  const member = who(ctx)
  const { db } = ctx.platform
  missionsOf(db, member)
  offerRebates(db, member)
  drawRaffles(db, member.merchantCode, member.now)
  return { list: rewardsOf(db, member.memberId, member.now), currency: ctx.merchant.currency }
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerRewardRoutes(router, platform) {
  const { db } = platform
  seedRewards(db, [...platform.merchants.keys()], platform.now())
  const auth = { auth: /** @type {const} */ ('required'), feature: SWITCH }

  /**
   * Registers a claim: `claim` runs at most `perTenMinutes` times a member in 10 minutes (the rate limit
   * `limit`), and its result is answered with the merchant's currency.
   * @param {string} name
   * @param {string} limit
   * @param {number} perTenMinutes
   * @param {import('../lib/http.mjs').RouteOptions} options
   * @param {(ctx: RequestContext) => object} claim
   */
  const claimRelay = (name, limit, perTenMinutes, options, claim) =>
    router.relay(
      name,
      (ctx) => {
        rateLimit(ctx, limit, perTenMinutes, 10 * MINUTE_MS)
        return ok({ ...claim(ctx), currency: ctx.merchant.currency })
      },
      options,
    )

  // GET /wps/relay/MCSFE_getMissionSummaryDetails - every mission with the member's progress and state
  // (in_progress, claimable, claimed, expired), and how many are claimable
  router.relay('MCSFE_getMissionSummaryDetails', (ctx) => ok(missionsView(ctx)), auth)

  // POST /wps/relay/MCSFE_claimMissionReward - {missionId}: claims a completed mission's reward
  claimRelay('MCSFE_claimMissionReward', 'reward-claim', 60, auth, (ctx) =>
    claimMission(db, { ...who(ctx), missionId: idInput(ctx.body.missionId) }),
  )

  // GET /wps/relay/MCSFE_getMissionLeaderboard - this week's top members by missions completed (masked)
  router.relay(
    'MCSFE_getMissionLeaderboard',
    (ctx) =>
      ok({
        ...missionLeaderboard(db, { ...who(ctx), size: LEADERBOARD_SIZE }),
        currency: ctx.merchant.currency,
      }),
    auth,
  )

  // GET /wps/relay/MCS2_getPendingRewards - rewards waiting, and those of the last 30 days
  router.relay('MCS2_getPendingRewards', (ctx) => ok(rewardsView(ctx)), auth)

  // POST /wps/relay/MCS2_claimReward - {rewardId} one reward, or {all: true} every waiting one
  claimRelay('MCS2_claimReward', 'reward-claim', 60, auth, (ctx) => {
    const member = who(ctx)
    const all = ctx.body.all === true || ctx.body.all === 'true'
    const done = all
      ? claimAllRewards(db, member)
      : { count: 1, ...claimReward(db, { ...member, rewardId: idInput(ctx.body.rewardId) }) }
    return { count: done.count, amountMinor: done.amountMinor }
  })

  // GET /wps/relay/MCS2_getRaffleStatus?promotionId= - the member's standing in the raffle's current draw
  router.relay(
    'MCS2_getRaffleStatus',
    (ctx) =>
      ok({
        ...raffleStatus(db, { ...who(ctx), promotionId: idInput(ctx.body.promotionId) }),
        currency: ctx.merchant.currency,
      }),
    { auth: 'required' },
  )

  // POST /wps/relay/MCS2_claimRafflePromotion - {promotionId}: joins the raffle's current draw
  claimRelay('MCS2_claimRafflePromotion', 'raffle-join', 30, { auth: 'required' }, (ctx) =>
    joinRaffle(db, { ...who(ctx), promotionId: idInput(ctx.body.promotionId) }),
  )
}
