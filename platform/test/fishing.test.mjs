// @ts-check
// The fishing engine's rules and its exact return: each fish's hit chance times its multiplier is
// 96 %, so any way of aiming returns 96 %; ten million simulated shots land within 0.5 % of it.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { xorshift } from './seeded.mjs'

import { FISH, FISHING_FLOATS, HIT_SCALE, fishingStatistics, playShot } from '../inhouse/fishing.mjs'
import { FISHING_THEMES, lookOf } from '../inhouse/themes.mjs'

describe('fishing engine', () => {
  it('a shot hits below the fish’s basis and pays stake × multiplier; a miss pays nothing', () => {
    assert.equal(FISHING_FLOATS, 1)
    for (const fish of FISH) {
      const justIn = playShot([(fish.hitBasis - 0.5) / HIT_SCALE], 150, fish.id)
      assert.deepEqual(justIn, {
        payoutMinor: 150 * fish.multiplier,
        outcome: {
          fish: fish.id,
          multiplier: fish.multiplier,
          hitBasis: fish.hitBasis,
          roll: fish.hitBasis - 1,
          hit: true,
        },
      })
      const justOut = playShot([(fish.hitBasis + 0.5) / HIT_SCALE], 150, fish.id)
      assert.equal(justOut.payoutMinor, 0)
      assert.equal(justOut.outcome.hit, false)
    }
  })

  it('every fish returns exactly 96 %, so any aim does', () => {
    const { perFish, rtp } = fishingStatistics()
    assert.equal(perFish.length, 8)
    for (const fish of perFish) assert.ok(Math.abs(fish.rtp - 0.96) < 1e-12, fish.id)
    assert.ok(Math.abs(rtp - 0.96) < 1e-12)
    assert.ok(Math.abs(fishingStatistics({ whale: 1, minnow: 3 }).rtp - 0.96) < 1e-12)
    // Hit chances shrink as multipliers grow: the whale is hit once in about a hundred shots.
    const whale = perFish.find((fish) => fish.id === 'whale')
    assert.equal(whale?.hitChance, 0.0096)
  })

  it('ten million simulated shots at fish chosen at random land within 0.5 % of the exact return', () => {
    const { rtp } = fishingStatistics()
    const draw = xorshift(31_2026)
    const shots = 10_000_000
    let paid = 0
    for (let shot = 0; shot < shots; shot += 1) {
      const fish = /** @type {(typeof FISH)[number]} */ (FISH[Math.floor(draw() * FISH.length)])
      paid += playShot([draw()], 1, fish.id).payoutMinor
    }
    const simulated = paid / shots
    assert.ok(Math.abs(simulated - rtp) / rtp < 0.005, `simulated ${simulated}, exact ${rtp}`)
  })

  it('every fishing game opens in one of the fishing themes, always the same', () => {
    const looks = new Set(
      Array.from({ length: 30 }, (_, index) =>
        lookOf('fishing', { vendor_code: 'REEF', game_code: `fish_${index}` }),
      ),
    )
    assert.ok(looks.size >= 2)
    for (const look of looks) assert.ok(Object.hasOwn(FISHING_THEMES, look))
    const game = { vendor_code: 'REEF', game_code: 'fish_3' }
    assert.equal(lookOf('fishing', game), lookOf('fishing', { ...game }))
  })
})
