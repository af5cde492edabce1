// @ts-check
// Mines: a 5×5 field hides 1 to 24 mines. Each safe tile raises the cash-out multiple to
// 0.99 × C(25, k) / C(25 − mines, k) after k safe tiles (a 1% house edge at every step); a mine ends
// the round with nothing. Mine positions come from a Fisher–Yates shuffle driven by the round's floats.
import { ApiError } from '../lib/http.mjs'

export const TILES = 25
export const MINES_FLOATS = TILES

/**
 * @param {unknown} raw
 * @returns {{ mines: number }}
 */
export function parseMinesParams(raw) {
  const mines = Number(/** @type {Record<string, unknown>} */ (raw ?? {}).mines)
  if (!Number.isInteger(mines) || mines < 1 || mines > TILES - 1) throw new ApiError(400, 'request_param_err')
  return { mines }
}

/**
 * @param {number[]} values 25 floats
 * @param {number} mines
 * @returns {number[]} the mined tiles (0..24), sorted
 */
export function minePositions(values, mines) {
  const tiles = Array.from({ length: TILES }, (_, index) => index)
  /** @type {number[]} */
  const order = []
  for (let index = 0; index < TILES; index += 1) {
    const pick = Math.floor(/** @type {number} */ (values[index]) * tiles.length)
    order.push(/** @type {number} */ (tiles.splice(pick, 1)[0]))
  }
  return order.slice(0, mines).sort((a, b) => a - b)
}

/** @param {number} n @param {number} k */
function choose(n, k) {
  let result = 1n
  for (let index = 0; index < k; index += 1) result = (result * BigInt(n - index)) / BigInt(index + 1)
  return result
}

/**
 * Payout in minor units for cashing out after `safe` safe tiles.
 * @param {number} stakeMinor
 * @param {number} mines
 * @param {number} safe
 */
export function minesPayout(stakeMinor, mines, safe) {
  if (safe === 0) return stakeMinor
  return Number((BigInt(stakeMinor) * 99n * choose(TILES, safe)) / (100n * choose(TILES - mines, safe)))
}

/** @param {unknown} raw */
export function parseTile(raw) {
  const tile = Number(/** @type {Record<string, unknown>} */ (raw ?? {}).tile)
  if (!Number.isInteger(tile) || tile < 0 || tile >= TILES) throw new ApiError(400, 'request_param_err')
  return tile
}
