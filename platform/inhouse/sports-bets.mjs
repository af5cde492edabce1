// @ts-check
// The sportsbook's bets and settlement. A slip places singles (one bet per selection) or one multiple
// (every selection in one bet); each bet is a `bets` row of engine `sportsbook`, its stake a `bet`
// ledger entry in the same transaction, and it stays open until its fixtures end. The scheduler then
// draws each fixture's result from the fixture's own seed (shown hashed before kick-off, revealed
// after), pins it in `sport_results`, and settles each bet in its own transaction: the payout ledger
// entry and the guarded status change together, so a second run, two runs at once or a run after a
// restart pay nothing more.
import { createHash, createHmac, randomBytes } from 'node:crypto'

import { ApiError } from '../lib/http.mjs'
import { InsufficientFundsError, post } from '../lib/ledger.mjs'
import { repeatEvery } from '../lib/repeat.mjs'
import { getSetting, putSetting } from '../lib/store.mjs'
import { floats } from './fair.mjs'
import { assertMayStake, touchLaunchSession } from './launch.mjs'
import { pageText } from './texts.mjs'
import { insertRound, parseStake } from './rounds.mjs'
import { settleOpenBet } from './bet-settlement.mjs'
import {
  ESPORTS,
  RESULT_FLOATS,
  SPORTS,
  betPayout,
  combinedPrice,
  drawScore,
  fixtureOf,
  fixturesBetween,
  marketsAt,
  modelAt,
  pickWins,
} from './sportsbook.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./launch.mjs').LaunchSession} LaunchSession */
/** @typedef {import('./sportsbook.mjs').Fixture} Fixture */
/** @typedef {import('./sportsbook.mjs').MarketKind} MarketKind */
/** @typedef {import('./sportsbook.mjs').Pick} Pick */

export const SPORTS_ENGINE = 'sportsbook'
export const MAX_LEGS = 10
export const MAX_PAYOUT_MINOR = 100_000_000
const SLIP_ID = /^[A-Za-z0-9_-]{8,40}$/

/**
 * The schedule seed (the same fixtures on every run over this data directory) and the secret the
 * fixtures' result seeds derive from.
 * @param {Db} db
 */
export function bookSecrets(db) {
  let schedule = getSetting(db, 'sportsbook_schedule_seed')
  let results = getSetting(db, 'sportsbook_result_secret')
  if (!schedule || !results) {
    schedule ??= 'reference-sportsbook'
    results ??= randomBytes(32).toString('hex')
    putSetting(db, 'sportsbook_schedule_seed', schedule)
    putSetting(db, 'sportsbook_result_secret', results)
  }
  return { schedule, results }
}

/**
 * A fixture's result seed (HMAC of the book's secret and the fixture id) and its SHA-256.
 * @param {string} secret @param {string} fixtureId
 */
export function fixtureSeed(secret, fixtureId) {
  const seed = createHmac('sha256', secret).update(`fixture:${fixtureId}`).digest('hex')
  return { seed, hash: createHash('sha256').update(seed, 'utf8').digest('hex') }
}

/**
 * The final score the fixture's seed draws: floats HMAC-SHA256(seed, "<fixture id>:0:<cursor>") read
 * by the closing model.
 * @param {string} scheduleSeed @param {Fixture} fixture @param {string} seed
 */
export function scoreFromSeed(scheduleSeed, fixture, seed) {
  const values = floats({ serverSeed: seed, clientSeed: fixture.id, nonce: 0 }, RESULT_FLOATS)
  return drawScore(modelAt(scheduleSeed, fixture, fixture.kickoffAt), values)
}

/**
 * @typedef {object} Result
 * @property {string} fixtureId
 * @property {number} home
 * @property {number} away
 * @property {string} seed
 * @property {string} seedHash
 */

/**
 * A fixture's pinned result, or null.
 * @param {Db} db @param {string} fixtureId
 * @returns {Result | null}
 */
export function pinnedResult(db, fixtureId) {
  const row =
    /** @type {{ home_score: number, away_score: number, seed: string, seed_hash: string } | undefined} */ (
      db
        .prepare('SELECT home_score, away_score, seed, seed_hash FROM sport_results WHERE fixture_id = ?')
        .get(fixtureId)
    )
  return row
    ? { fixtureId, home: row.home_score, away: row.away_score, seed: row.seed, seedHash: row.seed_hash }
    : null
}

/**
 * Draws and pins a fixture's result (the pinned one when it is there already).
 * @param {Db} db @param {Fixture} fixture @param {number} now
 * @returns {Result}
 */
export function resultOf(db, fixture, now) {
  const pinned = pinnedResult(db, fixture.id)
  if (pinned) return pinned
  const secrets = bookSecrets(db)
  const { seed, hash } = fixtureSeed(secrets.results, fixture.id)
  const score = scoreFromSeed(secrets.schedule, fixture, seed)
  db.prepare(
    `INSERT OR IGNORE INTO sport_results (fixture_id, sport, home_score, away_score, seed, seed_hash, kickoff_at,
       ends_at, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(fixture.id, fixture.sport, score.home, score.away, seed, hash, fixture.kickoffAt, fixture.endsAt, now)
  return /** @type {Result} */ (pinnedResult(db, fixture.id))
}

/**
 * The sports or esports titles a vendor offers: the esports vendors play the esports titles.
 * @param {{ vendor_name: string }} launch
 */
export function sportsOf(launch) {
  return Object.keys(/esports/i.test(launch.vendor_name) ? ESPORTS : SPORTS)
}

/**
 * @typedef {object} Leg
 * @property {string} fixture
 * @property {string} sport
 * @property {string} home
 * @property {string} away
 * @property {number} kickoffAt
 * @property {number} endsAt
 * @property {MarketKind} market
 * @property {Pick} pick
 * @property {number | null} line
 * @property {number} price hundredths
 */

/**
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {unknown} raw
 * @param {number} now
 * @returns {Leg}
 */
function legOf(db, launch, raw, now) {
  const input = /** @type {Record<string, unknown>} */ (raw && typeof raw === 'object' ? raw : {})
  const { schedule } = bookSecrets(db)
  const fixture = fixtureOf(schedule, input.fixture)
  if (!fixture || !sportsOf(launch).includes(fixture.sport)) throw new ApiError(404, 'sports.fixture.unknown')
  if (fixture.kickoffAt <= now || pinnedResult(db, fixture.id))
    throw new ApiError(409, 'sports.fixture.started')
  const market = marketsAt(schedule, fixture, now).find((entry) => entry.market === input.market)
  const choice = market?.picks.find((entry) => entry.pick === input.pick)
  if (!market || !choice) throw new ApiError(400, 'request_param_err')
  const price = Number(input.price)
  if (!Number.isSafeInteger(price) || price < 1) throw new ApiError(400, 'request_param_err')
  return {
    fixture: fixture.id,
    sport: fixture.sport,
    home: fixture.home,
    away: fixture.away,
    kickoffAt: fixture.kickoffAt,
    endsAt: fixture.endsAt,
    market: market.market,
    pick: choice.pick,
    line: market.line,
    price: choice.price,
    ...(choice.price !== price ? { seen: price } : {}),
  }
}

/**
 * Places a slip: `{ slipId, mode: 'singles' | 'multiple', stake, legs: [{ fixture, market, pick, price }] }`,
 * the stake per single or for the multiple. All or nothing, in one transaction. Refused: a fixture
 * started (`sports.fixture.started`), a price that moved since the slip showed it
 * (`sports.odds.changed`, with the current legs), two selections of one fixture in a multiple
 * (`sports.slip.same.fixture`), a slip already placed (`sports.slip.placed`), a stake the balance
 * cannot cover (`balance.insufficient`), a protection limit or a time-out (`rg.*`).
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {Record<string, unknown>} body
 * @param {number} now
 */
export function placeSlip(db, launch, body, now) {
  const slipId = typeof body.slipId === 'string' && SLIP_ID.test(body.slipId) ? body.slipId : null
  const mode = body.mode === 'multiple' ? 'multiple' : body.mode === 'singles' ? 'singles' : null
  const rawLegs = Array.isArray(body.legs) ? body.legs : null
  if (!slipId || !mode || !rawLegs) throw new ApiError(400, 'request_param_err')
  if (rawLegs.length === 0) throw new ApiError(400, 'sports.slip.empty')
  if (rawLegs.length > MAX_LEGS) throw new ApiError(400, 'sports.slip.too.many', { value: { max: MAX_LEGS } })
  if (mode === 'multiple' && rawLegs.length < 2) throw new ApiError(400, 'sports.slip.multiple.short')
  const stake = parseStake(body.stake, launch)
  try {
    return db.transaction(() => {
      const legs = rawLegs.map((raw) => legOf(db, launch, raw, now))
      const keys = new Set(legs.map((leg) => `${leg.fixture}:${leg.market}:${leg.pick}`))
      if (keys.size !== legs.length) throw new ApiError(400, 'sports.slip.same.fixture')
      if (mode === 'multiple' && new Set(legs.map((leg) => leg.fixture)).size !== legs.length)
        throw new ApiError(400, 'sports.slip.same.fixture')
      if (legs.some((leg) => 'seen' in leg))
        throw new ApiError(409, 'sports.odds.changed', { value: { legs: legs.map(publicLeg) } })
      const bets = mode === 'multiple' ? [legs] : legs.map((leg) => [leg])
      for (const group of bets) {
        if (
          betPayout(
            stake,
            group.map((leg) => leg.price),
            group.map(() => true),
          ) > MAX_PAYOUT_MINOR
        )
          throw new ApiError(400, 'sports.payout.cap', { value: { maxPayout: MAX_PAYOUT_MINOR } })
      }
      assertMayStake(db, launch, stake * bets.length, now)
      const placed = db
        .prepare('INSERT OR IGNORE INTO sport_slips (member_id, slip_id, created_at) VALUES (?, ?, ?)')
        .run(launch.member_id, slipId, now)
      if (placed.changes !== 1) throw new ApiError(409, 'sports.slip.placed')
      const ids = bets.map((group) => openBet(db, launch, stake, mode, group, slipId, now))
      touchLaunchSession(db, launch.id, now)
      return { bets: ids.map((id) => betView(db, id)), balance: balanceOf(db, launch.member_id) }
    })()
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(400, 'balance.insufficient')
    throw error
  }
}

/** @param {Leg} leg */
function publicLeg(leg) {
  const { fixture, market, pick, line, price } = leg
  return { fixture, market, pick, line, price }
}

/**
 * @param {Db} db @param {LaunchSession} launch @param {number} stake @param {'singles' | 'multiple'} mode
 * @param {Leg[]} legs @param {string} slipId @param {number} now
 */
function openBet(db, launch, stake, mode, legs, slipId, now) {
  const roundRef = `S${randomBytes(9).toString('base64url')}`
  const id = insertRound(db, launch, {
    roundRef,
    engine: SPORTS_ENGINE,
    seedId: null,
    nonce: null,
    stake,
    params: { kind: mode === 'multiple' ? 'multiple' : 'single', slip: slipId, legs },
    now,
  })
  post(db, { memberId: launch.member_id, amountMinor: -stake, kind: 'bet', ref: roundRef, at: now })
  return id
}

/** @param {Db} db @param {number} memberId */
function balanceOf(db, memberId) {
  return /** @type {number} */ (
    db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(memberId)
  )
}

/**
 * Settles every open sportsbook bet that its fixtures decide by `until` (normally now): once every
 * fixture has ended, or as soon as an ended fixture loses a leg. Each bet in its own transaction,
 * stamped `now`.
 * @param {Db} db
 * @param {number} now
 * @param {number} [until]
 * @param {number[]} [members] only these members' bets (a test control's scope)
 * @returns {{ settled: number, paid: number }}
 */
export function settleDueSports(db, now, until = now, members = undefined) {
  const open = /** @type {{ id: number, member_id: number, params: string }[]} */ (
    db
      .prepare(
        `SELECT id, member_id, params FROM bets INDEXED BY bets_open_by_engine WHERE engine = ? AND status = 'open'`,
      )
      .all(SPORTS_ENGINE)
  ).filter((row) => !members || members.includes(row.member_id))
  const { schedule } = bookSecrets(db)
  let settled = 0
  let paid = 0
  for (const row of open) {
    /** @type {{ legs: Leg[] }} */
    const params = JSON.parse(row.params)
    if (!params.legs.some((leg) => leg.endsAt <= until)) continue
    const outcome = db.transaction(() => {
      const bet =
        /** @type {{ id: number, member_id: number, round_ref: string, stake_minor: number, status: string }} */ (
          db
            .prepare('SELECT id, member_id, round_ref, stake_minor, status FROM bets WHERE id = ?')
            .get(row.id)
        )
      if (bet.status !== 'open') return null
      const legs = params.legs.map((leg) => {
        const fixture = /** @type {Fixture} */ (fixtureOf(schedule, leg.fixture))
        if (leg.endsAt > until) return { ...leg, result: null }
        const result = resultOf(db, fixture, now)
        const won = pickWins(leg.market, leg.pick, leg.line, result.home, result.away)
        return { ...leg, result: { home: result.home, away: result.away, won } }
      })
      const lost = legs.some((leg) => leg.result && !leg.result.won)
      if (!lost && legs.some((leg) => !leg.result)) return null
      const payout = betPayout(
        bet.stake_minor,
        legs.map((leg) => leg.price),
        legs.map((leg) => !!leg.result?.won),
      )
      if (!settleOpenBet(db, bet, payout, { legs: legs.map((leg) => leg.result) }, now)) return null
      return payout
    })()
    if (outcome !== null) {
      settled += 1
      paid += outcome
    }
  }
  return { settled, paid }
}

/**
 * Runs the settlement on a schedule: at start (catching up on downtime), then every few seconds.
 * @param {Db} db
 * @param {() => number} now
 * @param {(error: unknown) => void} log
 * @returns {() => void} stops the schedule
 */
export function startSportsScheduler(db, now, log, everyMs = 5000) {
  return repeatEvery(() => settleDueSports(db, now()), everyMs, log)
}

/**
 * A sportsbook bet as the page and the records show it: its legs, each with its result once drawn.
 * @param {Db} db @param {number} id
 */
export function betView(db, id) {
  const bet =
    /** @type {{ round_ref: string, stake_minor: number, payout_minor: number, status: string, params: string, outcome: string | null, created_at: number, settled_at: number | null }} */ (
      db
        .prepare(
          'SELECT round_ref, stake_minor, payout_minor, status, params, outcome, created_at, settled_at FROM bets WHERE id = ?',
        )
        .get(id)
    )
  /** @type {{ kind: string, legs: Leg[] }} */
  const params = JSON.parse(bet.params)
  /** @type {{ legs: ({ home: number, away: number, won: boolean } | null)[] } | null} */
  const outcome = bet.outcome ? JSON.parse(bet.outcome) : null
  return {
    round: bet.round_ref,
    kind: params.kind,
    status: bet.status,
    stake: bet.stake_minor,
    payout: bet.payout_minor,
    price: combinedPrice(params.legs.map((leg) => leg.price)),
    legs: params.legs.map((leg, index) => ({
      ...publicLeg(leg),
      ...legNames(leg),
      result: outcome?.legs[index] ?? null,
    })),
    createdAt: bet.created_at,
    settledAt: bet.settled_at,
  }
}

/** @param {Leg} leg */
function legNames(leg) {
  return { sport: leg.sport, home: leg.home, away: leg.away, kickoffAt: leg.kickoffAt }
}

/**
 * The member's sportsbook bets of this game, newest first.
 * @param {Db} db @param {LaunchSession} launch @param {number} limit
 */
export function betsOf(db, launch, limit = 20) {
  const ids = /** @type {number[]} */ (
    db
      .prepare(
        `SELECT id FROM bets INDEXED BY bets_member WHERE member_id = ? AND node_id = ? AND engine = ?
         ORDER BY id DESC LIMIT ?`,
      )
      .pluck()
      .all(launch.member_id, launch.node_id, SPORTS_ENGINE, limit)
  )
  return ids.map((id) => betView(db, id))
}

export const LISTED_FIXTURES = 8
export const LISTED_RESULTS = 6
const LOOK_AHEAD_MS = 6 * 60 * 60 * 1000

/**
 * What the sportsbook page shows for one sport: the next fixtures with their markets and result seeds'
 * hashes, and the latest ended fixtures with their scores and revealed seeds.
 * @param {Db} db @param {LaunchSession} launch @param {unknown} sportInput @param {number} now
 */
export function bookView(db, launch, sportInput, now) {
  const sports = sportsOf(launch)
  const sport =
    typeof sportInput === 'string' && sports.includes(sportInput)
      ? sportInput
      : /** @type {string} */ (sports[0])
  const secrets = bookSecrets(db)
  const rules = /** @type {import('./sportsbook.mjs').SportRules} */ (SPORTS[sport] ?? ESPORTS[sport])
  const upcoming = fixturesBetween(secrets.schedule, sport, now + 1, now + LOOK_AHEAD_MS)
    .filter((fixture) => !pinnedResult(db, fixture.id))
    .slice(0, LISTED_FIXTURES)
  const ended = fixturesBetween(secrets.schedule, sport, now - rules.durationMs - LOOK_AHEAD_MS, now)
    .filter((fixture) => fixture.endsAt <= now || pinnedResult(db, fixture.id))
    .slice(-LISTED_RESULTS)
    .reverse()
  return {
    sports,
    sport,
    scheduleSeed: secrets.schedule,
    fixtures: upcoming.map((fixture) => ({
      id: fixture.id,
      home: fixture.home,
      away: fixture.away,
      kickoffAt: fixture.kickoffAt,
      seedHash: fixtureSeed(secrets.results, fixture.id).hash,
      markets: marketsAt(secrets.schedule, fixture, now).map((market) => ({
        market: market.market,
        line: market.line,
        picks: market.picks.map(({ pick, price }) => ({ pick, price })),
      })),
    })),
    results: ended.map((fixture) => {
      const result = resultOf(db, fixture, now)
      return {
        id: fixture.id,
        home: fixture.home,
        away: fixture.away,
        kickoffAt: fixture.kickoffAt,
        score: { home: result.home, away: result.away },
        seed: result.seed,
        seedHash: result.seedHash,
      }
    }),
  }
}

/**
 * The sportsbook's meters: balance, the launch session's clock and net position (stakes of open bets
 * counted as spent until they pay), and the member's bets of this game.
 * @param {Db} db @param {LaunchSession} launch @param {number} now
 */
export function bookState(db, launch, now) {
  const totals = /** @type {{ rounds: number, staked: number | null, paid: number | null }} */ (
    db
      .prepare(
        `SELECT COUNT(*) AS rounds, SUM(stake_minor) AS staked, SUM(payout_minor) AS paid
         FROM bets WHERE launch_session_id = ?`,
      )
      .get(launch.id)
  )
  const staked = totals.staked ?? 0
  const paid = totals.paid ?? 0
  return {
    balance: balanceOf(db, launch.member_id),
    session: {
      startedAt: launch.created_at,
      elapsedMs: now - launch.created_at,
      rounds: totals.rounds,
      staked,
      paid,
      net: paid - staked,
    },
    bets: betsOf(db, launch),
  }
}

/**
 * A sportsbook bet's selections in words, for the betting record: each leg's fixture, market, pick,
 * price and, once drawn, its score and result; null for a round of another engine.
 * @param {Db} db @param {string} roundRef @param {string} language
 */
export function betDetail(db, roundRef, language) {
  const id = /** @type {number | undefined} */ (
    db.prepare('SELECT id FROM bets WHERE round_ref = ? AND engine = ?').pluck().get(roundRef, SPORTS_ENGINE)
  )
  if (id === undefined) return null
  const bet = betView(db, id)
  const text = (
    /** @type {Parameters<typeof pageText>[0]} */ key,
    /** @type {Record<string, string | number>} */ values = {},
  ) => pageText(key, language, values)
  const number = (/** @type {number} */ value) => (value > 0 ? `+${value}` : String(value))
  return bet.legs
    .map((leg) => {
      const team = leg.pick === 'home' ? leg.home : leg.away
      const pick =
        leg.market === 'totals'
          ? text(leg.pick === 'over' ? 'pick_over' : 'pick_under', { line: String(leg.line) })
          : leg.pick === 'draw'
            ? text('pick_draw')
            : leg.market === 'handicap'
              ? `${team} ${number(leg.pick === 'home' ? /** @type {number} */ (leg.line) : -(/** @type {number} */ (leg.line)))}`
              : team
      const market = text(/** @type {any} */ (`market_${leg.market}`))
      const state = leg.result
        ? ` · ${text('score', { home: leg.result.home, away: leg.result.away })} ${text(leg.result.won ? 'legWon' : 'legLost')}`
        : ''
      return `${text('versus', { home: leg.home, away: leg.away })} · ${market}: ${pick} @ ${(leg.price / 100).toFixed(2)}${state}`
    })
    .join('; ')
}
