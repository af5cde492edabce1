// @ts-check
// The live tables' shared rounds. Every table runs rounds back to back on the platform's clock: round n
// opens at n × roundMs, takes bets until its betting window closes ("no more bets"), then shows its
// result until round n + 1 opens. A round's random seed is made when the round is first seen and its
// SHA-256 is shown while bets are taken; the seed is revealed once the window closes and decides the
// result, so every player at the table sees the same result and anyone can recompute it.
//
// A player's bets on one round are one row of `bets` (engine = the table's kind, nonce = the round
// number): the stake is a `bet` ledger entry in the same transaction as the row, the return a `payout`
// entry in the same transaction as the row's settlement, which happens exactly once whoever asks first.
import { randomBytes } from 'node:crypto'

import { ApiError } from '../../lib/http.mjs'
import { InsufficientFundsError, post } from '../../lib/ledger.mjs'
import { settleOpenBet } from '../bet-settlement.mjs'
import { floats, hashServerSeed } from '../fair.mjs'
import { assertMayStake, touchLaunchSession } from '../launch.mjs'
import { insertRound } from '../rounds.mjs'
import { TABLE_FLOATS, TABLE_KINDS, betReturn, drawResult, validSpot } from './rules.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('../launch.mjs').LaunchSession} LaunchSession */
/** @typedef {import('./rules.mjs').TableKind} TableKind */

export const MAX_TABLE_STAKE_MINOR = 1_000_000
export const MAX_SPOTS = 20

/**
 * Round timings per kind of table, in ms: the betting window, then the result until the next round.
 * "Speed" tables run shorter windows; "Auto" roulette spins without a dealer's pause.
 */
const TIMINGS = {
  roulette: { standard: [20_000, 10_000], speed: [10_000, 8_000], auto: [12_000, 8_000] },
  baccarat: { standard: [15_000, 10_000], speed: [8_000, 7_000], auto: [15_000, 10_000] },
  dragontiger: { standard: [10_000, 6_000], speed: [6_000, 5_000], auto: [10_000, 6_000] },
}

/**
 * The table a catalogue game runs, from its code, or null when it is not one of these tables.
 * @param {{ game_code: string, game_classify: string }} game
 * @returns {{ kind: TableKind, bettingMs: number, resultMs: number, roundMs: number } | null}
 */
export function tableOf(game) {
  if (game.game_classify !== 'table') return null
  const code = game.game_code
  /** @type {TableKind | null} */
  const kind = code.includes('roulette')
    ? 'roulette'
    : code.includes('baccarat')
      ? 'baccarat'
      : code.includes('dragon_tiger')
        ? 'dragontiger'
        : null
  if (!kind) return null
  const pace = code.includes('speed') ? 'speed' : code.includes('auto') ? 'auto' : 'standard'
  const [bettingMs, resultMs] = /** @type {[number, number]} */ (TIMINGS[kind][pace])
  return { kind, bettingMs, resultMs, roundMs: bettingMs + resultMs }
}

/** @param {string} engine */
export const isTableEngine = (engine) => /** @type {readonly string[]} */ (TABLE_KINDS).includes(engine)

/**
 * @typedef {object} TableRoundRow
 * @property {number} node_id
 * @property {number} round_no
 * @property {string} seed
 * @property {string} seed_hash
 * @property {number} opens_at
 * @property {number} closes_at
 * @property {string | null} result
 * @property {number | null} settled_at
 */

/**
 * The round of a table at `now`, made (with its seed) if nobody has seen it yet.
 * @param {Db} db
 * @param {number} nodeId
 * @param {NonNullable<ReturnType<typeof tableOf>>} table
 * @param {number} now
 */
export function currentRound(db, nodeId, table, now) {
  const roundNo = Math.floor(now / table.roundMs)
  const seed = randomBytes(32).toString('hex')
  const opensAt = roundNo * table.roundMs
  db.prepare(
    `INSERT OR IGNORE INTO table_rounds (node_id, round_no, seed, seed_hash, opens_at, closes_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(nodeId, roundNo, seed, hashServerSeed(seed), opensAt, opensAt + table.bettingMs)
  return /** @type {TableRoundRow} */ (
    db.prepare('SELECT * FROM table_rounds WHERE node_id = ? AND round_no = ?').get(nodeId, roundNo)
  )
}

/** The provably fair floats of a table round: the round's seed, the table as client seed, the round as nonce. */
/** @param {TableRoundRow} row @param {TableKind} kind */
export function roundResult(row, kind) {
  const values = floats(
    { serverSeed: row.seed, clientSeed: `table-${row.node_id}`, nonce: row.round_no },
    TABLE_FLOATS[kind],
  )
  return drawResult(kind, values)
}

/**
 * Settles every open bet of one closed round, each exactly once: the row's status moves from open to
 * settled in the same transaction as its payout, so a second run (another tab, the scheduler, a
 * restart) finds nothing left to pay.
 * @param {Db} db
 * @param {number} nodeId
 * @param {number} roundNo
 * @param {number} now
 */
export function settleTableRound(db, nodeId, roundNo, now) {
  return db.transaction(() => {
    const row = /** @type {TableRoundRow | undefined} */ (
      db.prepare('SELECT * FROM table_rounds WHERE node_id = ? AND round_no = ?').get(nodeId, roundNo)
    )
    if (!row || row.closes_at > now) return 0
    const open =
      /** @type {{ id: number, member_id: number, round_ref: string, engine: TableKind, params: string }[]} */ (
        db
          .prepare(
            `SELECT id, member_id, round_ref, engine, params FROM bets
           WHERE node_id = ? AND nonce = ? AND status = 'open' AND seed_id IS NULL`,
          )
          .all(nodeId, roundNo)
      )
    let settled = 0
    for (const bet of open) {
      const result = row.result ? JSON.parse(row.result) : roundResult(row, bet.engine)
      if (!row.result) {
        row.result = JSON.stringify(result)
        db.prepare(
          'UPDATE table_rounds SET result = ?, settled_at = ? WHERE node_id = ? AND round_no = ?',
        ).run(row.result, now, nodeId, roundNo)
      }
      /** @type {{ spots: { spot: string, stake: number }[] }} */
      const params = JSON.parse(bet.params)
      const returns = params.spots.map(({ spot, stake }) => ({
        spot,
        stake,
        payout: betReturn(bet.engine, spot, stake, result),
      }))
      const payout = returns.reduce((sum, item) => sum + item.payout, 0)
      if (!settleOpenBet(db, bet, payout, { result, returns }, now)) continue
      settled += 1
    }
    return settled
  })()
}

/**
 * Settles the open bets of every table round whose window has closed (the scheduler's run, and the
 * first thing a table's page or bet does). `nodeId` limits it to one table.
 * @param {Db} db
 * @param {number} now
 * @param {number} [nodeId]
 */
export function settleDueTableBets(db, now, nodeId) {
  const due = /** @type {{ node_id: number, round_no: number }[]} */ (
    db
      .prepare(
        `SELECT DISTINCT r.node_id, r.round_no FROM bets b
         JOIN table_rounds r ON r.node_id = b.node_id AND r.round_no = b.nonce
         WHERE b.status = 'open' AND b.seed_id IS NULL AND r.closes_at <= ? AND (? IS NULL OR b.node_id = ?)`,
      )
      .all(now, nodeId ?? null, nodeId ?? null)
  )
  return due.reduce((sum, round) => sum + settleTableRound(db, round.node_id, round.round_no, now), 0)
}

/**
 * Settles due table rounds at start and then every `everyMs`, so a player who closes the page (or
 * loses the network) between bet and result is paid all the same.
 * @param {Db} db
 * @param {() => number} now
 */
export function startTableScheduler(db, now, everyMs = 2000) {
  const run = () => {
    try {
      settleDueTableBets(db, now())
    } catch (error) {
      console.error('tables: settlement failed, retried at the next tick', error)
    }
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * @param {unknown} raw
 * @param {TableKind} kind
 * @param {number} minStake
 * @returns {{ spot: string, stake: number }[]}
 */
function parseSpots(raw, kind, minStake) {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_SPOTS) throw new ApiError(400, 'table.spot')
  const seen = new Set()
  return raw.map((item) => {
    const entry = /** @type {Record<string, unknown>} */ (item ?? {})
    const spot = typeof entry.spot === 'string' ? entry.spot : ''
    if (!validSpot(kind, spot) || seen.has(spot)) throw new ApiError(400, 'table.spot')
    seen.add(spot)
    const stake = Number(entry.stake)
    if (!Number.isSafeInteger(stake) || stake < minStake || stake > MAX_TABLE_STAKE_MINOR) {
      throw new ApiError(400, 'stake.out.of.range', {
        value: { minStake, maxStake: MAX_TABLE_STAKE_MINOR },
      })
    }
    return { spot, stake }
  })
}

/**
 * Places a player's bets on the table's open round. Refused once the window has closed
 * (`table.closed`), for a round that is not the open one, and when the player already has a bet on
 * this round (another tab: `table.bet.placed`).
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {Record<string, unknown>} body
 * @param {number} now
 */
export function placeTableBet(db, launch, body, now) {
  const table = tableOf(launch)
  if (!table) throw new ApiError(400, 'request_param_err')
  const roundNo = Number(body.round)
  if (!Number.isSafeInteger(roundNo) || roundNo < 0) throw new ApiError(400, 'request_param_err')
  const spots = parseSpots(body.bets, table.kind, launch.min_bet_minor)
  const stake = spots.reduce((sum, item) => sum + item.stake, 0)
  if (stake > MAX_TABLE_STAKE_MINOR) {
    throw new ApiError(400, 'stake.out.of.range', {
      value: { minStake: launch.min_bet_minor, maxStake: MAX_TABLE_STAKE_MINOR },
    })
  }
  settleDueTableBets(db, now, launch.node_id)
  try {
    return db.transaction(() => {
      const round = currentRound(db, launch.node_id, table, now)
      if (roundNo < round.round_no || round.closes_at <= now) throw new ApiError(409, 'table.closed')
      if (roundNo > round.round_no) throw new ApiError(400, 'request_param_err')
      const placed = db
        .prepare('SELECT 1 FROM bets WHERE member_id = ? AND node_id = ? AND nonce = ? AND seed_id IS NULL')
        .get(launch.member_id, launch.node_id, roundNo)
      if (placed) throw new ApiError(409, 'table.bet.placed')
      assertMayStake(db, launch, stake, now)
      const roundRef = `T${randomBytes(9).toString('base64url')}`
      // A table bet has no member seed pair (its round's seed decides it); the round number is its nonce.
      insertRound(db, launch, {
        roundRef,
        engine: table.kind,
        seedId: null,
        nonce: roundNo,
        stake,
        params: { round: roundNo, spots },
        now,
      })
      post(db, { memberId: launch.member_id, amountMinor: -stake, kind: 'bet', ref: roundRef, at: now })
      touchLaunchSession(db, launch.id, now)
      return roundRef
    })()
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(400, 'balance.insufficient')
    throw error
  }
}

/** @param {{ round_ref: string, stake_minor: number, payout_minor: number, status: string, params: string, outcome: string | null, nonce: number }} row */
const betView = (row) => ({
  round: row.round_ref,
  roundNo: row.nonce,
  status: row.status,
  stake: row.stake_minor,
  payout: row.payout_minor,
  spots: JSON.parse(row.params).spots,
  outcome: row.outcome ? JSON.parse(row.outcome) : null,
})

/**
 * What the table's page shows: the round (its seed's hash while open; seed and result once closed),
 * the time left in its phase, the results of the last rounds dealt, and this player's bets.
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {number} now
 */
export function tableState(db, launch, now) {
  const table = tableOf(launch)
  if (!table) throw new ApiError(400, 'request_param_err')
  settleDueTableBets(db, now, launch.node_id)
  const round = currentRound(db, launch.node_id, table, now)
  const closed = round.closes_at <= now
  const history = /** @type {TableRoundRow[]} */ (
    db
      .prepare(
        `SELECT * FROM table_rounds WHERE node_id = ? AND closes_at <= ? AND round_no <= ?
         ORDER BY round_no DESC LIMIT 12`,
      )
      .all(launch.node_id, now, round.round_no)
  )
  const bets = /** @type {Parameters<typeof betView>[0][]} */ (
    db
      .prepare(
        `SELECT round_ref, stake_minor, payout_minor, status, params, outcome, nonce FROM bets
         WHERE member_id = ? AND node_id = ? AND seed_id IS NULL ORDER BY id DESC LIMIT 10`,
      )
      .all(launch.member_id, launch.node_id)
  )
  return {
    table: { kind: table.kind, bettingMs: table.bettingMs, resultMs: table.resultMs },
    round: {
      no: round.round_no,
      phase: closed ? 'result' : 'betting',
      msLeft: closed ? (round.round_no + 1) * table.roundMs - now : round.closes_at - now,
      seedHash: round.seed_hash,
      seed: closed ? round.seed : null,
      result: closed ? roundResult(round, table.kind) : null,
    },
    history: history.map((row) => ({
      no: row.round_no,
      seedHash: row.seed_hash,
      seed: row.seed,
      result: row.result ? JSON.parse(row.result) : roundResult(row, table.kind),
    })),
    bets: bets.map(betView),
  }
}

/**
 * Test control: closes the betting window of a table's open round now, so its result shows and its
 * bets settle without waiting for the table's clock.
 * @param {Db} db
 * @param {{ node_id: number, game_code: string, game_classify: string }} game
 * @param {number} now
 */
export function closeTableRound(db, game, now) {
  const table = tableOf(game)
  if (!table) return null
  const round = currentRound(db, game.node_id, table, now)
  if (round.closes_at > now) {
    db.prepare('UPDATE table_rounds SET closes_at = ? WHERE node_id = ? AND round_no = ?').run(
      now,
      game.node_id,
      round.round_no,
    )
  }
  const settled = settleDueTableBets(db, now, game.node_id)
  return { round: round.round_no, settled }
}
