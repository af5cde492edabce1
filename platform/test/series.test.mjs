// @ts-check
// The charts' series (routes/series.mjs): each bucket is read exactly as the matching report reads a
// period, so a series over a period adds up to that report's total; bounds outside the rules are refused.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { tokenFor } from './client.mjs'
import { agentPlatform, playDice, testControl } from './helpers.mjs'

const { platform, session } = agentPlatform()

const DAY_MS = 24 * 60 * 60 * 1000

/** @param {string} name @param {Record<string, string | number>} query @param {string} [token] */
async function relay(name, query, token = session.token) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return platform.call(`/wps/relay/${name}?${search}`, { token })
}

/** @param {string} name @param {Record<string, string | number>} query @param {string} [token] */
async function value(name, query, token) {
  const result = await relay(name, query, token)
  assert.equal(result.status, 200, result.text)
  return result.json.value
}

/** `count` days of bounds ending at `end`. @param {number} end @param {number} count */
const days = (end, count) => Array.from({ length: count + 1 }, (_, i) => end - (count - i) * DAY_MS)

/** @param {number[]} list */
const sum = (list) => list.reduce((total, n) => total + n, 0)

describe('chart series', () => {
  it("add the agent's income per day up to AGENT_income's totals per contract", async () => {
    const settled = await testControl(platform, '/__test/agents/agent01/settle', {
      merchant: 'SOL1',
      advanceMs: 0,
    })
    assert.equal(settled.status, 200, settled.text)
    const end = Date.now() + DAY_MS
    const bounds = days(end, 30)
    const series = await value('AGENT_incomeSeries', { bounds: bounds.join(',') })
    const report = await value('AGENT_income', { startTime: bounds[0] ?? 0, endTime: end })
    assert.equal(series.buckets.length, 30)
    for (const kind of ['dividend', 'daily', 'hourly', 'realtime']) {
      assert.equal(sum(series.buckets.map((/** @type {any} */ b) => b[kind])), report.totals[kind], kind)
    }
    assert.ok(report.totals.realtime > 0, 'the seed paid real-time salary')
    assert.equal(series.currency.code, report.currency.code)
  })

  it("add the team's valid bets per day and category up to AGENT_teamBets's total", async () => {
    const end = session.seededAt + 1
    const bounds = days(end, 20)
    const series = await value('AGENT_teamBetSeries', { bounds: bounds.join(',') })
    const report = await value('AGENT_teamBets', { startTime: bounds[0] ?? 0, endTime: end })
    const valid = series.buckets.flatMap((/** @type {any} */ b) => Object.values(b.categories))
    assert.ok(report.total.validBetAmount > 0)
    assert.equal(sum(/** @type {number[]} */ (valid)), report.total.validBetAmount)
  })

  it('count new members per bucket as the overview counts them, and active players per bucket', async () => {
    const end = session.seededAt + 1
    const bounds = [end - 28 * DAY_MS, end - 14 * DAY_MS, end - 7 * DAY_MS, end]
    const series = await value('AGENT_growthSeries', { bounds: bounds.join(',') })
    for (const bucket of series.buckets) {
      const overview = await value('AGENT_teamOverview', { startTime: bucket.from, endTime: bucket.to })
      assert.equal(bucket.newMembers, overview.newMembers)
      assert.equal(bucket.activePlayers, overview.activePlayers)
    }
    assert.ok(sum(series.buckets.map((/** @type {any} */ b) => b.newMembers)) >= 2, 'team02 and team03')
  })

  it("follow a member's play: net per day as the P&L counts it, closing balance, points earned", async () => {
    const token = await tokenFor(platform, 'player01', 'Player#2026')
    const before = Date.now()
    await playDice(platform, token, 3, 200)
    const end = Date.now() + 1
    const bounds = [before - 2 * DAY_MS, before - DAY_MS, end]
    const profit = await value('ODSFE2_profitSeries', { bounds: bounds.join(',') }, token)
    const whole = await value('ODSFE2_personalProfit', { startTime: bounds[0] ?? 0, endTime: end }, token)
    assert.equal(sum(profit.buckets.map((/** @type {any} */ b) => b.netMinor)), whole.netMinor)
    assert.ok(profit.buckets[1].betMinor >= 600, 'the three rounds are in the last bucket')

    const balance = await value('ODSFE2_balanceSeries', { bounds: bounds.join(',') }, token)
    const info = await value('ODSFE2_MemTransDet', { pageSize: 1 }, token)
    assert.equal(balance.buckets.at(-1).balanceMinor, info.list[0].balanceAfter)

    const points = await value('MCS2_pointSeries', { bounds: bounds.join(',') }, token)
    assert.ok(points.buckets[1].points >= 6, 'house games earn 2 points per 1.00')
  })

  it('refuse bounds that are missing, out of order, too many or too far apart', async () => {
    const now = session.seededAt
    for (const bounds of [
      '',
      String(now),
      `${now},${now}`,
      `${now},${now - 1}`,
      `${now},abc`,
      `-1,${now}`,
      `${now},${now + 125 * DAY_MS}`,
      Array.from({ length: 66 }, (_, i) => now + i).join(','),
    ]) {
      const result = await relay('AGENT_incomeSeries', { bounds })
      assert.equal(result.status, 400, `bounds ${bounds.slice(0, 40)}`)
      assert.match(result.text, /request_param_err/)
    }
  })

  it('answer only agents for the agent series, and need a token for all', async () => {
    const token = await tokenFor(platform, 'player01', 'Player#2026')
    const bounds = days(session.seededAt, 2).join(',')
    const refused = await relay('AGENT_growthSeries', { bounds }, token)
    assert.equal(refused.status, 403)
    const anonymous = await relay('ODSFE2_profitSeries', { bounds }, '')
    assert.equal(anonymous.status, 401)
  })
})
