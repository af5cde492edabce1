// @ts-check
// Hands of Texas Hold'em in the card rooms: a hand is a round that stays open between the player's
// decisions, like a mines field. The ante is the round's stake when the hand is dealt; each call adds
// one unit to it, as a `bet` ledger entry in the same transaction; the payout is posted when the hand
// ends. The cards come from the member's provably fair seed pair and the round's nonce.
import { ApiError } from '../lib/http.mjs'
import { post } from '../lib/ledger.mjs'
import { floats } from './fair.mjs'
import { DECISIONS, HOLDEM_FLOATS, dealHand, playOut } from './holdem.mjs'
import { assertMayStake, touchLaunchSession } from './launch.mjs'
import { engineOf, openRound, roundView, settleRound, withFunds } from './rounds.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./launch.mjs').LaunchSession} LaunchSession */

/** Stake factor of a card room's tier (docs/platform.md, `GLS2_roomList`). */
const TIER_FACTORS = { A: 1, B: 5, C: 25 }

/** The room's stake: the game's minimum bet times its tier's factor (a launch without a room: ×1). */
/** @param {LaunchSession} launch */
export function unitOf(launch) {
  const tier = launch.room_id?.slice(-1) ?? 'A'
  return launch.min_bet_minor * (TIER_FACTORS[/** @type {keyof typeof TIER_FACTORS} */ (tier)] ?? 1)
}

/**
 * Deals a hand: the ante (one unit) is taken and the round opened.
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {Record<string, unknown>} _body
 * @param {number} now
 */
export function dealHoldem(db, launch, _body, now) {
  if (engineOf(launch) !== 'holdem') throw new ApiError(400, 'request_param_err')
  const unit = unitOf(launch)
  return withFunds(() =>
    db.transaction(() => {
      const round = openRound(db, launch, 'holdem', unit, { unit }, now)
      db.prepare('UPDATE bets SET state = ? WHERE id = ?').run(JSON.stringify({ calls: 0 }), round.betId)
      return roundView(db, round.betId)
    })(),
  )
}

/**
 * The player's decision on an open hand: `call` (one more unit) or `fold`. The hand ends on a fold,
 * when every house seat has folded, or after the third call (the river and the showdown).
 * @param {Db} db
 * @param {LaunchSession} launch
 * @param {Record<string, unknown>} body
 * @param {number} now
 */
export function actHoldem(db, launch, body, now) {
  const action = body.action
  if (action !== 'call' && action !== 'fold') throw new ApiError(400, 'request_param_err')
  return withFunds(() =>
    db.transaction(() => {
      const bet = /** @type {import('./rounds.mjs').BetRow | undefined} */ (
        db
          .prepare("SELECT * FROM bets WHERE round_ref = ? AND member_id = ? AND engine = 'holdem'")
          .get(String(body.round), launch.member_id)
      )
      if (!bet) throw new ApiError(404, 'round.not.found')
      if (bet.status !== 'open') throw new ApiError(409, 'round.settled')
      const seed = /** @type {{ server_seed: string, client_seed: string }} */ (
        db.prepare('SELECT server_seed, client_seed FROM fair_seeds WHERE id = ?').get(bet.seed_id)
      )
      const hand = dealHand(
        floats(
          { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: bet.nonce },
          HOLDEM_FLOATS,
        ),
      )
      const { unit } = JSON.parse(bet.params)
      let { calls } = JSON.parse(bet.state)
      if (action === 'call') {
        assertMayStake(db, launch, unit, now)
        post(db, { memberId: launch.member_id, amountMinor: -unit, kind: 'bet', ref: bet.round_ref, at: now })
        db.prepare('UPDATE bets SET stake_minor = stake_minor + ? WHERE id = ?').run(unit, bet.id)
        calls += 1
      }
      const result = playOut(hand, calls, action === 'fold', unit)
      const over = action === 'fold' || calls === DECISIONS || !result.seatsIn.some(Boolean)
      touchLaunchSession(db, launch.id, now)
      if (over) {
        settleRound(
          db,
          bet,
          result.payout,
          { hand, calls, folded: action === 'fold', ...result },
          { calls },
          now,
        )
      } else {
        db.prepare('UPDATE bets SET state = ? WHERE id = ?').run(JSON.stringify({ calls }), bet.id)
      }
      return roundView(db, bet.id)
    })(),
  )
}
