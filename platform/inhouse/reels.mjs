// @ts-check
// The reel engine behind every slot: five reels with their own strips, three rows, twenty fixed
// paylines, a wild that stands in for every line symbol and a scatter that pays anywhere and, three or
// more at a time, starts ten free spins at the same stake. The free spins are played inside the round
// that triggered them, so a round debits one stake and credits one payout.
//
// The return to player is computed exactly (theoreticalReturn): every payline reads one position of
// each reel, and over all stops each strip position is read equally often, so a line's symbols are
// independent with each strip's frequencies; the scatter count is the convolution of each reel's
// distribution of scatters in its three-row window, enumerated over every stop.
//
// The module imports nothing, so the verification page runs this very file in the browser.

export const REELS = 5
export const ROWS = 3
export const FREE_SPINS = 10
export const FREE_SPINS_TRIGGER = 3

/** The symbols, from the best paying down; `wild` and `scatter` are special. */
export const SYMBOLS = /** @type {const} */ ([
  'wild',
  'scatter',
  'h1',
  'h2',
  'h3',
  'm1',
  'm2',
  'l1',
  'l2',
  'l3',
  'l4',
])
/** @typedef {(typeof SYMBOLS)[number]} ReelSymbol */

/** How many stops of each symbol every reel strip holds; the wild never lands on the first reel. */
export const REEL_COUNTS = /** @type {Record<ReelSymbol, [number, number, number, number, number]>} */ ({
  wild: [0, 3, 3, 3, 3],
  scatter: [2, 2, 2, 2, 2],
  h1: [2, 2, 2, 2, 2],
  h2: [3, 3, 3, 3, 3],
  h3: [3, 3, 3, 3, 4],
  m1: [4, 4, 4, 4, 4],
  m2: [4, 4, 4, 5, 5],
  l1: [5, 5, 5, 5, 5],
  l2: [5, 5, 5, 5, 5],
  l3: [6, 5, 6, 5, 5],
  l4: [6, 6, 6, 6, 6],
})

/** Multiples of the line bet for 3, 4 and 5 of a kind on a payline, counted from the first reel. */
export const LINE_PAYS =
  /** @type {Record<Exclude<ReelSymbol, 'wild' | 'scatter'>, [number, number, number]>} */ ({
    h1: [50, 200, 750],
    h2: [40, 120, 400],
    h3: [30, 100, 250],
    m1: [26, 62, 200],
    m2: [21, 52, 150],
    l1: [16, 35, 100],
    l2: [14, 30, 80],
    l3: [10, 25, 60],
    l4: [8, 20, 50],
  })

/** Multiples of the total stake for 3, 4 and 5 scatters anywhere in the window. */
export const SCATTER_PAYS = /** @type {[number, number, number]} */ ([2, 10, 50])

/** Row (0 top, 1 middle, 2 bottom) each of the twenty paylines reads on each reel. */
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
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
]

/** Floats a round draws: one stop per reel for the paid spin and for each possible free spin. */
export const SLOT_FLOATS = REELS * (1 + FREE_SPINS)

/** The order symbols are dealt onto a strip: high, middle and special symbols between low ones. */
const DEAL_ORDER = /** @type {const} */ ([
  'l4',
  'h1',
  'l3',
  'm1',
  'scatter',
  'l2',
  'h2',
  'm2',
  'l1',
  'wild',
  'h3',
])

/**
 * One reel's strip: the symbols dealt round-robin so equal symbols rarely sit side by side and the
 * scatters stay at least three stops apart (one per window at most).
 * @param {number} reel
 * @returns {ReelSymbol[]}
 */
function buildStrip(reel) {
  const remaining = new Map(SYMBOLS.map((symbol) => [symbol, REEL_COUNTS[symbol][reel] ?? 0]))
  /** @type {ReelSymbol[]} */
  const strip = []
  while ([...remaining.values()].some((count) => count > 0)) {
    for (const symbol of DEAL_ORDER) {
      const left = remaining.get(symbol) ?? 0
      if (left > 0) {
        strip.push(symbol)
        remaining.set(symbol, left - 1)
      }
    }
  }
  return strip
}

export const STRIPS = Array.from({ length: REELS }, (_, reel) => buildStrip(reel))

/** Each strip as symbol indices, and each payline as window cells (row × REELS + reel). */
const STRIP_CODES = STRIPS.map((strip) => Int8Array.from(strip, (symbol) => SYMBOLS.indexOf(symbol)))
const LINE_CELLS = PAYLINES.map((line) => Int8Array.from(line, (row, reel) => row * REELS + reel))
const WILD = SYMBOLS.indexOf('wild')
const SCATTER = SYMBOLS.indexOf('scatter')
const PAYS_BY_CODE = SYMBOLS.map((symbol) =>
  symbol === 'wild' || symbol === 'scatter' ? [0, 0, 0] : LINE_PAYS[symbol],
)

/**
 * Scores one set of stops into `cells` (the window, row × REELS + reel): the line pays in line-bet
 * units, the scatters seen, and, when `wins` is given, each paying line.
 * @param {number[]} stops
 * @param {Int8Array} cells
 * @param {{ line: number, symbol: ReelSymbol, count: number, multiple: number }[] | null} wins
 */
function score(stops, cells, wins) {
  let scatters = 0
  for (let reel = 0; reel < REELS; reel += 1) {
    const strip = /** @type {Int8Array} */ (STRIP_CODES[reel])
    const stop = /** @type {number} */ (stops[reel])
    for (let row = 0; row < ROWS; row += 1) {
      const code = /** @type {number} */ (strip[(stop + row) % strip.length])
      cells[row * REELS + reel] = code
      if (code === SCATTER) scatters += 1
    }
  }
  let lineMultiple = 0
  for (let index = 0; index < LINE_CELLS.length; index += 1) {
    const line = /** @type {Int8Array} */ (LINE_CELLS[index])
    const first = /** @type {number} */ (cells[/** @type {number} */ (line[0])])
    if (first === SCATTER || first === WILD) continue
    let count = 1
    while (count < REELS) {
      const next = cells[/** @type {number} */ (line[count])]
      if (next !== first && next !== WILD) break
      count += 1
    }
    if (count < 3) continue
    const multiple = /** @type {number} */ (PAYS_BY_CODE[first]?.[count - 3])
    lineMultiple += multiple
    wins?.push({ line: index + 1, symbol: /** @type {ReelSymbol} */ (SYMBOLS[first]), count, multiple })
  }
  const scatterMultiple = scatters >= 3 ? /** @type {number} */ (SCATTER_PAYS[Math.min(scatters, 5) - 3]) : 0
  return { lineMultiple, scatters, scatterMultiple }
}

/**
 * The window one set of stops shows, grid[row][reel].
 * @param {number[]} stops
 * @returns {ReelSymbol[][]}
 */
export function windowAt(stops) {
  const cells = new Int8Array(REELS * ROWS)
  score(stops, cells, null)
  return Array.from({ length: ROWS }, (_, row) =>
    Array.from(
      cells.subarray(row * REELS, row * REELS + REELS),
      (code) => /** @type {ReelSymbol} */ (SYMBOLS[code]),
    ),
  )
}

/**
 * Plays one round: the paid spin and, when it shows three or more scatters, the free spins (which
 * do not trigger more). `draw` yields the next float in [0, 1). With `detail` false only the payout
 * is worked out, which is what a simulation of millions of rounds needs.
 * @param {() => number} draw
 * @param {number} lineBet
 */
export function spinRound(draw, lineBet) {
  const totalStake = lineBet * PAYLINES.length
  const cells = new Int8Array(REELS * ROWS)
  const spinOnce = () => {
    const stops = STRIP_CODES.map((strip) => Math.floor(draw() * strip.length))
    /** @type {{ line: number, symbol: ReelSymbol, count: number, multiple: number }[]} */
    const lines = []
    const result = score(stops, cells, lines)
    const grid = Array.from({ length: ROWS }, (_, row) =>
      Array.from(
        cells.subarray(row * REELS, row * REELS + REELS),
        (code) => /** @type {ReelSymbol} */ (SYMBOLS[code]),
      ),
    )
    const wins = lines.map(({ line, symbol, count, multiple }) => ({
      line,
      symbol,
      count,
      payoutMinor: multiple * lineBet,
    }))
    const scatterPayout = result.scatterMultiple * totalStake
    const payoutMinor = result.lineMultiple * lineBet + scatterPayout
    return { stops, grid, wins, scatters: result.scatters, scatterPayout, payoutMinor }
  }
  const base = spinOnce()
  const freeSpins = base.scatters >= FREE_SPINS_TRIGGER ? Array.from({ length: FREE_SPINS }, spinOnce) : []
  const payoutMinor = freeSpins.reduce((sum, spin) => sum + spin.payoutMinor, base.payoutMinor)
  return { ...base, freeSpins, payoutMinor, lineBet, lines: PAYLINES.length }
}

/**
 * A round's payout in line bets, and nothing else: the same stops and scoring as spinRound without
 * the record, for simulations.
 * @param {() => number} draw
 */
export function roundPayoutUnits(draw) {
  const cells = new Int8Array(REELS * ROWS)
  const stops = [0, 0, 0, 0, 0]
  const spinOnce = () => {
    for (let reel = 0; reel < REELS; reel += 1)
      stops[reel] = Math.floor(draw() * /** @type {Int8Array} */ (STRIP_CODES[reel]).length)
    const result = score(stops, cells, null)
    return {
      units: result.lineMultiple + result.scatterMultiple * PAYLINES.length,
      scatters: result.scatters,
    }
  }
  const base = spinOnce()
  let units = base.units
  if (base.scatters >= FREE_SPINS_TRIGGER)
    for (let spin = 0; spin < FREE_SPINS; spin += 1) units += spinOnce().units
  return units
}

/**
 * The exact figures of the engine: the return of one spin's lines and scatters, the chance of the
 * free spins, and the total return per unit staked.
 */
export function reelStatistics() {
  const frequency = (/** @type {number} */ reel, /** @type {ReelSymbol} */ symbol) => {
    const strip = /** @type {ReelSymbol[]} */ (STRIPS[reel])
    return strip.filter((item) => item === symbol).length / strip.length
  }
  // Lines: the first reel's symbol, then each further reel matches it or shows a wild.
  let linePerLineBet = 0
  for (const [symbol, pays] of Object.entries(LINE_PAYS)) {
    const reelSymbol = /** @type {ReelSymbol} */ (symbol)
    /** @type {number[]} chance the run reaches reel k + 1 */
    const reach = [frequency(0, reelSymbol)]
    for (let reel = 1; reel < REELS; reel += 1) {
      const previous = /** @type {number} */ (reach[reel - 1])
      reach.push(previous * (frequency(reel, reelSymbol) + frequency(reel, 'wild')))
    }
    for (let count = 3; count <= REELS; count += 1) {
      const exactly = /** @type {number} */ (reach[count - 1]) - (reach[count] ?? 0)
      linePerLineBet += exactly * /** @type {number} */ (pays[count - 3])
    }
  }
  // Scatters: each reel's count of scatters in its window over every stop, convolved across reels.
  let scatterCount = [1]
  for (const strip of STRIPS) {
    const perReel = [0, 0, 0, 0]
    for (let stop = 0; stop < strip.length; stop += 1) {
      let seen = 0
      for (let row = 0; row < ROWS; row += 1) if (strip[(stop + row) % strip.length] === 'scatter') seen += 1
      perReel[seen] = /** @type {number} */ (perReel[seen]) + 1 / strip.length
    }
    const next = Array.from({ length: scatterCount.length + ROWS }, () => 0)
    scatterCount.forEach((p, have) =>
      perReel.forEach((q, add) => {
        next[have + add] = /** @type {number} */ (next[have + add]) + p * q
      }),
    )
    scatterCount = next
  }
  let scatterReturn = 0
  let freeSpinsChance = 0
  scatterCount.forEach((p, count) => {
    if (count >= FREE_SPINS_TRIGGER) {
      freeSpinsChance += p
      scatterReturn += p * /** @type {number} */ (SCATTER_PAYS[Math.min(count, 5) - 3])
    }
  })
  // The line bet is a twentieth of the stake and twenty lines each return linePerLineBet line bets.
  const spinReturn = linePerLineBet + scatterReturn
  const freeSpinsReturn = freeSpinsChance * FREE_SPINS * spinReturn
  return {
    lineReturn: linePerLineBet,
    scatterReturn,
    freeSpinsChance,
    freeSpinsReturn,
    rtp: spinReturn + freeSpinsReturn,
  }
}
