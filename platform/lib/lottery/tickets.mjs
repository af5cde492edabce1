// @ts-check
// Lottery tickets: the bet kinds and their odds, placing a ticket (stake debited through the ledger in
// the same transaction), and settling a draw. A ticket is settled once: its settlement row's primary
// key is the ticket, written in the same transaction as the payout and the points it earns, so a second
// run, a concurrent run or a restart pays and awards nothing more.
import { randomBytes } from 'node:crypto'

import { ApiError } from '../http.mjs'
import { InsufficientFundsError, post } from '../ledger.mjs'
import { awardPointsForTicket } from '../points/ledger.mjs'
import { assertMayPlay } from '../protection/rules.mjs'
import { drawRules, openDraw, pinnedResult, resultOf } from './draws.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./draws.mjs').DrawFormat} DrawFormat */
/** @typedef {{ node_id: number, game_code: string, name: string, vendor_code: string, game_type: string, min_bet_minor: number }} LotteryGame */
/** @typedef {'pick' | 'big_small' | 'odd_even'} BetType */

export const BET_TYPES = /** @type {const} */ (['pick', 'big_small', 'odd_even'])
export const MAX_TICKET_STAKE_MINOR = 1_000_000
// Odds in hundredths (195 = 1.95 × the stake back). Keno "pick" pays by how many numbers were picked.
export const ODDS = { pick: 9000, big_small: 195, odd_even: 195 }
export const KENO_PICK_ODDS = /** @type {Record<number, number>} */ ({ 1: 360, 2: 1500, 3: 6500 })
// Keno's twenty numbers sum to 210–1610; a sum of exactly 810 is neither big nor small.
const KENO_MIDDLE = 810

/**
 * Checks a selection for a bet type and game format; answers it normalised with its odds.
 * @param {DrawFormat} format
 * @param {unknown} type
 * @param {unknown} rawSelection
 * @returns {{ type: BetType, selection: string, odds: number }}
 */
export function parseBet(format, type, rawSelection) {
  if (typeof type !== 'string' || !BET_TYPES.includes(/** @type {BetType} */ (type)))
    throw new ApiError(400, 'lottery.bet.type')
  const raw = typeof rawSelection === 'string' ? rawSelection.trim().toLowerCase() : ''
  const invalid = () => new ApiError(400, 'lottery.bet.selection')
  if (type === 'big_small') {
    if (raw !== 'big' && raw !== 'small') throw invalid()
    return { type, selection: raw, odds: ODDS.big_small }
  }
  if (type === 'odd_even') {
    if (raw !== 'odd' && raw !== 'even') throw invalid()
    return { type, selection: raw, odds: ODDS.odd_even }
  }
  if (format.kind === 'digits') {
    if (!/^\d{2}$/.test(raw)) throw invalid()
    return { type: 'pick', selection: raw, odds: ODDS.pick }
  }
  const numbers = raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
  const distinct = new Set(numbers)
  if (
    numbers.length < 1 ||
    numbers.length > 3 ||
    distinct.size !== numbers.length ||
    numbers.some((value) => !Number.isInteger(value) || value < 1 || value > format.max)
  )
    throw invalid()
  return {
    type: 'pick',
    selection: [...distinct].sort((a, b) => a - b).join(','),
    odds: /** @type {number} */ (KENO_PICK_ODDS[numbers.length]),
  }
}

/**
 * Whether a ticket wins against a draw's numbers. Digit games bet on the last digit (big 5–9, odd) and
 * "pick" on the last two digits; Keno bets on the sum of the twenty numbers and "pick" on numbers drawn.
 * @param {DrawFormat} format
 * @param {{ bet_type: string, selection: string }} ticket
 * @param {number[]} numbers
 */
export function ticketWins(format, ticket, numbers) {
  if (format.kind === 'digits') {
    const last = /** @type {number} */ (numbers[numbers.length - 1])
    if (ticket.bet_type === 'pick') return numbers.slice(-2).join('') === ticket.selection
    if (ticket.bet_type === 'big_small') return (last >= 5 ? 'big' : 'small') === ticket.selection
    return (last % 2 === 1 ? 'odd' : 'even') === ticket.selection
  }
  const sum = numbers.reduce((total, value) => total + value, 0)
  if (ticket.bet_type === 'pick')
    return ticket.selection.split(',').every((value) => numbers.includes(Number(value)))
  if (ticket.bet_type === 'big_small')
    return sum !== KENO_MIDDLE && (sum > KENO_MIDDLE ? 'big' : 'small') === ticket.selection
  return (sum % 2 === 1 ? 'odd' : 'even') === ticket.selection
}

/**
 * Places one ticket on the open draw of a game: refused for another draw, a drawn one, an unknown bet
 * type, a bad selection, a stake outside the limits or above the balance, or a blocked player.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, language: string, idleMs: number, game: LotteryGame,
 *   drawNo: unknown, type: unknown, selection: unknown, stakeMinor: unknown, now: number }} input
 */
export function placeTicket(db, input) {
  const { memberId, game, now } = input
  const { format } = drawRules(game)
  const bet = parseBet(format, input.type, input.selection)
  const stake = input.stakeMinor
  if (
    typeof stake !== 'number' ||
    !Number.isSafeInteger(stake) ||
    stake < game.min_bet_minor ||
    stake > MAX_TICKET_STAKE_MINOR
  )
    throw new ApiError(400, 'stake.out.of.range', {
      value: { minStake: game.min_bet_minor, maxStake: MAX_TICKET_STAKE_MINOR },
    })
  const open = openDraw(game, now)
  const drawNo = Number(input.drawNo)
  if (!Number.isSafeInteger(drawNo) || drawNo !== open.drawNo || pinnedResult(db, game.game_code, drawNo))
    throw new ApiError(409, 'lottery.draw.closed')
  try {
    return db.transaction(() => {
      assertMayPlay(db, { memberId, now, language: input.language, idleMs: input.idleMs, stakeMinor: stake })
      const ref = `L${randomBytes(9).toString('base64url')}`
      const info = db
        .prepare(
          `INSERT INTO lottery_tickets (ticket_ref, member_id, merchant_code, node_id, game_code, vendor_code,
             game_type, draw_no, draw_at, bet_type, selection, odds_hundredths, stake_minor, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)`,
        )
        .run(
          ref,
          memberId,
          input.merchantCode,
          game.node_id,
          game.game_code,
          game.vendor_code,
          game.game_type,
          drawNo,
          open.drawAt,
          bet.type,
          bet.selection,
          bet.odds,
          stake,
          now,
        )
      const { balanceAfter } = post(db, { memberId, amountMinor: -stake, kind: 'bet', ref, at: now })
      return {
        ticketId: Number(info.lastInsertRowid),
        ticketRef: ref,
        drawNo,
        drawAt: open.drawAt,
        balanceAfter,
      }
    })()
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(400, 'balance.insufficient')
    throw error
  }
}

/**
 * Draws one draw of a game and settles every open ticket on it, each in its own transaction with its
 * payout. `numbers` pins a result first (the test control); otherwise the pinned or scheduled one is used.
 * @param {Db} db
 * @param {{ game_code: string, name: string }} game
 * @param {number} drawNo
 * @param {number} now
 * @param {{ numbers?: number[] }} [options]
 * @returns {{ numbers: number[], settled: number, paid: number }}
 */
export function settleDraw(db, game, drawNo, now, { numbers: forced } = {}) {
  const { format } = drawRules(game)
  const numbers = db.transaction(() => {
    if (forced) {
      const pinned = db
        .prepare(
          `INSERT INTO lottery_results (game_code, draw_no, numbers, forced, drawn_at) VALUES (?, ?, ?, 1, ?)
           ON CONFLICT DO NOTHING`,
        )
        .run(game.game_code, drawNo, JSON.stringify(forced), now)
      if (pinned.changes === 0) throw new ApiError(409, 'lottery.draw.closed')
      return forced
    }
    const result = resultOf(db, game, drawNo)
    db.prepare(
      `INSERT INTO lottery_results (game_code, draw_no, numbers, forced, drawn_at) VALUES (?, ?, ?, 0, ?)
       ON CONFLICT DO NOTHING`,
    ).run(game.game_code, drawNo, JSON.stringify(result), now)
    return result
  })()
  const tickets =
    /** @type {{ id: number, member_id: number, ticket_ref: string, bet_type: string, selection: string, odds_hundredths: number, stake_minor: number }[]} */ (
      db
        .prepare(
          `SELECT id, member_id, ticket_ref, bet_type, selection, odds_hundredths, stake_minor FROM lottery_tickets
         WHERE game_code = ? AND draw_no = ? AND status = 'open'`,
        )
        .all(game.game_code, drawNo)
    )
  let settled = 0
  let paid = 0
  for (const ticket of tickets) {
    const payout = ticketWins(format, ticket, numbers)
      ? Math.floor((ticket.stake_minor * ticket.odds_hundredths) / 100)
      : 0
    const done = db.transaction(() => {
      const claimed = db
        .prepare(
          'INSERT INTO lottery_settlements (ticket_id, payout_minor, settled_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        )
        .run(ticket.id, payout, now)
      if (claimed.changes === 0) return false
      if (payout > 0)
        post(db, {
          memberId: ticket.member_id,
          amountMinor: payout,
          kind: 'payout',
          ref: ticket.ticket_ref,
          at: now,
        })
      db.prepare(
        `UPDATE lottery_tickets SET status = ?, payout_minor = ?, settled_at = ? WHERE id = ? AND status = 'open'`,
      ).run(payout > 0 ? 'won' : 'lost', payout, now, ticket.id)
      awardPointsForTicket(db, ticket.id, now)
      return true
    })()
    if (done) {
      settled += 1
      paid += payout
    }
  }
  return { numbers, settled, paid }
}

/**
 * Settles every draw whose time has come and that still has open tickets.
 * @param {Db} db
 * @param {number} now
 */
export function settleDueDraws(db, now) {
  const due = /** @type {{ game_code: string, name: string, draw_no: number }[]} */ (
    db
      .prepare(
        `SELECT DISTINCT t.game_code, g.name, t.draw_no FROM lottery_tickets t JOIN games g ON g.node_id = t.node_id
         WHERE t.status = 'open' AND t.draw_at <= ? ORDER BY t.draw_no`,
      )
      .all(now)
  )
  let settled = 0
  for (const draw of due) settled += settleDraw(db, draw, draw.draw_no, now).settled
  return settled
}

/**
 * Runs the draws on a schedule: at start (catching up on downtime), then every few seconds.
 * @param {Db} db
 * @param {() => number} now
 * @returns {() => void} stops the schedule
 */
export function startDrawScheduler(db, now, everyMs = 5000) {
  settleDueDraws(db, now())
  const timer = setInterval(() => settleDueDraws(db, now()), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
