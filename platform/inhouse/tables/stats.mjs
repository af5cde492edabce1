// @ts-check
// The exact return to player of every bet at the live tables, computed from the rules themselves:
// roulette from the 37 pockets, dragon tiger and baccarat by enumerating every way the cards can come
// out of the eight-deck shoe (without replacement), weighted by its probability.
import { DECKS, SHOE, bankerDraws } from './rules.mjs'

/** Cards of each baccarat value in the shoe: value 0 (tens and faces) and 1–9. */
const VALUE_COUNTS = [16 * DECKS, ...Array.from({ length: 9 }, () => 4 * DECKS)]

/** Probabilities of the three baccarat outcomes, by exhaustive enumeration. */
export function baccaratOdds() {
  const counts = [...VALUE_COUNTS]
  let left = SHOE
  const odds = { player: 0, banker: 0, tie: 0 }
  /**
   * Draws one card of every value in turn, with its probability, and continues with `then`.
   * @param {number} weight
   * @param {(value: number, weight: number) => void} then
   */
  const draw = (weight, then) => {
    for (let value = 0; value < 10; value += 1) {
      const count = /** @type {number} */ (counts[value])
      if (!count) continue
      const chance = count / left
      counts[value] = count - 1
      left -= 1
      then(value, weight * chance)
      counts[value] = count
      left += 1
    }
  }
  /** @param {number} p @param {number} b @param {number} weight */
  const finish = (p, b, weight) => {
    odds[p > b ? 'player' : b > p ? 'banker' : 'tie'] += weight
  }
  draw(1, (p1, w1) =>
    draw(w1, (b1, w2) =>
      draw(w2, (p2, w3) =>
        draw(w3, (b2, w4) => {
          const p = (p1 + p2) % 10
          const b = (b1 + b2) % 10
          if (p >= 8 || b >= 8) return finish(p, b, w4)
          if (p <= 5) {
            draw(w4, (p3, w5) => {
              const player = (p + p3) % 10
              if (bankerDraws(b, p3)) draw(w5, (b3, w6) => finish(player, (b + b3) % 10, w6))
              else finish(player, b, w5)
            })
            return undefined
          }
          if (bankerDraws(b, null)) draw(w4, (b3, w5) => finish(p, (b + b3) % 10, w5))
          else finish(p, b, w4)
          return undefined
        }),
      ),
    ),
  )
  return odds
}

/** Probability that dragon and tiger show the same rank: the second card matches the first's rank. */
export function dragonTigerTieChance() {
  return (4 * DECKS - 1) / (SHOE - 1)
}

let cached = /** @type {ReturnType<typeof computeStatistics> | null} */ (null)

function computeStatistics() {
  const odds = baccaratOdds()
  const tie = dragonTigerTieChance()
  const side = (1 - tie) / 2
  return {
    roulette: { any: 36 / 37 },
    baccarat: {
      odds,
      player: odds.player * 2 + odds.tie,
      banker: odds.banker * 1.95 + odds.tie,
      tie: odds.tie * 9,
    },
    dragontiger: { tieChance: tie, dragon: side * 2 + tie / 2, tiger: side * 2 + tie / 2, tie: tie * 9 },
  }
}

/** Every bet's return to player, computed once per process. */
export function tableStatistics() {
  cached ??= computeStatistics()
  return cached
}
