// @ts-check
// npm run bench:profit - how long the personal profit-and-loss aggregation takes over 100,000 bets of one
// member (docs/platform.md, "Money pages"). Builds a throwaway store, writes the bets spread over 90
// days and every game category, then times the query for the periods the page offers.
//
//   BENCH_BETS (100000)  bets of the measured member; another member gets as many, so the index must
//                        pick the right member's rows
//   BENCH_RUNS (20)      timed runs per period; the median and the slowest are printed
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

import { personalProfit, PROFIT_CATEGORIES } from '../lib/funds/profit.mjs'
import { openStore } from '../lib/store.mjs'
import { seedIfEmpty } from '../lib/seed.mjs'

const BETS = Number(process.env.BENCH_BETS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const DAY_MS = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-06-01T12:00:00Z')

const dir = mkdtempSync(join(tmpdir(), 'profit-bench-'))
try {
  const db = openStore(dir)
  seedIfEmpty(db, NOW - 100 * DAY_MS)
  const [measured, other] = /** @type {number[]} */ (
    db.prepare("SELECT id FROM members WHERE merchant_code = 'SOL1' ORDER BY id LIMIT 2").pluck().all()
  )
  const nodeId = db.prepare("SELECT node_id FROM games WHERE vendor_code = 'HOUSE' LIMIT 1").pluck().get()
  const insertSeed = db.prepare(
    `INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed, created_at, revealed_at)
     VALUES (?, 'bench', 'bench', 'bench', ?, ?) RETURNING id`,
  )
  const insertBet = db.prepare(
    `INSERT INTO bets (round_ref, member_id, merchant_code, node_id, vendor_code, game_type, engine, seed_id,
       nonce, stake_minor, payout_minor, status, params, created_at, settled_at)
     VALUES (?, ?, 'SOL1', ?, 'HOUSE', ?, 'dice', ?, ?, ?, ?, ?, '{}', ?, ?)`,
  )
  const started = performance.now()
  db.transaction(() => {
    for (const memberId of [measured, other]) {
      const seedId = /** @type {number} */ (insertSeed.pluck().get(memberId, NOW, NOW))
      for (let i = 0; i < BETS; i += 1) {
        const at = NOW - Math.floor((i / BETS) * 90 * DAY_MS)
        const stake = 100 + (i % 900)
        // Every round settled (one open round per game is all a member can have); one in fifty a push.
        const payout = i % 50 === 0 ? stake : i % 3 === 0 ? stake * 2 : 0
        const category = PROFIT_CATEGORIES[i % PROFIT_CATEGORIES.length]
        insertBet.run(
          `B${memberId}-${i}`,
          memberId,
          nodeId,
          category,
          seedId,
          i,
          stake,
          payout,
          'settled',
          at,
          at + 1_000,
        )
      }
    }
  })()
  db.exec('ANALYZE')
  console.log(`wrote ${2 * BETS} bets in ${Math.round(performance.now() - started)} ms`)

  /** @type {[string, number][]} */
  const periods = [
    ['today', 1],
    ['30 days', 30],
    ['90 days', 91],
  ]
  for (const [label, days] of periods) {
    const times = []
    let rounds = 0
    for (let run = 0; run < RUNS; run += 1) {
      const t0 = performance.now()
      rounds = personalProfit(db, {
        memberId: /** @type {number} */ (measured),
        from: NOW - days * DAY_MS,
        to: NOW + 1,
      }).total.rounds
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)] ?? 0
    const slowest = times[times.length - 1] ?? 0
    console.log(
      `${label.padEnd(8)} ${String(rounds).padStart(7)} bets  median ${median.toFixed(1)} ms  slowest ${slowest.toFixed(1)} ms`,
    )
  }
  db.close()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
