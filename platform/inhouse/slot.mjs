// @ts-check
// A 5×3 line slot with ten fixed paylines. Each reel stops uniformly on one of its 30 positions; a
// line pays when three or more equal symbols run from the leftmost reel. The theoretical return is
// computed exactly from the strips and the paytable (see theoreticalReturn), not estimated.
import { ApiError } from '../lib/http.mjs'

/** Symbol weights on every reel strip (30 stops). */
export const SYMBOL_WEIGHTS = /** @type {const} */ ({
  cherry: 9,
  lemon: 7,
  plum: 6,
  bell: 4,
  bar: 3,
  seven: 1,
})

/** @typedef {keyof typeof SYMBOL_WEIGHTS} SlotSymbol */

/** Multiples of the line bet for 3, 4 and 5 of a kind. */
export const PAYTABLE = /** @type {Record<SlotSymbol, [number, number, number]>} */ ({
  cherry: [5, 18, 60],
  lemon: [10, 30, 100],
  plum: [12, 45, 180],
  bell: [30, 120, 500],
  bar: [50, 250, 1200],
  seven: [120, 1200, 6000],
})

/** Row (0 top, 1 middle, 2 bottom) read on each reel by each payline. */
export const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
]

export const REELS = 5
export const ROWS = 3
export const SLOT_FLOATS = REELS

/**
 * One strip, symbols spread round-robin so equal symbols rarely sit next to each other.
 * @returns {SlotSymbol[]}
 */
function buildStrip() {
  const remaining = /** @type {Record<SlotSymbol, number>} */ ({ ...SYMBOL_WEIGHTS })
  /** @type {SlotSymbol[]} */
  const strip = []
  const symbols = /** @type {SlotSymbol[]} */ (Object.keys(SYMBOL_WEIGHTS))
  while (strip.length < Object.values(SYMBOL_WEIGHTS).reduce((a, b) => a + b, 0)) {
    for (const symbol of symbols) {
      if (remaining[symbol] > 0) {
        strip.push(symbol)
        remaining[symbol] -= 1
      }
    }
  }
  return strip
}

export const STRIP = buildStrip()

/**
 * Exact expected return per unit staked: each payline sees, on every reel, each strip position
 * exactly once over all stops, so a line's symbols are independent with the strip's frequencies,
 * and the ten lines share one expectation.
 */
export function theoreticalReturn() {
  const total = STRIP.length
  let perLine = 0
  for (const [symbol, weight] of Object.entries(SYMBOL_WEIGHTS)) {
    const p = weight / total
    const [three, four, five] = PAYTABLE[/** @type {SlotSymbol} */ (symbol)]
    perLine += three * p ** 3 * (1 - p) + four * p ** 4 * (1 - p) + five * p ** 5
  }
  return perLine
}

/** Chance that at least one line pays, by exact enumeration of the 30^5 stops in reel-symbol classes. */
export function hitFrequency() {
  const total = STRIP.length
  let hits = 0
  // Enumerating stop positions reel by reel (30^5 ≈ 24 M) is too slow for a request; 30^3 windows of
  // the first three reels decide every win, because a win needs three equal symbols from the left.
  for (let a = 0; a < total; a += 1) {
    for (let b = 0; b < total; b += 1) {
      for (let c = 0; c < total; c += 1) {
        const stops = [a, b, c]
        const wins = PAYLINES.some((line) => {
          const first = STRIP[(a + /** @type {number} */ (line[0])) % total]
          return stops.every(
            (stop, reel) => STRIP[(stop + /** @type {number} */ (line[reel])) % total] === first,
          )
        })
        if (wins) hits += 1
      }
    }
  }
  return hits / total ** 3
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
 * @param {number[]} values five floats, one per reel
 * @param {{ lineBet: number }} params
 */
export function playSlot(values, { lineBet }) {
  const total = STRIP.length
  const stops = values.map((value) => Math.floor(value * total))
  /** @type {SlotSymbol[][]} rows of symbols, grid[row][reel] */
  const grid = Array.from({ length: ROWS }, (_, row) =>
    stops.map((stop) => /** @type {SlotSymbol} */ (STRIP[(stop + row) % total])),
  )
  /** @type {{ line: number, symbol: SlotSymbol, count: number, payoutMinor: number }[]} */
  const wins = []
  PAYLINES.forEach((line, index) => {
    const symbols = line.map((row, reel) => /** @type {SlotSymbol} */ (grid[row]?.[reel]))
    const first = /** @type {SlotSymbol} */ (symbols[0])
    let count = 1
    while (count < REELS && symbols[count] === first) count += 1
    if (count >= 3) {
      const multiple = PAYTABLE[first][count - 3] ?? 0
      wins.push({ line: index + 1, symbol: first, count, payoutMinor: lineBet * multiple })
    }
  })
  return {
    payoutMinor: wins.reduce((sum, win) => sum + win.payoutMinor, 0),
    outcome: { stops, grid, wins, lineBet, lines: PAYLINES.length },
  }
}
