// @ts-check
// The points system and its mall (PTSYS3, docs/platform.md "Points and the point mall"): the merchant's
// point configuration, the member's points, the rewards on offer with their artwork, the redemption
// history, and the two calls behind the password check (encrypted, with the member's sign-in password):
// redeem a reward and convert points to cash. Cash amounts are minor units with the currency.
import { bannerArt } from '../lib/artwork.mjs'
import { verifyPassword } from '../lib/crypto.mjs'
import { memberListInput, rateLimit, realMember, stringInput } from '../lib/guards.mjs'
import { ApiError, ok, text } from '../lib/http.mjs'
import { isLanguage, pickText } from '../lib/i18n.mjs'
import { convertPoints, pointsOf, redeemReward } from '../lib/points/ledger.mjs'
import { assertMayClaim } from '../lib/protection/rules.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/points/ledger.mjs').RewardRow} RewardRow */

const FEATURE = 'PTSYS3'
const MINUTE_MS = 60 * 1000
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

/**
 * The member's sign-in password, checked before anything moves; wrong ones are limited per address.
 * @param {RequestContext} ctx
 */
async function checkPassword(ctx) {
  const member = realMember(ctx)
  const password = stringInput(ctx.body.password, { trim: false })
  const right =
    password.length > 0 &&
    password.length <= 64 &&
    (await verifyPassword(password, { hash: member.password_hash, salt: member.password_salt }))
  if (!right) {
    rateLimit(ctx, 'points-password', 10, 15 * MINUTE_MS)
    throw new ApiError(400, 'point.password.invalid', { value: { field: 'password' } })
  }
  return member
}

/** @param {unknown} value */
function requestIdOf(value) {
  const raw = stringInput(value)
  if (!REQUEST_ID.test(raw)) throw new ApiError(400, 'request_param_err', { value: { field: 'requestId' } })
  return raw
}

/** @param {RequestContext} ctx */
function currencyOf(ctx) {
  const { code, minorDigits } = ctx.merchant.currency
  return { code, minorDigits }
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function register(router, platform) {
  const { db } = platform

  /**
   * @param {RewardRow} row
   * @param {string} language
   * @param {number | null} memberId
   */
  const rewardView = (row, language, memberId) => ({
    id: String(row.id),
    name: pickText(JSON.parse(row.names), language),
    imageUrl: `/assets/rewards/${row.id}.${language.toLowerCase()}.svg`,
    kind: row.kind,
    cost: row.cost_points,
    cashMinor: row.cash_minor,
    stock: row.stock,
    memberLimit: row.member_limit,
    redeemed:
      memberId === null
        ? 0
        : /** @type {number} */ (
            db
              .prepare('SELECT COUNT(*) FROM point_redemptions WHERE reward_id = ? AND member_id = ?')
              .pluck()
              .get(row.id, memberId)
          ),
  })

  // GET /wps/relay/MCS2_getPointConfig - minor units of valid bet per point by game category, and the
  // conversion rate. Readable signed out: the mall shows it to visitors.
  router.relay(
    'MCS2_getPointConfig',
    (ctx) => {
      const categories = /** @type {{ category: string, minor_per_point: number }[]} */ (
        db
          .prepare(
            'SELECT category, minor_per_point FROM point_configs WHERE merchant_code = ? ORDER BY category',
          )
          .all(ctx.merchant.code)
      )
      const rate = /** @type {{ minor_per_point: number, min_points: number } | undefined} */ (
        db
          .prepare('SELECT minor_per_point, min_points FROM point_conversions WHERE merchant_code = ?')
          .get(ctx.merchant.code)
      )
      return ok({
        categories: categories.map((row) => ({ category: row.category, minorPerPoint: row.minor_per_point })),
        convert: rate ? { minorPerPoint: rate.minor_per_point, minPoints: rate.min_points } : null,
        currency: currencyOf(ctx),
      })
    },
    { feature: FEATURE },
  )

  // GET /wps/relay/MCS2_getPointBalance - the member's points.
  router.relay('MCS2_getPointBalance', (ctx) => ok({ points: pointsOf(db, realMember(ctx).id) }), {
    auth: 'required',
    feature: FEATURE,
  })

  // GET /wps/relay/MCS2_getPointReward - the rewards in the mall's order; with a token, how many of each
  // the member has redeemed.
  router.relay(
    'MCS2_getPointReward',
    (ctx) => {
      const rows = /** @type {RewardRow[]} */ (
        db
          .prepare('SELECT * FROM point_rewards WHERE merchant_code = ? ORDER BY sequence')
          .all(ctx.merchant.code)
      )
      const memberId = ctx.session ? ctx.session.member.id : null
      return ok({
        list: rows.map((row) => rewardView(row, ctx.language, memberId)),
        currency: currencyOf(ctx),
      })
    },
    { feature: FEATURE },
  )

  // GET /wps/relay/MCS2_getRedeemPointList - the member's redemptions and conversions, newest first.
  router.relay(
    'MCS2_getRedeemPointList',
    (ctx) => {
      const { member, pageNo, pageSize, offset } = memberListInput(ctx)
      const total = /** @type {number} */ (
        db.prepare('SELECT COUNT(*) FROM point_redemptions WHERE member_id = ?').pluck().get(member.id)
      )
      const rows =
        /** @type {{ id: number, kind: string, points: number, cash_minor: number, created_at: number, names: string | null }[]} */ (
          db
            .prepare(
              `SELECT r.id, r.kind, r.points, r.cash_minor, r.created_at, w.names
               FROM point_redemptions r LEFT JOIN point_rewards w ON w.id = r.reward_id
               WHERE r.member_id = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`,
            )
            .all(member.id, pageSize, offset)
        )
      return ok({
        list: rows.map((row) => ({
          id: String(row.id),
          kind: row.kind,
          rewardName: row.names ? pickText(JSON.parse(row.names), ctx.language) : null,
          points: row.points,
          cashMinor: row.cash_minor,
          createdAt: row.created_at,
        })),
        pageNo,
        totalCount: total,
        totalPages: Math.ceil(total / pageSize),
        currency: currencyOf(ctx),
      })
    },
    { auth: 'required', feature: FEATURE },
  )

  /**
   * A call behind the password check (encrypted, token): limited per address, with a request id, the
   * sign-in password checked before `act` moves anything.
   * @param {string} call
   * @param {(ctx: RequestContext, member: { id: number }, requestId: string) => object} act
   */
  const spending = (call, act) =>
    router.post(
      `/wps/relay/passwordCheck/${call}`,
      async (ctx) => {
        realMember(ctx)
        rateLimit(ctx, 'points-spend', 30, 10 * MINUTE_MS)
        const requestId = requestIdOf(ctx.body.requestId)
        const member = await checkPassword(ctx)
        assertMayClaim(db, { memberId: member.id, now: platform.now(), language: ctx.language })
        return ok(act(ctx, member, requestId))
      },
      { auth: 'required', body: 'encrypted', feature: FEATURE },
    )

  // POST /wps/relay/passwordCheck/MCS2_redeemPointReward (encrypted) - {rewardId, password, requestId}
  spending('MCS2_redeemPointReward', (ctx, member, requestId) => {
    const rewardId = Number(stringInput(ctx.body.rewardId))
    if (!Number.isSafeInteger(rewardId) || rewardId < 1) throw new ApiError(404, 'point.reward.not.found')
    const done = redeemReward(db, {
      memberId: member.id,
      merchantCode: ctx.merchant.code,
      rewardId,
      requestId,
      now: platform.now(),
      language: ctx.language,
    })
    return {
      redemptionId: String(done.redemptionId),
      points: done.points,
      rewardName: pickText(JSON.parse(done.reward.names), ctx.language),
      cashMinor: done.reward.kind === 'cash' ? done.reward.cash_minor : 0,
    }
  })

  // POST /wps/relay/passwordCheck/MCS2_convertPoint (encrypted) - {points, password, requestId}
  spending('MCS2_convertPoint', (ctx, member, requestId) => {
    const done = convertPoints(db, {
      memberId: member.id,
      merchantCode: ctx.merchant.code,
      points: Number(stringInput(ctx.body.points)),
      requestId,
      now: platform.now(),
      language: ctx.language,
    })
    return { redemptionId: String(done.redemptionId), points: done.points, cashMinor: done.cashMinor }
  })

  // GET /assets/rewards/<id>.<language>.svg - a reward's artwork with its name.
  router.get('/assets/rewards/:file', ({ params }) => {
    const match = /^(\d+)\.([a-z]{2})\.svg$/.exec(params.file ?? '')
    const language = match?.[2]?.toUpperCase() ?? ''
    const row = /** @type {{ names: string, hue: number, merchant_code: string } | undefined} */ (
      match
        ? db.prepare('SELECT names, hue, merchant_code FROM point_rewards WHERE id = ?').get(Number(match[1]))
        : undefined
    )
    const merchant = row && platform.merchants.get(row.merchant_code)
    if (!row || !merchant || !isLanguage(language)) throw new ApiError(404, 'function.not.available')
    const body = bannerArt({
      title: pickText(JSON.parse(row.names), language),
      brandName: merchant.brandName,
      hue: row.hue,
      width: 480,
      height: 320,
    })
    return text(200, body, 'image/svg+xml; charset=utf-8', {
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
    })
  })
}
