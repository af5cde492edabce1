// @ts-check
// Draw schedule and results of the lottery games. Draw `n` of a game covers [n·interval, (n+1)·interval)
// of the platform's clock and is drawn at its end. Its numbers are HMAC-SHA256(platform draw secret,
// "game:draw number"), fixed in advance and unknown to players, unless a result was pinned for it in
// lottery_results (the one settlement used, or a test control's forced result).
import { createHmac, randomBytes } from 'node:crypto'

import { getSetting, putSetting } from '../store.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {{ kind: 'digits', count: number } | { kind: 'keno', count: number, max: number }} DrawFormat */

/**
 * Draw schedule and number format of a lottery game, from its name.
 * @param {{ name: string }} game
 * @returns {{ intervalMs: number, format: DrawFormat }}
 */
export function drawRules(game) {
  const name = game.name
  const intervalSeconds = /45s/i.test(name)
    ? 45
    : /1 (Minute|Phut)/i.test(name)
      ? 60
      : /5 Phut/i.test(name)
        ? 300
        : /Quick|Pick/i.test(name)
          ? 180
          : 600
  const format = /Keno/i.test(name)
    ? /** @type {DrawFormat} */ ({ kind: 'keno', count: 20, max: 80 })
    : /** @type {DrawFormat} */ ({
        kind: 'digits',
        count: /3D|Pick 3/i.test(name) ? 3 : /4D/i.test(name) ? 4 : 5,
      })
  return { intervalMs: intervalSeconds * 1000, format }
}

/**
 * @param {string} secret
 * @param {string} gameCode
 * @param {number} drawNo
 * @param {DrawFormat} format
 * @returns {number[]}
 */
export function drawNumbers(secret, gameCode, drawNo, format) {
  const bytes = []
  for (let block = 0; bytes.length < 64; block += 1) {
    bytes.push(...createHmac('sha256', secret).update(`${gameCode}:${drawNo}:${block}`).digest())
  }
  if (format.kind === 'digits') return bytes.slice(0, format.count).map((byte) => byte % 10)
  const pool = Array.from({ length: format.max }, (_, index) => index + 1)
  /** @type {number[]} */
  const picked = []
  for (let index = 0; picked.length < format.count; index += 1) {
    const value = ((bytes[index * 2] ?? 0) << 8) | (bytes[index * 2 + 1] ?? 0)
    picked.push(/** @type {number} */ (pool.splice(value % pool.length, 1)[0]))
  }
  return picked.sort((a, b) => a - b)
}

/** @param {Db} db */
export function drawSecret(db) {
  let secret = getSetting(db, 'lottery_draw_secret')
  if (!secret) {
    secret = randomBytes(32).toString('hex')
    putSetting(db, 'lottery_draw_secret', secret)
  }
  return secret
}

/**
 * The pinned result of a draw, if it has one.
 * @param {Db} db
 * @param {string} gameCode
 * @param {number} drawNo
 * @returns {number[] | null}
 */
export function pinnedResult(db, gameCode, drawNo) {
  const row = /** @type {{ numbers: string } | undefined} */ (
    db
      .prepare('SELECT numbers FROM lottery_results WHERE game_code = ? AND draw_no = ?')
      .get(gameCode, drawNo)
  )
  return row ? JSON.parse(row.numbers) : null
}

/**
 * The numbers of a draw: its pinned result, else the scheduled one.
 * @param {Db} db
 * @param {{ game_code: string, name: string }} game
 * @param {number} drawNo
 */
export function resultOf(db, game, drawNo) {
  return (
    pinnedResult(db, game.game_code, drawNo) ??
    drawNumbers(drawSecret(db), game.game_code, drawNo, drawRules(game).format)
  )
}

/**
 * The draw that takes bets now: the one whose period contains `now`.
 * @param {{ name: string }} game
 * @param {number} now
 */
export function openDraw(game, now) {
  const { intervalMs } = drawRules(game)
  const drawNo = Math.floor(now / intervalMs)
  return { drawNo, drawAt: (drawNo + 1) * intervalMs }
}
