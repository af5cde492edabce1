// @ts-check
// The agent centre's money calls: team reports bound to the agent's team, the income report after a
// settlement, contracts offered, signed and refused, announcements and transfers to several downlines.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { callEncrypted, tokenFor } from './client.mjs'
import { agentPlatform, manualClock } from './helpers.mjs'

// A clock that stands still inside one 5-minute salary period: an offer signed a moment after its
// team's bets must find them in the same period, whatever the wall clock says.
const { platform, session } = agentPlatform(manualClock(Date.parse('2026-03-02T12:02:30.000Z')))

const DAY_MS = 24 * 60 * 60 * 1000
/** @param {string} username */
const idOf = (username) =>
  String(
    platform.db
      .prepare("SELECT id FROM members WHERE merchant_code = 'SOL1' AND username_key = ?")
      .pluck()
      .get(username),
  )

/** @param {string} name @param {Record<string, unknown>} query @param {string} [token] */
function relay(name, query, token = session.token) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return platform.call(`/wps/relay/${name}?${search}`, { token })
}

/** A new agent with a team and a payment password, signed in. @param {string} username */
async function newAgent(username) {
  const created = await platform.call('/__test/agents', {
    method: 'POST',
    merchant: null,
    json: { merchant: 'SOL1', username, password: 'Agent#2026', paymentPassword: '135790' },
  })
  assert.equal(created.status, 200, created.text)
  return { ...created.json.value, token: await tokenFor(platform, username, 'Agent#2026') }
}

describe('team betting and user loss', () => {
  it('counts every level of the team, per member and per category', async () => {
    const result = await relay('AGENT_teamBets', {
      startTime: session.seededAt - 2 * DAY_MS,
      endTime: session.seededAt + 1,
    })
    assert.equal(result.status, 200, result.text)
    const value = result.json.value
    const byName = Object.fromEntries(value.list.map((/** @type {any} */ row) => [row.userName, row]))
    // team21 is three levels down: 12,000 + 6,000 + 2,000 staked in the last two days.
    assert.equal(byName.team21.level, 3)
    assert.equal(byName.team21.betAmount, 20_000)
    assert.equal(byName.team12.level, 2)
    assert.deepEqual(value.categories, [
      { category: 'OTHER', betCount: value.total.betCount, betAmount: value.total.betAmount },
    ])
    const drill = await relay('AGENT_teamBets', {
      startTime: session.seededAt - 2 * DAY_MS,
      endTime: session.seededAt + 1,
      memberId: idOf('team21'),
    })
    assert.equal(drill.status, 200, drill.text)
    assert.deepEqual(
      drill.json.value.list.map((/** @type {any} */ bet) => bet.betAmount),
      [2_000, 6_000, 12_000],
    )
  })

  it('answers members outside the team and unknown ids as not found', async () => {
    const period = { startTime: session.seededAt - DAY_MS }
    assert.equal((await relay('AGENT_teamBets', { ...period, memberId: idOf('player01') })).status, 404)
    assert.equal((await relay('AGENT_teamBets', { ...period, memberId: 99_999_999 })).status, 404)
    assert.equal((await relay('AGENT_teamBets', { ...period, memberId: 'abc' })).status, 404)
    assert.equal(
      (await relay('AGENT_teamTransactions', { ...period, memberId: idOf('player01') })).status,
      404,
    )
    const long = await relay('AGENT_teamProfitLoss', {
      startTime: session.seededAt - 40 * DAY_MS,
      endTime: session.seededAt,
    })
    assert.equal(long.status, 400)
    assert.equal(long.json.errorCode, 'period.too.long')
  })

  it('gives each member’s net result and the team totals', async () => {
    const result = await relay('AGENT_teamProfitLoss', {
      startTime: session.seededAt - 2 * DAY_MS,
      endTime: session.seededAt + 1,
      userName: 'team2',
    })
    assert.equal(result.status, 200, result.text)
    const value = result.json.value
    const team22 = value.list.find((/** @type {any} */ row) => row.userName === 'team22')
    assert.deepEqual(
      { bet: team22.betAmount, payout: team22.payoutAmount, net: team22.netAmount },
      { bet: 5_000, payout: 12_000, net: 7_000 },
    )
    assert.equal(value.total.betAmount, 25_000)
    assert.equal(value.totalCount, 2)
  })
})

describe('contracts and income', () => {
  it('shows the held terms, and refuses an offer above them or to a member outside the downline', async () => {
    const view = await relay('MCSFE_processRealTimeSalaryContract', {})
    assert.equal(view.status, 200, view.text)
    assert.equal(view.json.value.contract.tiers[0].rateBp, 100)
    assert.deepEqual(
      view.json.value.downlines.map((/** @type {any} */ d) => [d.userName, d.contract?.[0].rateBp]),
      [['team01', 60]],
    )
    const offer = (/** @type {string} */ memberId, /** @type {number} */ rateBp) =>
      platform.call('/wps/relay/MCSFE_processRealTimeSalaryContract', {
        method: 'POST',
        token: session.token,
        json: { action: 'offer', memberId, tiers: [{ minValidBetsMinor: 0, minActivePlayers: 1, rateBp }] },
      })
    const above = await offer(idOf('team01'), 101)
    assert.equal(above.status, 400)
    assert.equal(above.json.errorCode, 'contract.offer.above.own')
    assert.equal((await offer(idOf('team11'), 10)).status, 404)
    assert.equal((await offer(idOf('team02'), 10)).status, 404)
    const hourly = await relay('MCS2_processContractHourSalary', {})
    assert.equal(hourly.json.value.contract, null)
  })

  it('reports a contract flag exactly when the contract call shows that contract, for all four kinds', async () => {
    const created = await platform.call('/__test/agents', {
      method: 'POST',
      merchant: null,
      json: { merchant: 'SOL1', username: 'payfour01', password: 'Agent#2026', allContracts: true },
    })
    assert.equal(created.status, 200, created.text)
    const calls = /** @type {const} */ ([
      ['dailysalreqtype', 'MCS2_processDailySalContract'],
      ['divtypereq', 'MCS2_processDividendReq'],
      ['contracthoursalreq', 'MCS2_processContractHourSalary'],
      ['realtimesalreqtype', 'MCSFE_processRealTimeSalaryContract'],
    ])
    /** @param {string} token */
    const held = async (token) => {
      const flags = (await platform.call('/wps/member/info/funds/consolidated', { token })).json.value
      /** @type {Record<string, [number, boolean]>} */
      const both = {}
      for (const [flag, name] of calls) {
        const view = await relay(name, {}, token)
        assert.equal(view.status, 200, view.text)
        both[flag] = [flags[flag], view.json.value.contract !== null]
      }
      return both
    }
    const four = await tokenFor(platform, 'payfour01', 'Agent#2026')
    assert.deepEqual(await held(four), {
      dailysalreqtype: [1, true],
      divtypereq: [1, true],
      contracthoursalreq: [1, true],
      realtimesalreqtype: [1, true],
    })
    const hourly = (await relay('MCS2_processContractHourSalary', {}, four)).json.value
    assert.deepEqual(
      hourly.contract.tiers.map((/** @type {any} */ tier) => tier.rateBp),
      [50, 80],
    )
    assert.equal(hourly.current.periodEnd - hourly.current.periodStart, 60 * 60 * 1000)
    assert.deepEqual(await held(session.token), {
      dailysalreqtype: [1, true],
      divtypereq: [1, true],
      contracthoursalreq: [0, false],
      realtimesalreqtype: [1, true],
    })
  })

  it('lets a downline agent sign an offer, and pays its salary once into its income', async () => {
    const upline = await newAgent('payup01')
    const down = await newAgent('paydown01')
    platform.db
      .prepare('UPDATE members SET upline_id = ? WHERE username_key = ?')
      .run(Number(idOf('payup01')), 'paydown01')
    const offered = await platform.call('/wps/relay/MCSFE_processRealTimeSalaryContract', {
      method: 'POST',
      token: upline.token,
      json: {
        action: 'offer',
        memberId: idOf('paydown01'),
        tiers: [{ minValidBetsMinor: 0, minActivePlayers: 1, rateBp: 80 }],
      },
    })
    assert.equal(offered.status, 200, offered.text)
    const mine = await relay('MCSFE_processRealTimeSalaryContract', {}, down.token)
    assert.equal(mine.json.value.offers.length, 1)
    const signed = await platform.call('/wps/relay/MCSFE_processRealTimeSalaryContract', {
      method: 'POST',
      token: down.token,
      json: { action: 'sign', contractId: offered.json.value.id },
    })
    assert.deepEqual(signed.json.value, { id: offered.json.value.id, status: 'signed' })
    const again = await platform.call('/wps/relay/MCSFE_processRealTimeSalaryContract', {
      method: 'POST',
      token: down.token,
      json: { action: 'refuse', contractId: offered.json.value.id },
    })
    assert.equal(again.status, 404)

    // The seeded team bet 2,500 today; the salary of the period pays 0.8 % of it, once.
    const settle = () =>
      platform.call('/__test/agents/paydown01/settle', {
        method: 'POST',
        merchant: null,
        json: { merchant: 'SOL1', advanceMs: 5 * 60 * 1000 },
      })
    const first = await settle()
    assert.equal(first.json.value.paidMinor, 20)
    assert.equal(first.json.value.balanceMinor, 500_020)
    assert.equal((await settle()).json.value.paidMinor, 0)
    const income = await relay('AGENT_income', { startTime: platform.platform.now() - DAY_MS }, down.token)
    assert.equal(income.status, 200, income.text)
    assert.equal(income.json.value.totals.realtime, 20)
    assert.equal(income.json.value.list[0].rateBp, 80)
  })
})

describe('announcements and transfers', () => {
  it('lists the agents’ announcements and marks one read', async () => {
    const list = await relay('AGENT_announcements', {})
    assert.equal(list.status, 200, list.text)
    assert.equal(list.json.value.totalCount, 2)
    const before = list.json.value.unreadCount
    const read = await platform.call('/wps/relay/AGENT_announcements', {
      method: 'POST',
      token: session.token,
      json: { id: list.json.value.list[0].id, read: true },
    })
    assert.equal(read.status, 200, read.text)
    assert.equal((await relay('AGENT_announcements', {})).json.value.unreadCount, before - 1)
    const player = await tokenFor(platform, 'player01', 'Player#2026')
    assert.equal((await relay('AGENT_announcements', {}, player)).status, 403)
  })

  it('moves every amount or none', async () => {
    const agent = await newAgent('paytr01')
    const [t1, t2] = agent.members.map(idOf)
    const path = '/wps/relay/passwordCheck/AGENT_transferToDownlines'
    /** @param {unknown} transfers @param {string} [paymentPassword] */
    const send = (transfers, paymentPassword = '135790') =>
      callEncrypted(platform, 'POST', path, { paymentPassword, transfers }, { token: agent.token })
    const outsider = await send([
      { memberId: t1, amount: 1_000 },
      { memberId: idOf('player01'), amount: 1_000 },
    ])
    assert.equal(outsider.status, 404)
    const tooMuch = await send([
      { memberId: t1, amount: 400_000 },
      { memberId: t2, amount: 200_000 },
    ])
    assert.equal(tooMuch.json.errorCode, 'balance.insufficient')
    assert.equal((await send([{ memberId: t1, amount: 1_000 }], '000000')).status, 400)
    const balance = (/** @type {string} */ id) =>
      Number(platform.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(Number(id)))
    const [t1Before, t2Before] = [balance(t1), balance(t2)]
    const sent = await send([
      { memberId: t1, amount: 1_500 },
      { memberId: t2, amount: 2_500 },
    ])
    assert.equal(sent.status, 200, sent.text)
    assert.deepEqual(sent.json.value, { count: 2, total: 4_000, balance: 496_000 })
    assert.deepEqual([balance(t1), balance(t2)], [t1Before + 1_500, t2Before + 2_500])
  })
})
