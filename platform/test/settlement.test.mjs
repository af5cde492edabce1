// @ts-check
// The settlement of agents' contracts: every agent paid exactly once per period, through the ledger,
// whatever happens to the runs (twice in a row, killed half way and restarted, two at once, after
// downtime).
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'

import Database from 'better-sqlite3'

import { PERIODS, amountFor, periodStart, settle, tierFor } from '../lib/agent-pay/settlement.mjs'
import { post } from '../lib/ledger.mjs'
import { storeWithContracts } from './bulk-members.mjs'

const SETTLE = fileURLToPath(new URL('../settle.mjs', import.meta.url))
const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
// A fixed "now" on a period boundary of every kind (a Monday, 00:00 UTC).
const NOW = Date.UTC(2026, 10, 23)

const TIERS = [
  { minValidBetsMinor: 0, minActivePlayers: 1, rateBp: 100 },
  { minValidBetsMinor: 5_000, minActivePlayers: 1, rateBp: 200 },
]

/**
 * A seeded store plus `agents` agents under one root, each with a betting member, all on a real-time
 * salary signed `days` ago, with a bet every 40 minutes.
 * @param {{ agents: number, days: number }} shape
 */
function storeWithTeam({ agents, days }) {
  const signedAt = NOW - days * DAY_MS
  /** @type {number[]} */
  const ids = []
  const store = storeWithContracts(
    { prefix: 'platform-settle-', at: signedAt, tiers: TIERS },
    ({ db, add, addAgent }) => {
      const root = add('sroot', 1, null)
      for (let n = 0; n < agents; n++) {
        const agent = addAgent(`sagent${n}`, root)
        ids.push(agent)
        const player = add(`splayer${n}`, 0, agent)
        post(db, { memberId: player, amountMinor: 10_000_000, kind: 'deposit', at: signedAt - 1 })
        for (let at = signedAt + n * 1000; at < NOW; at += 40 * MINUTE_MS) {
          post(db, { memberId: player, amountMinor: -(1_000 + (n % 7) * 1_000), kind: 'bet', at })
        }
      }
    },
  )
  return { ...store, ids }
}

/**
 * Every agent has exactly one settlement per ended period since signing, each paid one ledger entry of
 * its amount, and every balance equals its ledger.
 * @param {import('better-sqlite3').Database} db
 * @param {number[]} ids
 * @param {number} periods
 */
function assertPaidOnce(db, ids, periods) {
  for (const id of ids) {
    const rows = /** @type {{ period_start: number, amount_minor: number, ledger_id: number | null }[]} */ (
      db
        .prepare(
          "SELECT period_start, amount_minor, ledger_id FROM agent_settlements WHERE agent_id = ? AND kind = 'realtime' ORDER BY period_start",
        )
        .all(id)
    )
    assert.equal(rows.length, periods, `agent ${id} settled ${rows.length} of ${periods} periods`)
    const first = rows[0]?.period_start ?? 0
    rows.forEach((row, index) => assert.equal(row.period_start, first + index * PERIODS.realtime.ms))
    const paid = /** @type {{ n: number, total: number | null }} */ (
      db
        .prepare(
          "SELECT COUNT(*) AS n, SUM(amount_minor) AS total FROM ledger WHERE member_id = ? AND kind = 'salary_realtime'",
        )
        .get(id)
    )
    const owed = rows.filter((row) => row.amount_minor > 0)
    assert.equal(paid.n, owed.length)
    assert.equal(
      paid.total ?? 0,
      owed.reduce((sum, row) => sum + row.amount_minor, 0),
    )
    assert.ok(owed.every((row) => row.ledger_id !== null))
  }
  const drift = db
    .prepare(
      `SELECT m.id FROM members m LEFT JOIN (SELECT member_id, SUM(amount_minor) AS total FROM ledger GROUP BY member_id) l
       ON l.member_id = m.id WHERE m.balance_minor != COALESCE(l.total, 0)`,
    )
    .all()
  assert.deepEqual(drift, [])
}

/**
 * @param {string} dataDir
 * @returns {import('node:child_process').ChildProcess & { done: Promise<number | null> }}
 */
function runSettle(dataDir) {
  const child = spawn(process.execPath, [SETTLE], {
    env: { ...process.env, PLATFORM_DATA_DIR: dataDir, SETTLE_UNTIL: String(NOW) },
    stdio: 'ignore',
  })
  const done = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  return Object.assign(child, { done })
}

/** Runs until a run settles nothing more (a long backlog takes several). @param {import('better-sqlite3').Database} db */
function settleAll(db) {
  while (settle(db, { until: NOW }).settled > 0);
}

describe('settlement rules', () => {
  it('picks the highest tier a team reaches and rounds payments down', () => {
    const tiers = [
      { minValidBetsMinor: 0, minActivePlayers: 1, rateBp: 100 },
      { minValidBetsMinor: 100_000, minActivePlayers: 3, rateBp: 150 },
    ]
    assert.equal(tierFor(tiers, { validBetsMinor: 0, activePlayers: 0 }), null)
    assert.equal(tierFor(tiers, { validBetsMinor: 500_000, activePlayers: 2 })?.rateBp, 100)
    assert.equal(tierFor(tiers, { validBetsMinor: 100_000, activePlayers: 3 })?.rateBp, 150)
    assert.equal(amountFor('realtime', 150, { validBetsMinor: 1_999, payoutsMinor: 0 }), 29)
    assert.equal(amountFor('dividend', 1_000, { validBetsMinor: 10_000, payoutsMinor: 12_000 }), 0)
    assert.equal(amountFor('dividend', 1_000, { validBetsMinor: 10_000, payoutsMinor: 4_000 }), 600)
  })

  it('aligns periods: 5 minutes, hours, UTC days and weeks from Monday', () => {
    const at = Date.UTC(2026, 10, 26, 13, 47, 12)
    assert.equal(periodStart('realtime', at), Date.UTC(2026, 10, 26, 13, 45))
    assert.equal(periodStart('hourly', at), Date.UTC(2026, 10, 26, 13))
    assert.equal(periodStart('daily', at), Date.UTC(2026, 10, 26))
    assert.equal(periodStart('dividend', at), Date.UTC(2026, 10, 23))
  })
})

describe('settlement runs', () => {
  it('pays each agent once per period, and a second run pays nothing', () => {
    const store = storeWithTeam({ agents: 5, days: 1 })
    try {
      const first = settle(store.db, { until: NOW })
      assert.equal(first.settled, 5 * 288)
      assert.ok(first.paidMinor > 0)
      assert.deepEqual(settle(store.db, { until: NOW }), { settled: 0, paidMinor: 0 })
      assertPaidOnce(store.db, store.ids, 288)
      // 1,000 to 7,000 staked every 40 minutes: a 5-minute period holds one bet or none.
      const row = /** @type {{ valid_bets_minor: number, rate_bp: number, amount_minor: number }} */ (
        store.db
          .prepare(
            'SELECT valid_bets_minor, rate_bp, amount_minor FROM agent_settlements WHERE agent_id = ? AND valid_bets_minor > 0 LIMIT 1',
          )
          .get(store.ids[4])
      )
      assert.deepEqual(row, { valid_bets_minor: 5_000, rate_bp: 200, amount_minor: 100 })
    } finally {
      store.close()
    }
  })

  it('catches up on the periods missed while no run happened', () => {
    const store = storeWithTeam({ agents: 3, days: 1 })
    try {
      settle(store.db, { until: NOW - 6 * HOUR_MS })
      assert.equal(store.db.prepare('SELECT COUNT(*) FROM agent_settlements').pluck().get(), 3 * 18 * 12)
      settle(store.db, { until: NOW })
      assertPaidOnce(store.db, store.ids, 288)
    } finally {
      store.close()
    }
  })

  it('pays exactly once when a run is killed half way and the scheduler starts again', async () => {
    const store = storeWithTeam({ agents: 40, days: 2 })
    store.close()
    const reader = new Database(join(store.dataDir, 'platform.db'), { readonly: true })
    try {
      const run = runSettle(store.dataDir)
      const count = () => Number(reader.prepare('SELECT COUNT(*) FROM agent_settlements').pluck().get())
      while (count() === 0) await new Promise((resolve) => setTimeout(resolve, 5))
      run.kill('SIGKILL')
      await run.done
      const afterKill = count()
      assert.ok(afterKill > 0 && afterKill < 40 * 576, `killed after ${afterKill} settlements`)
      assert.equal(await runSettle(store.dataDir).done, 0)
    } finally {
      reader.close()
    }
    const db = new Database(join(store.dataDir, 'platform.db'))
    try {
      settleAll(db)
      assertPaidOnce(db, store.ids, 576)
    } finally {
      db.close()
    }
  })

  it('pays exactly once when two runs meet', async () => {
    const store = storeWithTeam({ agents: 30, days: 1 })
    store.close()
    const codes = await Promise.all([runSettle(store.dataDir).done, runSettle(store.dataDir).done])
    assert.deepEqual(codes, [0, 0])
    const db = new Database(join(store.dataDir, 'platform.db'))
    try {
      assertPaidOnce(db, store.ids, 288)
    } finally {
      db.close()
    }
  })
})
