// @ts-check
// The live tables' rules: roulette's wheel and spots, baccarat's drawing table and dragon tiger, and the
// exact return of every bet, checked against the published eight-deck figures and dealt coups.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { xorshift } from './seeded.mjs'
import {
  RED,
  TABLE_FLOATS,
  WHEEL,
  baccaratCoup,
  bankerDraws,
  betReturn,
  dealCards,
  rouletteNumbers,
} from '../inhouse/tables/rules.mjs'
import { tableStatistics } from '../inhouse/tables/stats.mjs'

/** A card of a given rank (suit ♠). @param {number} rank */
const card = (rank) => ({ rank, suit: 0 })

describe('live table rules', () => {
  it('the banker draws by the punto banco table', () => {
    // Rows: banker total 0–7; columns: player stood (null), then the player's third card 0–9.
    const table = {
      0: 'D DDDDDDDDDD',
      1: 'D DDDDDDDDDD',
      2: 'D DDDDDDDDDD',
      3: 'D DDDDDDDDSD',
      4: 'D SSDDDDDDSS',
      5: 'D SSSSDDDDSS',
      6: 'S SSSSSSDDSS',
      7: 'S SSSSSSSSSS',
    }
    for (const [banker, row] of Object.entries(table)) {
      assert.equal(bankerDraws(Number(banker), null), row[0] === 'D', `banker ${banker}, player stood`)
      for (let third = 0; third <= 9; third += 1) {
        assert.equal(
          bankerDraws(Number(banker), third),
          row[2 + third] === 'D',
          `banker ${banker}, third ${third}`,
        )
      }
    }
  })

  it('deals coups as the rules say: naturals stand, the player draws on 0–5, the banker by the table', () => {
    // Player 9 + K = natural 9 against banker 7: no third cards.
    const natural = baccaratCoup([card(9), card(3), card(13), card(4), card(5), card(5)])
    assert.deepEqual([natural.player.length, natural.banker.length, natural.winner], [2, 2, 'player'])
    // Player 2 + 3 = 5 draws an 8; banker 3 does not draw on a player's 8: banker 3 v player 3.
    const three = baccaratCoup([card(2), card(1), card(3), card(2), card(8), card(9)])
    assert.deepEqual([three.player.length, three.banker.length], [3, 2])
    assert.deepEqual([three.playerTotal, three.bankerTotal, three.winner], [3, 3, 'tie'])
    // Player 6 stands; banker 4 draws (player stood, banker 0–5 draws).
    const stood = baccaratCoup([card(6), card(4), card(10), card(10), card(2), card(9)])
    assert.deepEqual([stood.player.length, stood.banker.length, stood.bankerTotal], [2, 3, 6])
    assert.equal(stood.winner, 'tie')
  })

  it('deals from an eight-deck shoe without replacement', () => {
    assert.deepEqual(dealCards([0, 0, 0]), [card(1), card(2), card(3)])
    const last = dealCards([0.9999999, 0.9999999])
    assert.notDeepEqual(last[0], undefined)
    const draw = xorshift(7)
    for (let round = 0; round < 2000; round += 1) {
      const cards = dealCards(Array.from({ length: 6 }, () => draw()))
      for (const dealt of cards) {
        assert.ok(dealt.rank >= 1 && dealt.rank <= 13 && dealt.suit >= 0 && dealt.suit <= 3)
      }
    }
  })

  it('baccarat’s exact odds are the published eight-deck figures, and 300 000 dealt coups agree', () => {
    const { baccarat } = tableStatistics()
    assert.ok(Math.abs(baccarat.odds.banker - 0.458597) < 1e-6, String(baccarat.odds.banker))
    assert.ok(Math.abs(baccarat.odds.player - 0.446247) < 1e-6, String(baccarat.odds.player))
    assert.ok(Math.abs(baccarat.odds.tie - 0.095156) < 1e-6, String(baccarat.odds.tie))
    assert.ok(Math.abs(baccarat.banker - 0.98942) < 1e-5)
    assert.ok(Math.abs(baccarat.player - 0.98765) < 1e-5)
    assert.ok(Math.abs(baccarat.tie - 0.8564) < 1e-5)
    const draw = xorshift(2026)
    const counts = { player: 0, banker: 0, tie: 0 }
    const coups = 300_000
    for (let coup = 0; coup < coups; coup += 1) {
      const result = baccaratCoup(dealCards(Array.from({ length: TABLE_FLOATS.baccarat }, () => draw())))
      counts[/** @type {'player' | 'banker' | 'tie'} */ (result.winner)] += 1
    }
    for (const side of /** @type {const} */ (['player', 'banker', 'tie'])) {
      assert.ok(
        Math.abs(counts[side] / coups - baccarat.odds[side]) < 0.003,
        `${side} ${counts[side] / coups}`,
      )
    }
  })

  it('roulette: the single-zero wheel, every spot’s numbers, and 36/37 returned on every spot', () => {
    assert.deepEqual(
      [...WHEEL].sort((a, b) => a - b),
      Array.from({ length: 37 }, (_, n) => n),
    )
    assert.equal(RED.length, 18)
    const spots = {
      'n:0': 1,
      'n:17': 1,
      'split:0-2': 2,
      'split:17-20': 2,
      'split:2-3': 2,
      'street:16': 3,
      'corner:16': 4,
      'line:31': 6,
      'dozen:2': 12,
      'column:3': 12,
      red: 18,
      black: 18,
      odd: 18,
      even: 18,
      low: 18,
      high: 18,
    }
    for (const [spot, size] of Object.entries(spots)) {
      const numbers = rouletteNumbers(spot)
      assert.equal(numbers?.length, size, spot)
      const returned = Array.from({ length: 37 }, (_, pocket) => betReturn('roulette', spot, 100, { pocket }))
      assert.equal(returned.reduce((sum, value) => sum + value, 0) / (37 * 100), 36 / 37, spot)
      assert.equal(returned[/** @type {number[]} */ (numbers)[0] ?? 0], (100 * 36) / size, spot)
    }
    assert.deepEqual(rouletteNumbers('corner:16'), [16, 17, 19, 20])
    assert.deepEqual(rouletteNumbers('column:1')?.slice(0, 3), [1, 4, 7])
    assert.equal(betReturn('roulette', 'red', 100, { pocket: 0 }), 0)
    for (const bad of [
      'n:37',
      'split:3-4',
      'split:1-5',
      'street:2',
      'corner:3',
      'corner:33',
      'line:34',
      'dozen:4',
      'n:',
      'green',
      '',
    ]) {
      assert.equal(rouletteNumbers(bad), null, bad)
    }
  })

  it('baccarat and dragon tiger pay by their tables, ties included', () => {
    const banker = { winner: 'banker' }
    const tie = { winner: 'tie' }
    assert.equal(betReturn('baccarat', 'banker', 100, banker), 195)
    assert.equal(betReturn('baccarat', 'banker', 30, banker), 58)
    assert.equal(betReturn('baccarat', 'player', 100, banker), 0)
    assert.equal(betReturn('baccarat', 'player', 100, tie), 100)
    assert.equal(betReturn('baccarat', 'tie', 100, tie), 900)
    assert.equal(betReturn('dragontiger', 'dragon', 100, { winner: 'dragon' }), 200)
    assert.equal(betReturn('dragontiger', 'tiger', 101, tie), 50)
    assert.equal(betReturn('dragontiger', 'tie', 100, tie), 900)
    const { dragontiger } = tableStatistics()
    assert.ok(Math.abs(dragontiger.tieChance - 31 / 415) < 1e-12)
    assert.ok(Math.abs(dragontiger.dragon - 0.962651) < 1e-6)
    assert.ok(Math.abs(dragontiger.tie - 0.672289) < 1e-6)
  })
})
