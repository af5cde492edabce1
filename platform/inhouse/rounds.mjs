// @ts-check
// Rounds of the in-house engines. A round's stake, its payout and the bet record are written in one
// SQLite transaction through the ledger, so the balance always equals the sum of the ledger, never
// goes below zero, and a round is either fully settled or not there at all. The points a settled round
// earns are posted in that same transaction.
import { randomBytes } from 'node:crypto'

import { ApiError } from '../lib/http.mjs'
import { InsufficientFundsError, post } from '../lib/ledger.mjs'
import { DICE_FLOATS, parseDiceParams, playDice } from './dice.mjs'
import { settleOpenBet } from './bet-settlement.mjs'
import { assertMayStake, touchLaunchSession } from './launch.mjs'
import { floats, hashServerSeed, newClientSeed, newServerSeed, CLIENT_SEED_PATTERN } from './fair.mjs'
import { MINES_FLOATS, TILES, minePositions, minesPayout, parseMinesParams, parseTile } from './mines.mjs'
import { PAYLINES, SLOT_FLOATS, spinRound } from './reels.mjs'
import { FISHING_FLOATS, fishOf, playShot } from './fishing.mjs'
import { tableOf } from './tables/rounds.mjs'
import { HOLDEM_FLOATS, handInProgress } from './holdem.mjs'
import { openFreeRounds, spendFreeRound } from '../lib/promotions/free-spins.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./launch.mjs').LaunchSession} LaunchSession */
/** @typedef {'dice' | 'slot5x3' | 'mines' | 'fishing' | 'holdem' | 'sportsbook' | import('./tables/rules.mjs').TableKind} Engine */

export const MAX_STAKE_MINOR = 1_000_000

/**
 * The engine that plays a catalogue game: the house games by their code; other vendors' games are
 * played on this platform by the reel engine (slots), the fishing engine (fishing), the live-table
 * engine their name says (roulette, baccarat, dragon tiger tables), Texas Hold'em (the card room of
 * that name), the sportsbook (sports and esports) or the dice engine (the rest).
 * @param {{ vendor_code: string, game_code: string, game_classify: string }} game
 * @returns {Engine}
 */
export function engineOf(game) {
  if (game.vendor_code === 'HOUSE' && ['dice', 'slot5x3', 'mines'].includes(game.game_code)) {
    return /** @type {Engine} */ (game.game_code)
  }
  const table = tableOf(game)
  if (table) return table.kind
  if (game.game_classify === 'cards' && game.game_code === 'texas_hold_em') return 'holdem'
  if (game.game_classify === 'slot') return 'slot5x3'
  if (game.game_classify === 'sports') return 'sportsbook'
  return game.game_classify === 'fishing' ? 'fishing' : 'dice'
}

/**
 * @typedef {object} SeedRow
 * @property {number} id
 * @property {number} member_id
 * @property {string} server_seed
 * @property {string} server_seed_hash
 * @property {string} client_seed
 * @property {number} next_nonce
 * @property {number} created_at
 * @property {number | null} revealed_at
 */

/**
 * @param {Db} db
 * @param {number} memberId
 * @param {number} now
 * @returns {SeedRow}
 */
export function activeSeed(db, memberId, now) {
  const found = /** @type {SeedRow | undefined} */ (
    db.prepare('SELECT * FROM fair_seeds WHERE member_id = ? AND revealed_at IS NULL').get(memberId)
  )
  if (found) return found
  const serverSeed = newServerSeed()
  const info = db
    .prepare(
      `INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
       VALUES (?, ?, ?, ?, 0, ?)`,
    )
    .run(memberId, serverSeed, hashServerSeed(serverSeed), newClientSeed(), now)
  return /** @type {SeedRow} */ (
    db.prepare('SELECT * FROM fair_seeds WHERE id = ?').get(info.lastInsertRowid)
  )
}

/** @param {SeedRow} seed */
export function publicSeed(seed) {
  return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce }
}

/**
 * Reveals the active server seed and starts a new pair with the player's client seed (or a fresh one).
 * Refused while a round is open, because the revealed seed would tell where the mines are.
 * @param {Db} db
 * @param {number} memberId
 * @param {string | undefined} clientSeed
 * @param {number} now
 */
export function rotateSeed(db, memberId, clientSeed, now) {
  if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed))
    throw new ApiError(400, 'seed.invalid')
  return db.transaction(() => {
    const open = db
      .prepare("SELECT 1 FROM bets WHERE member_id = ? AND status = 'open' AND seed_id IS NOT NULL")
      .get(memberId)
    if (open) throw new ApiError(409, 'round.open')
    const previous = activeSeed(db, memberId, now)
    db.prepare('UPDATE fair_seeds SET revealed_at = ? WHERE id = ?').run(now, previous.id)
    const serverSeed = newServerSeed()
    db.prepare(
      `INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
       VALUES (?, ?, ?, ?, 0, ?)`,
    ).run(memberId, serverSeed, hashServerSeed(serverSeed), clientSeed ?? newClientSeed(), now)
    const current = activeSeed(db, memberId, now)
    return {
      previous: {
        serverSeed: previous.server_seed,
        serverSeedHash: previous.server_seed_hash,
        clientSeed: previous.client_seed,
        roundsPlayed: previous.next_nonce,
      },
      current: publicSeed(current),
    }
  })()
}

/**
 * @param {unknown} raw
 * @returns {{ lineBet: number }}
 */
export function parseSlotParams(raw) {
  const input = /** @type {Record<string, unknown>} */ (raw ?? {})
  const lineBet = Number(input.lineBet)
  if (!Number.isSafeInteger(lineBet) || lineBet < 1) throw new ApiError(400, 'request_param_err')
  return { lineBet }
}

/**
 * @param {unknown} raw
 * @returns {{ fish: import('./fishing.mjs').FishId }}
 */
export function parseFishParams(raw) {
  const fish = fishOf(/** @type {Record<string, unknown>} */ (raw ?? {}).fish)
  if (!fish) throw new ApiError(400, 'fish.unknown')
  return { fish: fish.id }
}

/**
 * A slot round from its floats, taken in order: five stops for the paid spin, five per free spin.
 * @param {number[]} values
 * @param {{ lineBet: number }} params
 */
export function playSlot(values, { lineBet }) {
  let next = 0
  const outcome = spinRound(() => /** @type {number} */ (values[next++]), lineBet)
  return { payoutMinor: outcome.payoutMinor, outcome }
}

/**
 * A stake from the game's minimum bet to MAX_STAKE_MINOR, else `stake.out.of.range`.
 * @param {unknown} raw
 * @param {{ min_bet_minor: number }} launch
 */
export function parseStake(raw, launch) {
  const stake = Number(raw)
  if (!Number.isSafeInteger(stake) || stake < launch.min_bet_minor || stake > MAX_STAKE_MINOR) {
    throw new ApiError(400, 'stake.out.of.range', {
      value: { minStake: launch.min_bet_minor, maxStake: MAX_STAKE_MINOR },
    })
  }
  return stake
}

/**
 * @param {() => unknown} work
 */
export function withFunds(work) {
  try {
    return work()
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(400, 'balance.insufficient')
    throw error
  }
}

/**
 * @typedef {object} BetRow
 * @property {number} id
 * @property {string} round_ref
 * @property {number} member_id
 * @property {string} merchant_code
 * @property {number} node_id
 * @property {string} vendor_code
 * @property {string} game_type
 * @property {Engine} engine
 * @property {string | null} launch_session_id
 * @property {number} seed_id
 * @property {number} nonce
 * @property {number} stake_minor
 * @property {number} payout_minor
 * @property {'open' | 'settled'} status
 * @property {string} params
 * @property {string} state
 * @property {string | null} outcome
 * @property {number} created_at
 * @property {number | null} settled_at
 */

/**
 * Writes an open round of the launch session's game (its stake is posted by the caller, in the same
 * transaction); a round not decided by the member's seed pair has no seed or nonce.
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {{ roundRef: string, engine: string, seedId: number | null, nonce: number | null, stake: number, params: object, now: number }} round
 */
export function insertRound(db, launch, { roundRef, engine, seedId, nonce, stake, params, now }) {
  const info = db
    .prepare(
      `INSERT INTO bets (round_ref, member_id, merchant_code, node_id, vendor_code, game_type, engine,
         launch_session_id, seed_id, nonce, stake_minor, status, params, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
    )
    .run(
      roundRef,
      launch.member_id,
      launch.merchant_code,
      launch.node_id,
      launch.vendor_code,
      launch.game_type,
      engine,
      launch.id,
      seedId,
      nonce,
      stake,
      JSON.stringify(params),
      now,
    )
  return Number(info.lastInsertRowid)
}

/**
 * Debits the stake and opens a round with the next nonce of the member's seed pair.
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {Engine} engine
 * @param {number} stake
 * @param {object} params
 * @param {number} now
 */
export function openRound(db, launch, engine, stake, params, now) {
  assertMayStake(db, launch, stake, now)
  const seed = activeSeed(db, launch.member_id, now)
  db.prepare('UPDATE fair_seeds SET next_nonce = next_nonce + 1 WHERE id = ?').run(seed.id)
  const roundRef = `R${randomBytes(9).toString('base64url')}`
  const unfinished = db
    .prepare("SELECT 1 FROM bets WHERE member_id = ? AND node_id = ? AND status = 'open'")
    .get(launch.member_id, launch.node_id)
  if (unfinished) throw new ApiError(409, '#734')
  const betId = insertRound(db, launch, {
    roundRef,
    engine,
    seedId: seed.id,
    nonce: seed.next_nonce,
    stake,
    params,
    now,
  })
  post(db, { memberId: launch.member_id, amountMinor: -stake, kind: 'bet', ref: roundRef, at: now })
  touchLaunchSession(db, launch.id, now)
  return { betId, roundRef, seed, nonce: seed.next_nonce }
}

/**
 * @param {Db} db
 * @param {{ id: number, member_id: number, round_ref: string }} bet
 * @param {number} payout
 * @param {object} outcome
 * @param {object} state
 * @param {number} now
 */
export function settleRound(db, bet, payout, outcome, state, now) {
  if (!settleOpenBet(db, bet, payout, outcome, now, state)) throw new ApiError(409, 'round.settled')
}

/** @param {Db} db @param {number} memberId */
function balanceOf(db, memberId) {
  return /** @type {{ balance_minor: number }} */ (
    db.prepare('SELECT balance_minor FROM members WHERE id = ?').get(memberId)
  ).balance_minor
}

/**
 * Plays one dice, slot or fishing round to the end.
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {Record<string, unknown>} body
 * @param {number} now
 */
export function playInstantRound(db, launch, body, now) {
  const engine = engineOf(launch)
  if (engine !== 'dice' && engine !== 'slot5x3' && engine !== 'fishing')
    throw new ApiError(400, 'request_param_err')
  /**
   * Opens the round, draws its floats and settles it at once: dice, slots and shots have no steps.
   * @param {number} stake
   * @param {object} params
   * @param {number} count floats the engine uses
   * @param {(values: number[]) => { payoutMinor: number, outcome: object }} play
   */
  const playAtOnce = (stake, params, count, play) => {
    const round = openRound(db, launch, engine, stake, params, now)
    const values = floats(
      { serverSeed: round.seed.server_seed, clientSeed: round.seed.client_seed, nonce: round.nonce },
      count,
    )
    const result = play(values)
    const bet = { id: round.betId, member_id: launch.member_id, round_ref: round.roundRef }
    settleRound(db, bet, result.payoutMinor, result.outcome, {}, now)
    return roundView(db, round.betId)
  }
  return withFunds(() =>
    db.transaction(() => {
      if (engine === 'dice') {
        const params = parseDiceParams(body)
        const stake = parseStake(body.stake, launch)
        return playAtOnce(stake, params, DICE_FLOATS, (values) => playDice(values, stake, params))
      }
      if (engine === 'fishing') {
        const params = parseFishParams(body)
        const stake = parseStake(body.stake, launch)
        return playAtOnce(stake, params, FISHING_FLOATS, (values) => playShot(values, stake, params.fish))
      }
      if (body.free === true) return playFreeRound(db, launch, now, playAtOnce)
      const params = parseSlotParams(body)
      const stake = params.lineBet * PAYLINES.length
      parseStake(stake, launch)
      return playAtOnce(stake, params, SLOT_FLOATS, (values) => playSlot(values, params))
    })(),
  )
}

/**
 * One free round of a promotion's grant on this slot (lib/promotions/free-spins.mjs), inside the round's
 * transaction: the grant loses one round, the promotion pays the round's stake into the balance
 * (`free_spin_bonus`), and the round is played like any other, its stake debited as a bet and its payout
 * credited. So the balance moves by the payout only, and the ledger still sums to it.
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {number} now
 * @param {(stake: number, params: object, count: number, play: (values: number[]) => { payoutMinor: number, outcome: object }) => unknown} playAtOnce
 */
function playFreeRound(db, launch, now, playAtOnce) {
  const grant = openFreeRounds(db, launch.member_id, launch.node_id)
  if (!grant || !spendFreeRound(db, grant.id)) throw new ApiError(409, 'free.rounds.none')
  const lineBet = grant.line_bet_minor
  const stake = lineBet * PAYLINES.length
  post(db, {
    memberId: launch.member_id,
    amountMinor: stake,
    kind: 'free_spin_bonus',
    ref: `FREE${grant.id}`,
    at: now,
  })
  return playAtOnce(stake, { lineBet, free: true }, SLOT_FLOATS, (values) => playSlot(values, { lineBet }))
}

/**
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {Record<string, unknown>} body
 * @param {number} now
 */
export function startMines(db, launch, body, now) {
  if (engineOf(launch) !== 'mines') throw new ApiError(400, 'request_param_err')
  return withFunds(() =>
    db.transaction(() => {
      const params = parseMinesParams(body)
      const stake = parseStake(body.stake, launch)
      const round = openRound(db, launch, 'mines', stake, params, now)
      db.prepare('UPDATE bets SET state = ? WHERE id = ?').run(JSON.stringify({ revealed: [] }), round.betId)
      return roundView(db, round.betId)
    })(),
  )
}

/**
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {unknown} roundRef
 */
function openMinesRound(db, launch, roundRef) {
  const bet = /** @type {BetRow | undefined} */ (
    db
      .prepare("SELECT * FROM bets WHERE round_ref = ? AND member_id = ? AND engine = 'mines'")
      .get(String(roundRef), launch.member_id)
  )
  if (!bet) throw new ApiError(404, 'round.not.found')
  if (bet.status !== 'open') throw new ApiError(409, 'round.settled')
  const seed = /** @type {SeedRow} */ (db.prepare('SELECT * FROM fair_seeds WHERE id = ?').get(bet.seed_id))
  const { mines } = JSON.parse(bet.params)
  const mined = minePositions(
    floats({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: bet.nonce }, MINES_FLOATS),
    mines,
  )
  /** @type {{ revealed: number[] }} */
  const state = JSON.parse(bet.state)
  return { bet, mines: /** @type {number} */ (mines), mined, state }
}

/**
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {Record<string, unknown>} body
 * @param {number} now
 */
export function revealTile(db, launch, body, now) {
  const tile = parseTile(body)
  return db.transaction(() => {
    const { bet, mines, mined, state } = openMinesRound(db, launch, body.round)
    if (state.revealed.includes(tile)) throw new ApiError(400, 'request_param_err')
    const revealed = [...state.revealed, tile]
    if (mined.includes(tile)) {
      settleRound(db, bet, 0, { mines: mined, revealed, hit: tile, multiplierBasis: 0 }, { revealed }, now)
    } else if (revealed.length === TILES - mines) {
      const payout = minesPayout(bet.stake_minor, mines, revealed.length)
      settleRound(db, bet, payout, { mines: mined, revealed, hit: null }, { revealed }, now)
    } else {
      db.prepare('UPDATE bets SET state = ? WHERE id = ?').run(JSON.stringify({ revealed }), bet.id)
    }
    return roundView(db, bet.id)
  })()
}

/**
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {Record<string, unknown>} body
 * @param {number} now
 */
export function cashOut(db, launch, body, now) {
  return db.transaction(() => {
    const { bet, mines, mined, state } = openMinesRound(db, launch, body.round)
    if (state.revealed.length === 0) throw new ApiError(400, 'round.nothing.revealed')
    const payout = minesPayout(bet.stake_minor, mines, state.revealed.length)
    settleRound(db, bet, payout, { mines: mined, revealed: state.revealed, hit: null }, state, now)
    return roundView(db, bet.id)
  })()
}

/**
 * What the player may see of a round: everything once settled; while a mines round is open, only
 * the tiles revealed so far and the next cash-out value.
 * @param {Db} db
 * @param {number} betId
 */
export function roundView(db, betId) {
  const bet = /** @type {BetRow} */ (db.prepare('SELECT * FROM bets WHERE id = ?').get(betId))
  const params = JSON.parse(bet.params)
  const state = JSON.parse(bet.state)
  const view = {
    round: bet.round_ref,
    engine: bet.engine,
    status: bet.status,
    stake: bet.stake_minor,
    payout: bet.payout_minor,
    nonce: bet.nonce,
    params: bet.engine === 'dice' ? { ...params, target: params.target / 100 } : params,
    outcome: bet.outcome ? JSON.parse(bet.outcome) : null,
    createdAt: bet.created_at,
    settledAt: bet.settled_at,
    balance: balanceOf(db, bet.member_id),
  }
  if (bet.engine === 'holdem' && bet.status === 'open') {
    // A hand in progress shows the player's cards and the board so far, never the house seats' cards.
    const seed = /** @type {SeedRow} */ (db.prepare('SELECT * FROM fair_seeds WHERE id = ?').get(bet.seed_id))
    const values = floats(
      { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: bet.nonce },
      HOLDEM_FLOATS,
    )
    return { ...view, ...handInProgress(values, state.calls ?? 0, params.unit) }
  }
  if (bet.engine === 'mines' && bet.status === 'open') {
    const revealed = /** @type {number[]} */ (state.revealed ?? [])
    return {
      ...view,
      revealed,
      cashOutValue: revealed.length ? minesPayout(bet.stake_minor, params.mines, revealed.length) : null,
      nextCashOutValue: minesPayout(bet.stake_minor, params.mines, revealed.length + 1),
    }
  }
  return view
}

/**
 * The member's open round of this game, to resume a mines field after a reload.
 * @param {Db} db
 * @param {LaunchSession} launch
 */
export function openRoundOf(db, launch) {
  const bet = /** @type {{ id: number } | undefined} */ (
    db
      .prepare("SELECT id FROM bets WHERE member_id = ? AND node_id = ? AND status = 'open'")
      .get(launch.member_id, launch.node_id)
  )
  return bet ? roundView(db, bet.id) : null
}

/**
 * Rounds played in this launch session: count, staked, paid and the net result.
 * @param {Db} db
 * @param {string} launchId
 */
export function sessionTotals(db, launchId) {
  const row = /** @type {{ rounds: number, staked: number | null, paid: number | null }} */ (
    db
      .prepare(
        `SELECT COUNT(*) AS rounds, SUM(stake_minor) AS staked, SUM(payout_minor) AS paid
         FROM bets WHERE launch_session_id = ? AND status = 'settled'`,
      )
      .get(launchId)
  )
  const staked = row.staked ?? 0
  const paid = row.paid ?? 0
  return { rounds: row.rounds, staked, paid, net: paid - staked }
}

/**
 * Everything needed to recompute a settled round, the server seed only once it has been revealed: a
 * member's seed pair, or for a live-table bet its round's seed (revealed when the round closed), the
 * table as client seed and the round number as nonce.
 * @param {Db} db
 * @param {string} roundRef
 */
export function verificationOf(db, roundRef) {
  const row =
    /** @type {(BetRow & { server_seed: string | null, server_seed_hash: string | null, client_seed: string, revealed_at: number | null, game_name: string }) | undefined} */ (
      db
        .prepare(
          `SELECT b.*, COALESCE(s.server_seed, r.seed) AS server_seed,
             COALESCE(s.server_seed_hash, r.seed_hash) AS server_seed_hash,
             COALESCE(s.client_seed, 'table-' || b.node_id) AS client_seed,
             CASE WHEN b.seed_id IS NULL THEN r.closes_at ELSE s.revealed_at END AS revealed_at, g.name AS game_name
           FROM bets b LEFT JOIN fair_seeds s ON s.id = b.seed_id
           LEFT JOIN table_rounds r ON b.seed_id IS NULL AND r.node_id = b.node_id AND r.round_no = b.nonce
           JOIN games g ON g.node_id = b.node_id
           WHERE b.round_ref = ?`,
        )
        .get(roundRef)
    )
  if (!row || row.status !== 'settled' || !row.server_seed_hash) return null
  return {
    round: row.round_ref,
    gameName: row.game_name,
    engine: row.engine,
    stake: row.stake_minor,
    payout: row.payout_minor,
    params: JSON.parse(row.params),
    outcome: row.outcome ? JSON.parse(row.outcome) : null,
    settledAt: row.settled_at,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed_at ? row.server_seed : null,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  }
}
