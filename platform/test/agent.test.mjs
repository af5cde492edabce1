// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { callEncrypted, login, tokenFor } from './client.mjs'
import { agentPlatform } from './helpers.mjs'

const { platform, session } = agentPlatform()

const DAY_MS = 24 * 60 * 60 * 1000

describe('team overview (AGENT_teamOverview)', () => {
  it('sums the agent’s whole team, every level, over all time', async () => {
    const result = await platform.call('/wps/relay/AGENT_teamOverview', { token: session.token })
    assert.equal(result.status, 200, result.text)
    assert.deepEqual(result.json.value, {
      // newbie01 and the three seeded direct members; team01's team11 and team12; team11's team21 and
      // team22, who deposited 1,000.00 each with team12 and bet 120.00, 200.00 and 450.00 of the stakes
      teamCount: 8,
      newMembers: 8,
      activePlayers: 5,
      depositAmount: 385_000,
      betAmount: 98_500,
      payoutAmount: 48_500,
      netAmount: -50_000,
      currency: { code: 'BRL', symbol: 'R$', minorDigits: 2 },
    })
  })

  it('counts only what falls in the period', async () => {
    const start = session.seededAt - DAY_MS / 2
    const result = await platform.call(`/wps/relay/AGENT_teamOverview?startTime=${start}`, {
      token: session.token,
    })
    assert.equal(result.status, 200, result.text)
    const value = result.json.value
    assert.equal(value.teamCount, 8)
    assert.equal(value.newMembers, 1)
    // A direct member, team12 (second level) and team21 (third level) bet in the last 12 hours.
    assert.equal(value.activePlayers, 3)
    assert.equal(value.depositAmount, 5_000)
    assert.equal(value.betAmount, 14_500)
    assert.equal(value.netAmount, 5_000)
    const bad = await platform.call(`/wps/relay/AGENT_teamOverview?startTime=${start}&endTime=${start - 1}`, {
      token: session.token,
    })
    assert.equal(bad.status, 400)
    assert.equal(
      (await platform.call('/wps/relay/AGENT_teamOverview?startTime=abc', { token: session.token })).status,
      400,
    )
  })

  it('refuses visitors and accounts that are not agents', async () => {
    assert.equal((await platform.call('/wps/relay/AGENT_teamOverview')).status, 401)
    const player = await tokenFor(platform, 'player01', 'Player#2026')
    const refused = await platform.call('/wps/relay/AGENT_teamOverview', { token: player })
    assert.equal(refused.status, 403)
    assert.equal((await platform.call('/wps/relay/AGENT_downlineList', { token: player })).status, 403)
  })

  it('never counts another agent’s team, whatever the request names', async () => {
    const agentId = platform.db
      .prepare("SELECT id FROM members WHERE username = 'agent01' AND merchant_code = 'SOL1'")
      .pluck()
      .get()
    platform.db
      .prepare("UPDATE members SET type = 2 WHERE username = 'vip01' AND merchant_code = 'SOL1'")
      .run()
    const other = await tokenFor(platform, 'vip01', 'Vip#2026')
    const overview = await platform.call(
      `/wps/relay/AGENT_teamOverview?agentId=${agentId}&uplineId=${agentId}&memberId=${agentId}`,
      { token: other },
    )
    assert.equal(overview.status, 200, overview.text)
    assert.equal(overview.json.value.teamCount, 0)
    assert.equal(overview.json.value.depositAmount, 0)
    const list = await platform.call(`/wps/relay/AGENT_downlineList?uplineId=${agentId}`, { token: other })
    assert.equal(list.json.value.totalCount, 0)
    assert.deepEqual(list.json.value.list, [])
    // The other merchant's agent01 is another agent with a team of its own.
    const verdant = await tokenFor(platform, 'agent01', 'Agent#2026', { merchant: 'VRD2' })
    const theirs = await platform.call('/wps/relay/AGENT_downlineList?pageSize=100', {
      token: verdant,
      merchant: 'VRD2',
    })
    const ours = await platform.call('/wps/relay/AGENT_downlineList?pageSize=100', { token: session.token })
    assert.equal(theirs.json.value.totalCount, 4)
    const ourIds = new Set(ours.json.value.list.map((/** @type {any} */ row) => row.id))
    for (const row of theirs.json.value.list) assert.ok(!ourIds.has(row.id))
  })
})

describe('downline list (AGENT_downlineList)', () => {
  it('pages the downline, newest first', async () => {
    const first = await platform.call('/wps/relay/AGENT_downlineList?pageNo=1&pageSize=3', {
      token: session.token,
    })
    assert.equal(first.status, 200, first.text)
    assert.equal(first.json.value.totalCount, 4)
    assert.equal(first.json.value.totalPages, 2)
    assert.deepEqual(
      first.json.value.list.map((/** @type {any} */ row) => row.userName),
      ['team03', 'team02', 'team01'],
    )
    const second = await platform.call('/wps/relay/AGENT_downlineList?pageNo=2&pageSize=3', {
      token: session.token,
    })
    const newbie = second.json.value.list
    assert.equal(newbie.length, 1)
    assert.equal(newbie[0].userName, 'newbie01')
    assert.equal(newbie[0].status, 'pending')
    const team01 = first.json.value.list[2]
    assert.equal(team01.status, 'active')
    assert.equal(team01.balance, 50_000 - 10_000 + 4_000 + 20_000 - 6_000 - 2_500 + 7_500)
    assert.equal(typeof team01.regDate, 'number')
    assert.equal(first.json.value.list[0].lastLoginDate, null)
  })

  it('searches by part of the username, literally', async () => {
    const search = async (/** @type {string} */ text) =>
      (
        await platform.call(`/wps/relay/AGENT_downlineList?userName=${encodeURIComponent(text)}`, {
          token: session.token,
        })
      ).json.value
    assert.equal((await search('TEAM0')).totalCount, 3)
    assert.deepEqual(
      (await search('am02')).list.map((/** @type {any} */ row) => row.userName),
      ['team02'],
    )
    assert.equal((await search('%')).totalCount, 0)
    assert.equal((await search('team_1')).totalCount, 0)
    assert.equal((await search('player01')).totalCount, 0)
  })

  it('refuses bad paging and over-long searches', async () => {
    for (const query of ['pageNo=0', 'pageSize=101', 'pageNo=x', `userName=${'a'.repeat(33)}`]) {
      const result = await platform.call(`/wps/relay/AGENT_downlineList?${query}`, { token: session.token })
      assert.equal(result.status, 400, query)
    }
  })
})

describe('new downline accounts (POST /wps/agent/register)', () => {
  /** @param {Record<string, string>} payload @param {string} [token] */
  const create = (payload, token = session.token) =>
    callEncrypted(platform, 'POST', '/wps/agent/register', payload, { token })
  // The recruit form with the password every case here uses, confirmed unless told otherwise.
  const recruitForm = (/** @type {string} */ username, confirmPassword = 'Recruit#26') => ({
    username,
    password: 'Recruit#26',
    confirmPassword,
  })

  it('opens an account in the agent’s downline that must change its password at first sign-in', async () => {
    const result = await create(recruitForm('Recruit01'))
    assert.equal(result.status, 200, result.text)
    assert.equal(result.json.value.userName, 'Recruit01')
    const row = /** @type {any} */ (
      platform.db
        .prepare(
          `SELECT m.type, m.password_is_default, a.username AS upline FROM members m
           JOIN members a ON a.id = m.upline_id WHERE m.id = ?`,
        )
        .get(result.json.value.customerId)
    )
    assert.deepEqual({ ...row }, { type: 0, password_is_default: 1, upline: 'agent01' })
    const list = await platform.call('/wps/relay/AGENT_downlineList?userName=recruit01', {
      token: session.token,
    })
    assert.equal(list.json.value.list[0].status, 'pending')
    const signedIn = await login(platform, 'Recruit01', 'Recruit#26')
    assert.equal(signedIn.status, 200, signedIn.text)
    assert.equal(signedIn.json.value.passwordExpired, true)
  })

  it('follows the merchant’s register rules and refuses taken names', async () => {
    const taken = await create(recruitForm('player01'))
    assert.equal(taken.status, 409)
    assert.match(taken.text, /member\.username\.taken/)
    for (const payload of [
      { username: 'ab', password: 'Recruit#26', confirmPassword: 'Recruit#26' },
      { username: '', password: 'Recruit#26', confirmPassword: 'Recruit#26' },
      { username: 'Recruit02', password: '', confirmPassword: '' },
      { username: 'Recruit02', password: 'x', confirmPassword: 'x' },
    ]) {
      const refused = await create(payload)
      assert.equal(refused.status, 400, JSON.stringify(payload))
      assert.match(refused.text, /request_param_err/)
    }
    const mismatch = await create(recruitForm('Recruit02', 'Other#2626'))
    assert.equal(mismatch.status, 400)
    assert.match(mismatch.text, /password\.confirm\.mismatch/)
    assert.equal(
      platform.db.prepare("SELECT COUNT(*) FROM members WHERE username_key = 'recruit02'").pluck().get(),
      0,
    )
  })

  it('is for agents only', async () => {
    const player = await tokenFor(platform, 'player01', 'Player#2026')
    const refused = await create(recruitForm('Recruit03'), player)
    assert.equal(refused.status, 403)
    const visitor = await callEncrypted(platform, 'POST', '/wps/agent/register', {
      username: 'Recruit03',
      password: 'Recruit#26',
      confirmPassword: 'Recruit#26',
    })
    assert.equal(visitor.status, 401)
    assert.equal(
      platform.db.prepare("SELECT COUNT(*) FROM members WHERE username_key = 'recruit03'").pluck().get(),
      0,
    )
  })
})
