// One settlement run over 1,000 agents (three levels: 10, 90 and 900) whose teams placed 100,000 bets in
// one 5-minute period, on a fresh temporary store: `node scripts/bench-settlement.mjs`. Prints how long
// the run took and what it paid.
import { rmSync } from 'node:fs'

import { settle } from '../platform/lib/agent-pay/settlement.mjs'
import { post } from '../platform/lib/ledger.mjs'
import { storeWithContracts } from '../platform/test/bulk-members.mjs'

const AGENTS = [10, 90, 900]
const PLAYERS_PER_AGENT = 5
const BETS = 100_000
const PERIOD_MS = 5 * 60 * 1000
const start = Date.UTC(2026, 10, 23)

const TIERS = [
  { minValidBetsMinor: 0, minActivePlayers: 1, rateBp: 50 },
  { minValidBetsMinor: 1_000_000, minActivePlayers: 20, rateBp: 100 },
]
const players = []
const store = storeWithContracts(
  { prefix: 'bench-settlement-', at: start, tiers: TIERS },
  ({ db, add, addAgent }) => {
    /** @type {(number | null)[]} */
    let level = [null]
    let n = 0
    for (const count of AGENTS) {
      const next = []
      for (let i = 0; i < count; i++) next.push(addAgent(`bagent${n++}`, level[i % level.length]))
      level = next
    }
    level.forEach((agent, i) => {
      for (let p = 0; p < PLAYERS_PER_AGENT; p++) {
        const player = add(`bplayer${i}x${p}`, 0, agent)
        post(db, { memberId: player, amountMinor: 100_000_000, kind: 'deposit', at: start - 1 })
        players.push(player)
      }
    })
    for (let b = 0; b < BETS; b++) {
      const player = players[b % players.length]
      post(db, {
        memberId: player,
        amountMinor: -(100 + (b % 50) * 100),
        kind: 'bet',
        at: start + (b % PERIOD_MS),
      })
    }
  },
)

const began = performance.now()
const result = settle(store.db, { until: start + PERIOD_MS })
const ms = performance.now() - began
store.close().then(() => rmSync(store.dataDir, { recursive: true, force: true }))
console.log(
  `one settlement run: ${AGENTS.reduce((a, b) => a + b)} agents, ${BETS.toLocaleString('en')} team bets, ` +
    `${result.settled} settlements, ${result.paidMinor} minor units paid, ${ms.toFixed(0)} ms`,
)
