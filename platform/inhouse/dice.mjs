// @ts-check
// Dice: a roll from 0.00 to 99.99. The player picks a target and a direction; the payout is
// 99 / win chance (a 1% house edge, so the return to player is exactly 99%).
import { ApiError } from '../lib/http.mjs'

export const DICE_EDGE_BASIS = 9900
export const MIN_WIN_COUNT = 100 // 1.00 % win chance
export const MAX_WIN_COUNT = 9800 // 98.00 % win chance

/**
 * @param {unknown} raw
 * @returns {{ target: number, direction: 'under' | 'over' }}
 */
export function parseDiceParams(raw) {
  const input = /** @type {Record<string, unknown>} */ (raw ?? {})
  const direction = input.direction === 'over' ? 'over' : input.direction === 'under' ? 'under' : null
  const target = Math.round(Number(input.target) * 100)
  if (!direction || !Number.isFinite(target)) throw new ApiError(400, 'request_param_err')
  const params = { target, direction: /** @type {'under' | 'over'} */ (direction) }
  const wins = winCount(params)
  if (wins < MIN_WIN_COUNT || wins > MAX_WIN_COUNT) throw new ApiError(400, 'request_param_err')
  return params
}

/**
 * How many of the 10 000 equally likely rolls win (target in hundredths).
 * @param {{ target: number, direction: 'under' | 'over' }} params
 */
export function winCount({ target, direction }) {
  return direction === 'under' ? target : 9999 - target
}

/**
 * @param {number} stakeMinor
 * @param {{ target: number, direction: 'under' | 'over' }} params
 */
export function dicePayoutIfWin(stakeMinor, params) {
  return Math.floor((stakeMinor * DICE_EDGE_BASIS) / winCount(params))
}

/**
 * @param {number[]} floats one float
 * @param {number} stakeMinor
 * @param {{ target: number, direction: 'under' | 'over' }} params
 */
export function playDice([value], stakeMinor, params) {
  const roll = Math.floor(/** @type {number} */ (value) * 10000)
  const win = params.direction === 'under' ? roll < params.target : roll > params.target
  return {
    payoutMinor: win ? dicePayoutIfWin(stakeMinor, params) : 0,
    outcome: { roll: roll / 100, target: params.target / 100, direction: params.direction, win },
  }
}

export const DICE_FLOATS = 1
