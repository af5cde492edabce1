// @ts-check
// Player protection (docs/platform.md, "Player protection"): the member's limits, time-out and
// self-exclusion, reality check, session position and the history to take away. The rules themselves
// are enforced where money and play move (lib/protection/rules.mjs).
import { LAUNCH_IDLE_MS } from '../inhouse/launch.mjs'
import { major } from '../lib/cashier/orders.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { rateLimit, realMember, stringInput } from '../lib/guards.mjs'
import { protectionError } from '../lib/protection/messages.mjs'
import {
  EXCLUSIONS,
  LIMIT_KINDS,
  MAX_LIMIT_MINOR,
  MAX_SESSION_MINUTES,
  PERIODS,
  REALITY_MINUTES,
  TIMEOUTS,
  COOLING_OFF_MS,
  activeBlock,
  limitsOf,
  requestLift,
  setLimit,
  startBlock,
  usedOf,
} from '../lib/protection/rules.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

const MINUTE_MS = 60_000
const HISTORY_MS = 366 * 24 * 60 * MINUTE_MS
const HISTORY_MAX_ROWS = 10_000

/** @param {number | null} at */
const iso = (at) => (at === null ? null : new Date(at).toISOString())

/**
 * When the caller's login session started.
 * @param {RequestContext} ctx
 */
function signedInAt(ctx) {
  const tokenHash = /** @type {import('../lib/sessions.mjs').Session} */ (ctx.session).tokenHash
  return /** @type {number} */ (
    ctx.platform.db.prepare('SELECT created_at FROM sessions WHERE token_hash = ?').pluck().get(tokenHash)
  )
}

/**
 * A limit amount: money in major units (minor for the store), minutes for play time; blank removes it.
 * @param {RequestContext} ctx
 * @param {string} kind
 * @returns {number | null}
 */
function limitAmount(ctx, kind) {
  const raw = ctx.body.amount
  if (raw === null || raw === undefined || stringInput(raw) === '') return null
  const text = stringInput(raw)
  const digits = kind === 'session' ? 0 : ctx.merchant.currency.minorDigits
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text)
  const fraction = match?.[2] ?? ''
  const value =
    match && fraction.replace(/0+$/, '').length <= digits
      ? Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || 0)
      : NaN
  const max = kind === 'session' ? MAX_SESSION_MINUTES : MAX_LIMIT_MINOR
  if (!Number.isSafeInteger(value) || value <= 0 || value > max) {
    throw protectionError(400, 'rg.limit.invalid', ctx.language, {
      field: 'amount',
      max: kind === 'session' ? max : major(max, digits),
    })
  }
  return value
}

/**
 * A reality check is due once its interval has passed since sign-in (or the last "continue") while the
 * member is playing: a bet within the last interval. Otherwise `dueAt` is the next interval boundary,
 * when a client should ask again.
 * @param {import('better-sqlite3').Database} db
 * @param {number} memberId
 * @param {number} anchor
 * @param {number} intervalMs
 * @param {number} now
 */
function realityCheckOf(db, memberId, anchor, intervalMs, now) {
  const first = anchor + intervalMs
  const lastBet = /** @type {number | null} */ (
    db.prepare('SELECT MAX(created_at) FROM bets WHERE member_id = ?').pluck().get(memberId)
  )
  const due = now >= first && lastBet !== null && lastBet >= Math.max(anchor, now - intervalMs)
  const next = due || now < first ? first : first + (Math.floor((now - first) / intervalMs) + 1) * intervalMs
  return { due, dueAt: iso(next) }
}

/**
 * The session's position: when it signed in, and the stakes, net result and rounds since then (an open
 * round's stake counted as spent), money in major units.
 * @param {RequestContext} ctx @param {number} memberId @param {number} since
 */
function positionOf(ctx, memberId, since) {
  const digits = ctx.merchant.currency.minorDigits
  const position = /** @type {{ staked: number, net: number, rounds: number }} */ (
    ctx.platform.db
      .prepare(
        `SELECT COALESCE(SUM(stake_minor), 0) AS staked, COALESCE(SUM(payout_minor - stake_minor), 0) AS net,
           COUNT(*) AS rounds FROM bets WHERE member_id = ? AND created_at >= ?`,
      )
      .get(memberId, since)
  )
  return {
    signedInAt: iso(since),
    staked: major(position.staked, digits),
    net: major(position.net, digits),
    rounds: position.rounds,
  }
}

/** @param {RequestContext} ctx */
function stateOf(ctx) {
  const member = realMember(ctx)
  const { db } = ctx.platform
  const now = ctx.platform.now()
  const digits = ctx.merchant.currency.minorDigits
  /** @param {string} kind @param {number | null} value */
  const shown = (kind, value) => (value === null || kind === 'session' ? value : major(value, digits))
  const block = activeBlock(db, member.id, now)
  const settings = /** @type {{ reality_minutes: number, reality_from: number | null } | undefined} */ (
    db.prepare('SELECT reality_minutes, reality_from FROM rg_settings WHERE member_id = ?').get(member.id)
  )
  const since = signedInAt(ctx)
  const anchor = Math.max(since, settings?.reality_from ?? 0)
  const interval = settings?.reality_minutes ?? 60
  const realityCheck = realityCheckOf(db, member.id, anchor, interval * MINUTE_MS, now)
  const netDeposits = /** @type {number} */ (
    db
      .prepare(
        `SELECT COALESCE(SUM(amount_minor), 0) FROM ledger
         WHERE member_id = ? AND (kind = 'deposit' OR kind LIKE 'withdraw%')`,
      )
      .pluck()
      .get(member.id)
  )
  return {
    currency: ctx.merchant.currency.code,
    now: iso(now),
    maxAmount: major(MAX_LIMIT_MINOR, digits),
    maxSessionMinutes: MAX_SESSION_MINUTES,
    limits: limitsOf(db, member.id, now).map((limit) => ({
      kind: limit.kind,
      period: limit.period,
      amount: shown(limit.kind, limit.amount),
      used: shown(limit.kind, usedOf(db, member.id, limit.kind, limit.period, now, LAUNCH_IDLE_MS)),
      pendingAmount: shown(limit.kind, limit.pending_amount),
      pendingRemoval: limit.pending_removal === 1,
      pendingFrom: iso(limit.pending_from),
    })),
    block: block
      ? {
          kind: block.kind,
          duration: block.duration,
          startedAt: iso(block.started_at),
          endsAt: iso(block.ends_at),
          liftRequestedAt: iso(block.lift_requested_at),
          liftsAt: iso(block.lift_requested_at === null ? null : block.lift_requested_at + COOLING_OFF_MS),
        }
      : null,
    realityCheck: { intervalMinutes: interval, ...realityCheck },
    session: positionOf(ctx, member.id, since),
    lifetimeNetDeposits: major(netDeposits, digits),
  }
}

/** @param {RequestContext} ctx */
function historyOf(ctx) {
  const member = realMember(ctx)
  const { db } = ctx.platform
  const digits = ctx.merchant.currency.minorDigits
  const from = ctx.platform.now() - HISTORY_MS
  const transactions =
    /** @type {{ id: number, kind: string, amount_minor: number, balance_after: number, ref: string | null, created_at: number }[]} */ (
      db
        .prepare(
          `SELECT id, kind, amount_minor, balance_after, ref, created_at FROM ledger
         WHERE member_id = ? AND created_at >= ? ORDER BY id DESC LIMIT ?`,
        )
        .all(member.id, from, HISTORY_MAX_ROWS)
    )
  const bets =
    /** @type {{ round_ref: string, game_name: string, stake_minor: number, payout_minor: number, status: string, created_at: number }[]} */ (
      db
        .prepare(
          `SELECT b.round_ref, g.name AS game_name, b.stake_minor, b.payout_minor, b.status, b.created_at
         FROM bets b JOIN games g ON g.node_id = b.node_id
         WHERE b.member_id = ? AND b.created_at >= ? ORDER BY b.id DESC LIMIT ?`,
        )
        .all(member.id, from, HISTORY_MAX_ROWS)
    )
  return {
    currency: ctx.merchant.currency.code,
    from: iso(from),
    transactions: transactions.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: major(row.amount_minor, digits),
      balanceAfter: major(row.balance_after, digits),
      ref: row.ref,
      at: iso(row.created_at),
    })),
    bets: bets.map((row) => ({
      round: row.round_ref,
      game: row.game_name,
      stake: major(row.stake_minor, digits),
      payout: major(row.payout_minor, digits),
      status: row.status,
      at: iso(row.created_at),
    })),
  }
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerProtectionRoutes(router, platform) {
  // GET /wps/relay/RG_state - limits with use and pending changes, block, reality check, session position
  router.relay('RG_state', (ctx) => ok(stateOf(ctx)), { auth: 'required' })
  // GET|POST /wps/relay/RG_session - the session's clock and position alone, for every account (a trial
  // account's game bar too)
  router.relay(
    'RG_session',
    (ctx) =>
      ok({
        currency: ctx.merchant.currency.code,
        now: iso(ctx.platform.now()),
        session: positionOf(ctx, /** @type {{ id: number }} */ (ctx.member).id, signedInAt(ctx)),
      }),
    { auth: 'required' },
  )

  // GET /wps/relay/RG_history - the last 12 months of ledger entries and bets (at most 10,000 of each)
  router.relay('RG_history', (ctx) => ok(historyOf(ctx)), { auth: 'required' })

  /**
   * A player's change to its own protection (no trial account): a JSON post that answers the new state.
   * @param {string} path
   * @param {(ctx: RequestContext, member: RequestContext['member']) => import('../lib/http.mjs').PlatformResponse} change
   */
  const memberChange = (path, change) =>
    router.post(path, (ctx) => change(ctx, realMember(ctx)), { auth: 'required', body: 'json' })

  // POST /wps/relay/RG_setLimit - {kind, period, amount} sets a limit; a blank amount removes it
  memberChange('/wps/relay/RG_setLimit', (ctx, member) => {
    rateLimit(ctx, 'rg-limit', 30, 10 * MINUTE_MS)
    const kind = LIMIT_KINDS.find((candidate) => candidate === stringInput(ctx.body.kind))
    const period = PERIODS.find((candidate) => candidate === stringInput(ctx.body.period))
    if (!kind || !period || (kind === 'session' && period !== 'day'))
      throw new ApiError(400, 'request_param_err', { value: { field: 'kind' } })
    const amount = limitAmount(ctx, kind)
    const outcome = setLimit(ctx.platform.db, {
      memberId: member.id,
      kind,
      period,
      amount,
      now: ctx.platform.now(),
      language: ctx.language,
    })
    return ok({ outcome, ...stateOf(ctx) })
  })

  // POST /wps/relay/RG_block - {kind: timeout|exclusion, duration} starts at once; cannot be undone early
  memberChange('/wps/relay/RG_block', (ctx, member) => {
    rateLimit(ctx, 'rg-block', 10, 10 * MINUTE_MS)
    const kind = stringInput(ctx.body.kind)
    const duration = stringInput(ctx.body.duration)
    const allowed = kind === 'timeout' ? TIMEOUTS : kind === 'exclusion' ? EXCLUSIONS : []
    if (!allowed.includes(duration))
      throw new ApiError(400, 'request_param_err', { value: { field: 'duration' } })
    startBlock(ctx.platform.db, {
      memberId: member.id,
      kind: /** @type {'timeout' | 'exclusion'} */ (kind),
      duration,
      now: ctx.platform.now(),
      language: ctx.language,
    })
    return ok(stateOf(ctx))
  })

  // POST /wps/relay/RG_liftExclusion - asks to lift a self-exclusion that has ended (lifts 24 h later)
  memberChange('/wps/relay/RG_liftExclusion', (ctx, member) => {
    requestLift(ctx.platform.db, member.id, ctx.platform.now(), ctx.language)
    return ok(stateOf(ctx))
  })

  // POST /wps/relay/RG_realityCheck - {intervalMinutes?: 15|30|60} sets the interval; without it, the
  // player chose to continue and the next check counts from now
  memberChange('/wps/relay/RG_realityCheck', (ctx, member) => {
    const now = ctx.platform.now()
    const raw = ctx.body.intervalMinutes
    if (raw === undefined || raw === null || raw === '') {
      ctx.platform.db
        .prepare(
          `INSERT INTO rg_settings (member_id, reality_from) VALUES (?, ?)
           ON CONFLICT (member_id) DO UPDATE SET reality_from = excluded.reality_from`,
        )
        .run(member.id, now)
    } else {
      const minutes = Number(raw)
      if (!REALITY_MINUTES.includes(/** @type {15 | 30 | 60} */ (minutes)))
        throw new ApiError(400, 'request_param_err', { value: { field: 'intervalMinutes' } })
      ctx.platform.db
        .prepare(
          `INSERT INTO rg_settings (member_id, reality_minutes, reality_from) VALUES (?, ?, ?)
           ON CONFLICT (member_id) DO UPDATE SET reality_minutes = excluded.reality_minutes,
             reality_from = excluded.reality_from`,
        )
        .run(member.id, minutes, now)
    }
    return ok(stateOf(ctx))
  })

  if (platform.mode === 'production') return

  // POST /__test/protection/rewind - {merchant, username, ms}: one member's pending limit changes, block
  // ends, sign-in and reality-check start move back by ms, so journeys need not move the shared clock
  router.post(
    '/__test/protection/rewind',
    ({ body }) => {
      const ms = body.ms
      if (!Number.isSafeInteger(ms) || ms < 0) throw new ApiError(400, 'request_param_err')
      const member = /** @type {{ id: number } | undefined} */ (
        platform.db
          .prepare('SELECT id FROM members WHERE merchant_code = ? AND username_key = ?')
          .get(String(body.merchant ?? ''), String(body.username ?? '').toLowerCase())
      )
      if (!member) throw new ApiError(404, 'member.not.found')
      const { db } = platform
      db.transaction(() => {
        db.prepare(
          'UPDATE rg_limits SET pending_from = pending_from - ? WHERE member_id = ? AND pending_from IS NOT NULL',
        ).run(ms, member.id)
        db.prepare(
          `UPDATE rg_blocks SET started_at = started_at - ?, ends_at = ends_at - ?,
             lift_requested_at = lift_requested_at - ? WHERE member_id = ?`,
        ).run(ms, ms, ms, member.id)
        db.prepare('UPDATE rg_settings SET reality_from = reality_from - ? WHERE member_id = ?').run(
          ms,
          member.id,
        )
        db.prepare('UPDATE sessions SET created_at = created_at - ? WHERE member_id = ?').run(ms, member.id)
      })()
      return ok({ rewoundMs: ms })
    },
    { body: 'json' },
  )
}
