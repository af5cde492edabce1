// @ts-check
// The fishing engine: every shot is a bet aimed at one kind of fish. The shot hits with that fish's
// published chance and then pays the stake times the fish's multiplier; a miss pays nothing. Each
// fish's chance is 96 % divided by its multiplier, so whatever the player aims at, a shot returns
// exactly 96 % of its stake: RTP = Σ over fish of P(aiming at it) × P(hit) × multiplier = 0.96.
//
// The module imports nothing, so the verification page runs this very file in the browser.

/** Hit chances are counted in ten-thousandths, as the dice roll is. */
export const HIT_SCALE = 10_000

/** The fish, smallest first: multiplier of the stake and hit chance in ten-thousandths. */
export const FISH = /** @type {const} */ ([
  { id: 'minnow', multiplier: 2, hitBasis: 4800 },
  { id: 'clownfish', multiplier: 3, hitBasis: 3200 },
  { id: 'pufferfish', multiplier: 5, hitBasis: 1920 },
  { id: 'turtle', multiplier: 8, hitBasis: 1200 },
  { id: 'octopus', multiplier: 10, hitBasis: 960 },
  { id: 'ray', multiplier: 20, hitBasis: 480 },
  { id: 'shark', multiplier: 50, hitBasis: 192 },
  { id: 'whale', multiplier: 100, hitBasis: 96 },
])

/** @typedef {(typeof FISH)[number]['id']} FishId */

export const FISHING_FLOATS = 1

/** @param {unknown} id */
export function fishOf(id) {
  return FISH.find((fish) => fish.id === id)
}

/**
 * One shot: roll = ⌊float × 10 000⌋, a hit when the roll is below the fish's hit basis.
 * @param {number[]} values one float
 * @param {number} stakeMinor
 * @param {FishId} fishId
 */
export function playShot([value], stakeMinor, fishId) {
  const fish = /** @type {(typeof FISH)[number]} */ (fishOf(fishId))
  const roll = Math.floor(/** @type {number} */ (value) * HIT_SCALE)
  const hit = roll < fish.hitBasis
  return {
    payoutMinor: hit ? stakeMinor * fish.multiplier : 0,
    outcome: { fish: fish.id, multiplier: fish.multiplier, hitBasis: fish.hitBasis, roll, hit },
  }
}

/**
 * The exact return of a shot at each fish, and of a shot whose target is chosen with the given
 * weights (every fish equally often when none are given).
 * @param {Partial<Record<FishId, number>>} [aim]
 */
export function fishingStatistics(aim) {
  const weights = FISH.map((fish) => (aim ? (aim[fish.id] ?? 0) : 1))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const perFish = FISH.map((fish) => ({
    id: fish.id,
    multiplier: fish.multiplier,
    hitChance: fish.hitBasis / HIT_SCALE,
    rtp: (fish.hitBasis / HIT_SCALE) * fish.multiplier,
  }))
  let rtp = 0
  perFish.forEach((fish, index) => {
    rtp += ((weights[index] ?? 0) / total) * fish.rtp
  })
  return { perFish, rtp }
}
