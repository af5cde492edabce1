// @ts-check
// Lottery tickets wherever money is reported: a downline's settled tickets in its agent's team betting,
// user loss and contract figures, the player's own profit and loss agreeing with the betting record,
// and the points a ticket earns when it settles, once, however often its draw is settled again. Every
// member here is fresh: an agent whose only downline is the player, so the sums are exact.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { periodStart, settle, teamFigures } from '../lib/agent-pay/settlement.mjs'
import { post } from '../lib/ledger.mjs'
import { openDraw } from '../lib/lottery/draws.mjs'
import { placeTicket, settleDraw } from '../lib/lottery/tickets.mjs'
import { pointsOf } from '../lib/points/ledger.mjs'
import { registerFresh } from './client.mjs'
import { assertLedgerAt, balanceOf, manualClock, sharedPlatform } from './helpers.mjs'

const clock = manualClock()
const platform = sharedPlatform({ now: clock.now })
const HOUR_MS = 60 * 60 * 1000
// 1 to 20 sum to 210: small and even; 5 and 9 are drawn.
const KENO_NUMBERS = Array.from({ length: 20 }, (_, index) => index + 1)

/** @param {string} username */
async function fresh(username) {
  const { token } = await registerFresh(platform, username)
  const id = /** @type {number} */ (
    platform.db
      .prepare("SELECT id FROM members WHERE merchant_code = 'SOL1' AND username_key = ?")
      .pluck()
      .get(username)
  )
  return { id, token }
}

/**
 * @typedef {{ node_id: number, game_code: string, name: string, vendor_code: string, game_type: string, min_bet_minor: number }} Game
 * @param {string} name
 */
const gameNamed = (name) =>
  /** @type {Game} */ (
    platform.db
      .prepare(
        'SELECT node_id, game_code, name, vendor_code, game_type, min_bet_minor FROM games WHERE name = ? LIMIT 1',
      )
      .get(name)
  )

/** @param {number} memberId */

/** @param {number} memberId */
function pointLedgerOf(memberId) {
  return {
    points: pointsOf(platform.db, memberId),
    sum: /** @type {number} */ (
      platform.db
        .prepare('SELECT COALESCE(SUM(points), 0) FROM point_ledger WHERE member_id = ?')
        .pluck()
        .get(memberId)
    ),
    awards: /** @type {number} */ (
      platform.db
        .prepare("SELECT COUNT(*) FROM point_ledger WHERE member_id = ? AND kind = 'bet'")
        .pluck()
        .get(memberId)
    ),
  }
}

/**
 * @param {string} name
 * @param {Record<string, unknown>} query
 * @param {string} token
 */
async function relay(name, query, token) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
  const result = await platform.call(`/wps/relay/${name}?${search}`, { token })
  assert.equal(result.status, 200, result.text)
  return result.json.value
}

/**
 * An agent whose team is one player holding 100.00, who buys on Keno 80 a winning pick of 5 and 9 for
 * 10.00 (pays 15.00 × 10.00 = 150.00) and a losing "big" for 7.00, both drawn, and an odd/even ticket of
 * 1.00 on Quick 3D still waiting for its draw.
 * @param {string} name
 */
async function teamWithTickets(name) {
  const agent = await fresh(`${name}boss`)
  platform.db.prepare('UPDATE members SET type = 1 WHERE id = ?').run(agent.id)
  const player = await fresh(`${name}play`)
  platform.db.prepare('UPDATE members SET upline_id = ? WHERE id = ?').run(agent.id, player.id)
  post(platform.db, {
    memberId: player.id,
    amountMinor: 100_00,
    kind: 'adjustment',
    ref: 'test',
    at: clock.now(),
  })
  const opening = balanceOf(platform, player.id)
  const keno = gameNamed('Keno 80')
  const quick = gameNamed('Quick 3D')
  /** @param {Game} game @param {string} type @param {string} selection @param {number} stakeMinor */
  const buy = (game, type, selection, stakeMinor) =>
    placeTicket(platform.db, {
      memberId: player.id,
      merchantCode: 'SOL1',
      language: 'EN',
      idleMs: HOUR_MS,
      game,
      drawNo: openDraw(game, clock.now()).drawNo,
      type,
      selection,
      stakeMinor,
      now: clock.now(),
    })
  buy(keno, 'pick', '5,9', 10_00)
  buy(keno, 'big_small', 'big', 7_00)
  buy(quick, 'odd_even', 'odd', 1_00)
  const drawNo = openDraw(keno, clock.now()).drawNo
  const drawn = settleDraw(platform.db, keno, drawNo, clock.now(), { numbers: KENO_NUMBERS })
  assert.deepEqual(drawn, { numbers: KENO_NUMBERS, settled: 2, paid: 150_00 })
  return { agent, player, keno, quick, drawNo, opening }
}

describe('lottery tickets in the reports', () => {
  it('show in the agent’s team betting and user loss under their lottery category, to the cent', async () => {
    const { agent, player, keno, quick } = await teamWithTickets('lrep')
    const period = { startTime: clock.now() - HOUR_MS, endTime: clock.now() + 1 }
    const bets = await relay('AGENT_teamBets', period, agent.token)
    assert.deepEqual(
      bets.list.map((/** @type {any} */ row) => [
        row.memberId,
        row.betCount,
        row.betAmount,
        row.validBetAmount,
        row.payoutAmount,
      ]),
      // The open Quick 3D ticket is staked but not yet a valid bet.
      [[String(player.id), 3, 18_00, 17_00, 150_00]],
    )
    assert.deepEqual(bets.total, {
      betCount: 3,
      betAmount: 18_00,
      validBetAmount: 17_00,
      payoutAmount: 150_00,
    })
    /** @type {Record<string, { betCount: number, betAmount: number }>} */
    const expected = {}
    for (const [game, count, stake] of /** @type {[Game, number, number][]} */ ([
      [keno, 2, 17_00],
      [quick, 1, 1_00],
    ])) {
      const line = expected[game.game_type] ?? { betCount: 0, betAmount: 0 }
      expected[game.game_type] = { betCount: line.betCount + count, betAmount: line.betAmount + stake }
    }
    assert.ok(['LOTT', 'ELOTT'].includes(keno.game_type))
    assert.deepEqual(
      Object.fromEntries(
        bets.categories.map((/** @type {any} */ row) => [
          row.category,
          { betCount: row.betCount, betAmount: row.betAmount },
        ]),
      ),
      expected,
    )

    const drill = await relay('AGENT_teamBets', { ...period, memberId: player.id }, agent.token)
    assert.deepEqual(
      drill.list
        .map((/** @type {any} */ row) => [row.category, row.gameName, row.betAmount, row.payoutAmount])
        .sort((/** @type {any[]} */ a, /** @type {any[]} */ b) => b[2] - a[2]),
      [
        [keno.game_type, 'Keno 80', 10_00, 150_00],
        [keno.game_type, 'Keno 80', 7_00, 0],
        [quick.game_type, 'Quick 3D', 1_00, null],
      ],
    )

    const loss = await relay('AGENT_teamProfitLoss', period, agent.token)
    assert.equal(loss.list.length, 1)
    const bonus = loss.total.bonusAmount
    assert.deepEqual(loss.total, {
      betAmount: 18_00,
      validBetAmount: 17_00,
      payoutAmount: 150_00,
      bonusAmount: bonus,
      netAmount: 150_00 + bonus - 18_00,
    })
    assert.deepEqual(loss.list[0], {
      memberId: String(player.id),
      userName: 'lrepplay',
      level: 1,
      ...loss.total,
    })
  })

  it('feed the figures the agent’s contracts pay on, once per period', async () => {
    clock.advance(HOUR_MS)
    const { agent, player } = await teamWithTickets('lpay')
    const start = periodStart('realtime', clock.now())
    const figures = teamFigures(platform.db, new Map([[player.id, agent.id]]), start, start + 5 * 60 * 1000)
    assert.deepEqual(figures.get(agent.id), { validBetsMinor: 18_00, payoutsMinor: 150_00, activePlayers: 1 })

    const tiers = JSON.stringify([{ minValidBetsMinor: 0, minActivePlayers: 1, rateBp: 100 }])
    platform.db
      .prepare(
        `INSERT INTO agent_contracts (member_id, kind, tiers, status, created_at, decided_at)
         VALUES (?, 'realtime', ?, 'signed', ?, ?)`,
      )
      .run(agent.id, tiers, clock.now(), clock.now())
    const before = balanceOf(platform, agent.id)
    const until = start + 5 * 60 * 1000
    // 1 % of the 18.00 staked in the period; a second run pays nothing more.
    assert.deepEqual(settle(platform.db, { until, agentId: agent.id }), { settled: 1, paidMinor: 18 })
    assert.deepEqual(settle(platform.db, { until, agentId: agent.id }), { settled: 0, paidMinor: 0 })
    assertLedgerAt(platform, agent.id, before + 18)
  })

  it('show in the player’s profit and loss, agreeing with the betting record', async () => {
    clock.advance(HOUR_MS)
    const { player, keno, quick } = await teamWithTickets('lpnl')
    const period = { startTime: clock.now() - HOUR_MS, endTime: clock.now() + 1 }
    const profit = await relay('ODSFE2_personalProfit', period, player.token)
    const lines = Object.fromEntries(
      profit.categories.map((/** @type {any} */ line) => [line.category, line]),
    )
    if (keno.game_type === quick.game_type)
      assert.deepEqual(lines[keno.game_type], {
        category: keno.game_type,
        rounds: 3,
        betMinor: 18_00,
        validBetMinor: 17_00,
        payoutMinor: 150_00,
      })
    else {
      assert.deepEqual(lines[keno.game_type], {
        category: keno.game_type,
        rounds: 2,
        betMinor: 17_00,
        validBetMinor: 17_00,
        payoutMinor: 150_00,
      })
      assert.deepEqual(lines[quick.game_type], {
        category: quick.game_type,
        rounds: 1,
        betMinor: 1_00,
        validBetMinor: 0,
        payoutMinor: 0,
      })
    }
    assert.deepEqual(profit.total, { rounds: 3, betMinor: 18_00, validBetMinor: 17_00, payoutMinor: 150_00 })
    assert.equal(profit.netMinor, 150_00 - 18_00 + profit.bonusMinor)
    const record = await relay('ODSFE2_MemBetDet', period, player.token)
    assert.deepEqual(record.summary, { betAmount: 18_00, winAmount: 150_00, netAmount: 132_00 })
  })
})

describe('points for lottery tickets', () => {
  it('a settled ticket earns its points once, across a second settlement run and a restart', async () => {
    clock.advance(HOUR_MS)
    const { player, keno, drawNo, opening } = await teamWithTickets('lpts')
    const rate = /** @type {number} */ (
      platform.db
        .prepare("SELECT minor_per_point FROM point_configs WHERE merchant_code = 'SOL1' AND category = ?")
        .pluck()
        .get(keno.game_type)
    )
    // The drawn tickets earn on their stakes; the open one earns nothing yet.
    const earned = Math.floor(10_00 / rate) + Math.floor(7_00 / rate)
    assert.ok(earned > 0)
    assert.deepEqual(pointLedgerOf(player.id), { points: earned, sum: earned, awards: 2 })

    // A second run over the same draw, and a run after a restart that reads the tickets as open again.
    assert.equal(settleDraw(platform.db, keno, drawNo, clock.now()).settled, 0)
    platform.db
      .prepare("UPDATE lottery_tickets SET status = 'open' WHERE member_id = ? AND game_code = ?")
      .run(player.id, keno.game_code)
    assert.equal(settleDraw(platform.db, keno, drawNo, clock.now()).settled, 0)
    assert.deepEqual(pointLedgerOf(player.id), { points: earned, sum: earned, awards: 2 })
    const balance = opening - 18_00 + 150_00
    assertLedgerAt(platform, player.id, balance)
  })
})
