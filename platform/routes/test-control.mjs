// @ts-check
// Test control, only in development and test mode (absent, so 404, in production): switch a
// merchant's status flags, reset in-memory state, read the development outbox and captcha answers.
import { randomUUID } from 'node:crypto'

import { ApiError, ok } from '../lib/http.mjs'
import { post } from '../lib/ledger.mjs'
import { findByUsername } from '../lib/members.mjs'
import { createAgentWithTeam } from '../lib/seed-team.mjs'
import { settle } from '../lib/agent-pay/settlement.mjs'
import { setPaymentPassword } from '../lib/cashier/payment-password.mjs'
import { convertPoints, pointsOf, postPoints } from '../lib/points/ledger.mjs'
import { drawRaffleNow } from '../lib/rewards/raffles.mjs'
import { CLIENT_SEED_PATTERN, hashServerSeed } from '../inhouse/fair.mjs'
import { activeSeed } from '../inhouse/rounds.mjs'
import { closeTableRound } from '../inhouse/tables/rounds.mjs'

const MAX_CREDIT_AGE_MS = 30 * 24 * 60 * 60 * 1000

/**
 * Digits only, so `+55 11 98765-4321`, `5511987654321` and `%2B5511987654321` name the same phone.
 * @param {string} value
 */
export function phoneKey(value) {
  return value.replace(/\D/g, '')
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerTestControlRoutes(router, platform) {
  if (platform.mode === 'production') return

  /**
   * The merchant a call names; an unknown one answers not found.
   * @param {unknown} code
   */
  const knownMerchant = (code) => {
    if (typeof code !== 'string' || !platform.merchants.has(code))
      throw new ApiError(404, 'merchant.acct.setup.err')
    return code
  }

  /**
   * The member a call names by the merchant in its body and the username in its path; anyone else
   * answers not found.
   * @param {{ params: Record<string, string | undefined>, body: Record<string, any> }} request
   */
  const knownMember = ({ params, body }) => {
    const member = findByUsername(platform.db, knownMerchant(body.merchant), params.username ?? '')
    if (!member) throw new ApiError(404, 'function.not.available')
    return member
  }

  // POST /__test/merchants/:code/status - {maintenance?, regionRestriction?} for one merchant
  router.post(
    '/__test/merchants/:code/status',
    ({ params, body }) => {
      const code = knownMerchant(params.code ?? '')
      const current = platform.statusFlags.get(code) ?? { maintenance: false, regionRestriction: false }
      for (const flag of /** @type {const} */ (['maintenance', 'regionRestriction'])) {
        if (body[flag] === undefined) continue
        if (typeof body[flag] !== 'boolean') throw new ApiError(400, 'request_param_err')
        current[flag] = body[flag]
      }
      platform.statusFlags.set(code, current)
      return ok({ merchant: code, ...current })
    },
    { body: 'json' },
  )

  // POST /__test/agents - {merchant, username, password, paymentPassword?}: a new agent with a team of its
  // own (seed-team.mjs), and a payment password when one is given
  router.post(
    '/__test/agents',
    async ({ body }) => {
      const merchant = knownMerchant(body.merchant)
      const { username, password, paymentPassword, allContracts } = body
      if (typeof username !== 'string' || !/^[a-z][a-z0-9]{3,11}$/.test(username))
        throw new ApiError(400, 'request_param_err')
      if (typeof password !== 'string' || password.length < 6) throw new ApiError(400, 'request_param_err')
      const taken = platform.db
        .prepare('SELECT 1 FROM members WHERE merchant_code = ? AND username_key = ?')
        .get(merchant, username)
      if (taken) throw new ApiError(409, 'member.username.taken')
      if (
        paymentPassword !== undefined &&
        (typeof paymentPassword !== 'string' || !/^\d{6}$/.test(paymentPassword))
      )
        throw new ApiError(400, 'request_param_err')
      if (allContracts !== undefined && typeof allContracts !== 'boolean')
        throw new ApiError(400, 'request_param_err')
      // All four contracts, where agent01 holds three: the layout sweep opens every contract page.
      const { id, ...created } = createAgentWithTeam(platform.db, merchant, {
        username,
        password,
        at: platform.now(),
        allContracts: allContracts === true,
      })
      if (paymentPassword !== undefined)
        await setPaymentPassword(platform.db, id, paymentPassword, platform.now())
      return ok(created)
    },
    { body: 'json' },
  )

  // POST /__test/agents/:username/settle - {merchant, advanceMs}: settles this one agent's contracts as
  // if its clock were `advanceMs` ahead, so a journey sees its salary without moving the shared clock.
  // Answers what this run paid and the agent's balance after it.
  router.post(
    '/__test/agents/:username/settle',
    ({ params, body }) => {
      const merchant = knownMerchant(body.merchant)
      const { advanceMs } = body
      if (!Number.isInteger(advanceMs) || advanceMs < 0) throw new ApiError(400, 'request_param_err')
      const agent = /** @type {{ id: number } | undefined} */ (
        platform.db
          .prepare('SELECT id FROM members WHERE merchant_code = ? AND username_key = ?')
          .get(merchant, (params.username ?? '').toLowerCase())
      )
      if (!agent) throw new ApiError(404, 'member.not.found')
      const now = platform.now()
      const result = settle(platform.db, { until: now + advanceMs, now, agentId: agent.id })
      const balance = platform.db
        .prepare('SELECT balance_minor FROM members WHERE id = ?')
        .pluck()
        .get(agent.id)
      return ok({ ...result, balanceMinor: balance })
    },
    { body: 'json' },
  )

  // POST /__test/raffles/:promotionId/draw - {merchant}: draws that raffle's current period now, among
  // those who joined it so far, so a journey sees its prize without moving the shared clock. Answers
  // how many entries were drawn and how many won.
  router.post(
    '/__test/raffles/:promotionId/draw',
    ({ params, body }) => {
      const merchantCode = knownMerchant(body.merchant)
      const promotionId = Number(params.promotionId)
      if (!Number.isSafeInteger(promotionId) || promotionId <= 0) throw new ApiError(400, 'request_param_err')
      return ok(
        drawRaffleNow(platform.db, { merchantCode, promotionId, now: platform.now(), language: 'EN' }),
      )
    },
    { body: 'json' },
  )

  // POST /__test/slow - {ip, delayMs, forMs}: answers to callers from that address wait delayMs (at most
  // 30 s) for the next forMs (at most 5 min), as a slow platform would; other callers are not touched
  router.post(
    '/__test/slow',
    ({ body }) => {
      const { ip, delayMs, forMs } = body
      if (typeof ip !== 'string' || !ip || ip.length > 64) throw new ApiError(400, 'request_param_err')
      for (const value of [delayMs, forMs]) {
        if (!Number.isInteger(value) || value < 0) throw new ApiError(400, 'request_param_err')
      }
      platform.slowAddresses.set(ip, {
        delayMs: Math.min(delayMs, 30_000),
        until: Date.now() + Math.min(forMs, 5 * 60_000),
      })
      return ok({ ip, delayMs })
    },
    { body: 'json' },
  )

  // POST /__test/reset-flags - status flags, rate limits, resend blocks and login-failure counts back to zero
  router.post('/__test/reset-flags', () => {
    platform.statusFlags.clear()
    platform.windows.clear()
    return ok(null)
  })

  // POST /__test/clock - {advanceMs} moves the platform's clock forward, so expiries can be reached
  router.post(
    '/__test/clock',
    ({ body }) => {
      const advanceMs = body.advanceMs
      if (!Number.isInteger(advanceMs) || advanceMs < 0) throw new ApiError(400, 'request_param_err')
      return ok({ offsetMs: platform.advanceClock(advanceMs), now: new Date(platform.now()).toISOString() })
    },
    { body: 'json' },
  )

  // GET /__test/outbox?mobile=<dialing+number> | ?email=<address> - messages the platform "sent", newest first
  router.get('/__test/outbox', ({ query }) => {
    const mobile = query.mobile ? phoneKey(query.mobile) : ''
    const email = query.email?.trim().toLowerCase() ?? ''
    if (!mobile && !email) throw new ApiError(400, 'request_param_err')
    const rows =
      /** @type {{ id: number, merchant_code: string, channel: string, recipient: string, purpose: string, code: string | null, body: string, created_at: number }[]} */ (
        platform.db
          .prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 50')
          .all(mobile ? `sms:${mobile}` : `email:${email}`)
      )
    return ok(
      rows.map((row) => ({
        id: row.id,
        merchant: row.merchant_code,
        channel: row.channel,
        to: row.recipient.slice(row.recipient.indexOf(':') + 1),
        purpose: row.purpose,
        code: row.code,
        text: row.body,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    )
  })

  // POST /__test/members/:username/credit - {merchant, amountMinor, agoMs?}: an adjustment on the member's
  // ledger, so a journey gives its own fresh account a balance (e.g. one long enough to test the header
  // with); `agoMs` (up to 30 days) dates it that long before now, so a journey sees where a record period's
  // day begins without moving the shared clock
  router.post(
    '/__test/members/:username/credit',
    (request) => {
      const { amountMinor, agoMs = 0 } = request.body
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new ApiError(400, 'request_param_err')
      if (!Number.isSafeInteger(agoMs) || agoMs < 0 || agoMs > MAX_CREDIT_AGE_MS)
        throw new ApiError(400, 'request_param_err')
      const member = knownMember(request)
      const { balanceAfter } = post(platform.db, {
        memberId: member.id,
        amountMinor,
        kind: 'adjustment',
        ref: 'test-credit',
        at: platform.now() - agoMs,
      })
      return ok({ balanceMinor: balanceAfter })
    },
    { body: 'json' },
  )

  // POST /__test/members/:username/fair-seed - {merchant, serverSeed (64 hex), clientSeed}: the seed pair
  // the member's next rounds use, while it has played none, so a journey knows a round's outcome in
  // advance (a winning spin, a hit). Answers the pair as the game page shows it.
  router.post(
    '/__test/members/:username/fair-seed',
    (request) => {
      const { serverSeed, clientSeed } = request.body
      if (typeof serverSeed !== 'string' || !/^[0-9a-f]{64}$/.test(serverSeed))
        throw new ApiError(400, 'request_param_err')
      if (typeof clientSeed !== 'string' || !CLIENT_SEED_PATTERN.test(clientSeed))
        throw new ApiError(400, 'seed.invalid')
      const member = knownMember(request)
      const seed = activeSeed(platform.db, member.id, platform.now())
      if (seed.next_nonce !== 0) throw new ApiError(409, 'round.settled')
      platform.db
        .prepare('UPDATE fair_seeds SET server_seed = ?, server_seed_hash = ?, client_seed = ? WHERE id = ?')
        .run(serverSeed, hashServerSeed(serverSeed), clientSeed, seed.id)
      return ok({ serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 })
    },
    { body: 'json' },
  )

  // POST /__test/tables/:nodeId/close - closes the betting window of a live table's open round now: its
  // result shows to everyone at the table and its bets settle, without waiting for the table's clock.
  router.post('/__test/tables/:nodeId/close', (request) => {
    const game = /** @type {{ node_id: number, game_code: string, game_classify: string } | undefined} */ (
      platform.db
        .prepare('SELECT node_id, game_code, game_classify FROM games WHERE node_id = ?')
        .get(Number(request.params.nodeId))
    )
    const closed = game ? closeTableRound(platform.db, game, platform.now()) : null
    if (!closed) throw new ApiError(404, 'game.not.found')
    return ok(closed)
  })

  // POST /__test/members/:username/point-conversions - {merchant, count}: `count` (1-50) conversions to
  // cash, each from points credited for it, so a journey gives its own fresh account a point history
  // longer than a page. The n-th (from 0) converts the minimum plus n points, so rows tell apart. Answers
  // the points left (unchanged) and the history's length.
  router.post(
    '/__test/members/:username/point-conversions',
    (request) => {
      const { count } = request.body
      if (!Number.isInteger(count) || count < 1 || count > 50) throw new ApiError(400, 'request_param_err')
      const member = knownMember(request)
      const merchant = member.merchant_code
      const rate = /** @type {{ min_points: number } | undefined} */ (
        platform.db.prepare('SELECT min_points FROM point_conversions WHERE merchant_code = ?').get(merchant)
      )
      if (!rate) throw new ApiError(404, 'function.not.available')
      const now = platform.now()
      for (let index = 0; index < count; index++) {
        const requestId = `test-${randomUUID()}`
        postPoints(platform.db, {
          memberId: member.id,
          points: rate.min_points + index,
          kind: 'adjustment',
          ref: requestId,
          at: now,
        })
        convertPoints(platform.db, {
          memberId: member.id,
          merchantCode: merchant,
          points: rate.min_points + index,
          requestId,
          now,
          language: 'EN',
        })
      }
      const history = platform.db
        .prepare('SELECT COUNT(*) FROM point_redemptions WHERE member_id = ?')
        .pluck()
        .get(member.id)
      return ok({ points: pointsOf(platform.db, member.id), history })
    },
    { body: 'json' },
  )

  // GET /__test/captcha/:id - the answer of a captcha, so automated journeys can get past it
  router.get('/__test/captcha/:id', ({ params }) => {
    const row = /** @type {{ answer: string } | undefined} */ (
      platform.db.prepare('SELECT answer FROM captchas WHERE id = ?').get(params.id ?? '')
    )
    if (!row) throw new ApiError(404, 'function.not.available')
    return ok({ answer: row.answer })
  })
}
