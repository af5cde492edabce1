// @ts-check
// One definition of "team" and "active player" for every agent report (lib/agent-pay/team.mjs): the
// overview, team betting, user loss and the contracts' figures sum agent01's team (three levels deep in
// the seed) to the same stakes, payouts and active players, whatever the period.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { teamFigures } from '../lib/agent-pay/settlement.mjs'
import { agentPlatform } from './helpers.mjs'

const { platform, session } = agentPlatform()

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** @param {string} name @param {Record<string, number>} query */
async function relay(name, query) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  const result = await platform.call(`/wps/relay/${name}?${search}`, { token: session.token })
  assert.equal(result.status, 200, result.text)
  return result.json.value
}

/** @param {number} from @param {number} to */
async function everyReport(from, to) {
  const period = { startTime: from, endTime: to }
  const overview = await relay('AGENT_teamOverview', period)
  const bets = await relay('AGENT_teamBets', { ...period, pageSize: 100 })
  const loss = await relay('AGENT_teamProfitLoss', { ...period, pageSize: 100 })
  const agentId = /** @type {number} */ (
    platform.db
      .prepare("SELECT id FROM members WHERE merchant_code = 'SOL1' AND username_key = 'agent01'")
      .pluck()
      .get()
  )
  const uplineOf = new Map(
    /** @type {{ id: number, upline_id: number }[]} */ (
      platform.db.prepare('SELECT id, upline_id FROM members WHERE upline_id IS NOT NULL').all()
    ).map((row) => [row.id, row.upline_id]),
  )
  const contract = teamFigures(platform.db, uplineOf, from, to).get(agentId) ?? {
    validBetsMinor: 0,
    payoutsMinor: 0,
    activePlayers: 0,
  }
  /** @param {{ betAmount: number }[]} list */
  const staked = (list) => list.reduce((sum, row) => sum + row.betAmount, 0)
  return {
    overview: [overview.betAmount, overview.payoutAmount, overview.activePlayers],
    teamBets: [bets.total.betAmount, bets.total.payoutAmount, bets.totalCount],
    teamBetsRows: [staked(bets.list), bets.list.length],
    userLoss: [loss.total.betAmount, loss.total.payoutAmount],
    userLossRows: [staked(loss.list)],
    contracts: [contract.validBetsMinor, contract.payoutsMinor, contract.activePlayers],
    levels: [...new Set(bets.list.map((/** @type {{ level: number }} */ row) => row.level))].sort(),
  }
}

describe('agent reports', () => {
  for (const [label, back] of /** @type {const} */ ([
    ['the last 2 hours', 2 * HOUR_MS],
    ['the last day', DAY_MS],
    ['the last 2 days', 2 * DAY_MS],
    ['the last 30 days', 30 * DAY_MS],
  ])) {
    it(`sum the whole team to the same totals over ${label}`, async () => {
      const to = session.seededAt + 1
      const all = await everyReport(session.seededAt - back, to)
      const [bet, payout, active] = all.overview
      assert.deepEqual(all.teamBets, [bet, payout, active], 'team betting')
      assert.deepEqual(all.teamBetsRows, [bet, active], 'team betting rows')
      assert.deepEqual(all.userLoss, [bet, payout], 'user loss')
      assert.deepEqual(all.userLossRows, [bet], 'user loss rows')
      assert.deepEqual(all.contracts, [bet, payout, active], 'contract figures')
    })
  }

  it('count the third level: team21 bet in the last 2 hours, three levels below agent01', async () => {
    const all = await everyReport(session.seededAt - 2 * HOUR_MS, session.seededAt + 1)
    assert.deepEqual(all.levels, [1, 3])
    // team21 staked 20.00 an hour before the seed, beside agent01's direct members.
    assert.ok(all.overview[0] >= 2_000)
    assert.ok(all.overview[2] >= 2)
  })
})
