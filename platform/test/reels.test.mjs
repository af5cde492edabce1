// @ts-check
// The reel engine's rules and its exact return: lines with wilds, scatters anywhere, free spins at no
// stake, and a million simulated rounds landing within 0.5 % of the computed return to player.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { xorshift } from './seeded.mjs'

import {
  FREE_SPINS,
  LINE_PAYS,
  PAYLINES,
  REEL_COUNTS,
  SCATTER_PAYS,
  SLOT_FLOATS,
  STRIPS,
  roundPayoutUnits,
  spinRound,
  windowAt,
} from '../inhouse/reels.mjs'
import { reelStatistics } from '../inhouse/reels.mjs'
import { SLOT_THEMES, slotThemeOf } from '../inhouse/themes.mjs'

/**
 * Floats that stop each reel where asked (the stop's own float), then the same stops again.
 * @param {number[][]} spins stops per spin
 */
function stopsAt(spins) {
  const values = spins.flatMap((stops) =>
    stops.map((stop, reel) => (stop + 0.5) / /** @type {string[]} */ (STRIPS[reel]).length),
  )
  let next = 0
  return () => /** @type {number} */ (values[next++ % values.length])
}

/**
 * The stop of a reel that puts `symbol` on `row` (and, when given, keeps scatters off the window).
 * @param {number} reel @param {string} symbol @param {number} row
 */
function stopShowing(reel, symbol, row, avoidScatter = true) {
  const strip = /** @type {string[]} */ (STRIPS[reel])
  for (let stop = 0; stop < strip.length; stop += 1) {
    const window = [0, 1, 2].map((offset) => strip[(stop + offset) % strip.length])
    if (window[row] !== symbol) continue
    if (avoidScatter && symbol !== 'scatter' && window.includes('scatter')) continue
    return stop
  }
  throw new Error(`no stop shows ${symbol} on row ${row} of reel ${reel}`)
}

describe('reel engine', () => {
  it('five strips of the configured counts, twenty distinct lines, no wild on the first reel', () => {
    assert.equal(STRIPS.length, 5)
    STRIPS.forEach((strip, reel) => {
      for (const [symbol, counts] of Object.entries(REEL_COUNTS)) {
        assert.equal(
          strip.filter((item) => item === symbol).length,
          counts[reel],
          `${symbol} on reel ${reel}`,
        )
      }
    })
    assert.equal(PAYLINES.length, 20)
    assert.equal(new Set(PAYLINES.map((line) => line.join())).size, 20)
    assert.ok(!STRIPS[0]?.includes('wild'))
    assert.equal(SLOT_FLOATS, 5 * (1 + FREE_SPINS))
  })

  it('a wild completes a line and the line pays its multiple of the line bet', () => {
    // Middle row: h1, wild, h1, h1, then a low symbol: four of a kind on line 1.
    const stops = [
      stopShowing(0, 'h1', 1),
      stopShowing(1, 'wild', 1),
      stopShowing(2, 'h1', 1),
      stopShowing(3, 'h1', 1),
      stopShowing(4, 'l4', 1),
    ]
    assert.deepEqual(windowAt(stops)[1], ['h1', 'wild', 'h1', 'h1', 'l4'])
    const round = spinRound(stopsAt([stops]), 3)
    const line = round.wins.find((win) => win.line === 1)
    assert.deepEqual(line, { line: 1, symbol: 'h1', count: 4, payoutMinor: 3 * LINE_PAYS.h1[1] })
    assert.equal(round.freeSpins.length, 0)
    assert.equal(
      round.payoutMinor,
      round.wins.reduce((sum, win) => sum + win.payoutMinor, round.scatterPayout),
    )
  })

  it('a scatter breaks a line; two equal symbols pay nothing', () => {
    const stops = [
      stopShowing(0, 'h2', 1),
      stopShowing(1, 'h2', 1),
      stopShowing(2, 'scatter', 1, false),
      stopShowing(3, 'h2', 1),
      stopShowing(4, 'h2', 1),
    ]
    const round = spinRound(stopsAt([stops]), 1)
    assert.equal(
      round.wins.find((win) => win.line === 1),
      undefined,
    )
  })

  it('three scatters pay the total stake multiple and play ten free spins without a stake', () => {
    const trigger = [
      stopShowing(0, 'scatter', 0, false),
      stopShowing(1, 'scatter', 1, false),
      stopShowing(2, 'scatter', 2, false),
      stopShowing(3, 'l1', 1),
      stopShowing(4, 'l2', 1),
    ]
    const round = spinRound(stopsAt([trigger]), 2)
    assert.equal(round.scatters, 3)
    assert.equal(round.scatterPayout, SCATTER_PAYS[0] * 2 * 20)
    assert.equal(round.freeSpins.length, FREE_SPINS)
    // The free spins repeat the trigger's stops here, and do not trigger more free spins.
    for (const spin of round.freeSpins) assert.equal(spin.scatterPayout, round.scatterPayout)
    const paidSpin = round.wins.reduce((sum, win) => sum + win.payoutMinor, round.scatterPayout)
    const freeTotal = round.freeSpins.reduce((sum, spin) => sum + spin.payoutMinor, 0)
    assert.equal(round.payoutMinor, paidSpin + freeTotal)
    assert.equal(freeTotal, FREE_SPINS * paidSpin)
  })

  it('the exact return: lines, scatters and free spins add up to the documented 95.99 %', () => {
    const figures = reelStatistics()
    const spin = figures.lineReturn + figures.scatterReturn
    assert.ok(Math.abs(figures.freeSpinsReturn - figures.freeSpinsChance * FREE_SPINS * spin) < 1e-12)
    assert.equal((figures.rtp * 100).toFixed(2), '95.99')
    assert.equal(Math.round(1 / figures.freeSpinsChance), 44)
  })

  it('four million simulated rounds land within 0.5 % of the exact return', () => {
    const { rtp } = reelStatistics()
    const draw = xorshift(20_260_417)
    const rounds = 4_000_000
    let units = 0
    for (let round = 0; round < rounds; round += 1) units += roundPayoutUnits(draw)
    const simulated = units / (rounds * PAYLINES.length)
    assert.ok(Math.abs(simulated - rtp) / rtp < 0.005, `simulated ${simulated}, exact ${rtp}`)
  })

  it('the fast payout and the recorded round agree on the same floats', () => {
    for (let seed = 1; seed <= 2000; seed += 1) {
      const fast = roundPayoutUnits(xorshift(seed))
      const full = spinRound(xorshift(seed), 7)
      assert.equal(full.payoutMinor, fast * 7)
    }
  })

  it('every game maps to one theme, the same each time, and a vendor shows several', () => {
    const themes = new Set(
      Array.from({ length: 40 }, (_, index) =>
        slotThemeOf({ vendor_code: 'KITE', game_code: `kite_${index}` }),
      ),
    )
    assert.ok(themes.size >= 3)
    for (const theme of themes) assert.ok(Object.hasOwn(SLOT_THEMES, theme))
    const game = { vendor_code: 'KITE', game_code: 'kite_7' }
    assert.equal(slotThemeOf(game), slotThemeOf({ ...game }))
    assert.equal(slotThemeOf({ vendor_code: 'HOUSE', game_code: 'slot5x3' }), 'classic')
  })
})
