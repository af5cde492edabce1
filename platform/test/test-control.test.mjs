// @ts-check
// The test clock that journeys use to reach expiries over HTTP, without touching the system clock.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'

import { callEncrypted, latestOutbox, requestLoginSms, tokenFor } from './client.mjs'
import { startPlatform, testControl } from './helpers.mjs'

/** @type {Awaited<ReturnType<typeof startPlatform>>} */
let platform

before(async () => {
  platform = await startPlatform()
})
after(() => platform.close())

describe('test clock', () => {
  it('moves forward on request, so an SMS code expires', async () => {
    const send = await requestLoginSms(platform, '11987654321', '55')
    assert.equal(send.status, 200, send.text)
    const { code } = await latestOutbox(platform, { mobile: '5511987654321' })

    const moved = await testControl(platform, '/__test/clock', { advanceMs: 5 * 60 * 1000 + 1 })
    assert.equal(moved.status, 200, moved.text)
    assert.equal(moved.json.value.offsetMs, 5 * 60 * 1000 + 1)

    const login = await callEncrypted(platform, 'POST', '/wps/session/login', {
      username: '11987654321',
      password: code,
      type: 'sms',
    })
    assert.equal(login.json.success, false)
    assert.equal(login.json.errorCode, 'login.failed')
  })

  it('refuses to move backwards or by a non-integer', async () => {
    for (const advanceMs of [-1, 1.5, 'soon']) {
      const result = await testControl(platform, '/__test/clock', { advanceMs })
      assert.equal(result.status, 400)
      assert.equal(result.json.errorCode, 'request_param_err')
    }
  })

  it('does not exist in production', async () => {
    const production = await startPlatform({ mode: 'production' })
    try {
      const result = await testControl(production, '/__test/clock', { advanceMs: 1 })
      assert.equal(result.status, 404)
    } finally {
      await production.close()
    }
  })
})

describe('agents for journeys', () => {
  /** @param {Record<string, unknown>} json */
  const post = (json) => testControl(platform, '/__test/agents', json)

  it('creates an agent whose team is shaped like agent01’s and whose code recruits', async () => {
    const created = await post({ merchant: 'SOL1', username: 'agtest01', password: 'Agent#2026' })
    assert.equal(created.status, 200, created.text)
    assert.deepEqual(created.json.value, {
      username: 'agtest01',
      affiliateCode: 'AGTEST01',
      pending: 'agtest01nb',
      members: ['agtest01t1', 'agtest01t2', 'agtest01t3'],
    })
    const token = await tokenFor(platform, 'agtest01', 'Agent#2026')
    const overview = await platform.call('/wps/relay/AGENT_teamOverview', { token })
    assert.equal(overview.status, 200, overview.text)
    assert.equal(overview.json.value.teamCount, 4)
    assert.equal(overview.json.value.depositAmount, 85_000)
    assert.equal(overview.json.value.netAmount, -9_000)
    const check = await platform.call('/wps/agent/affiliate?code=agtest01&domain=x')
    assert.equal(check.json.value.valid, true)

    // agent01's own team (every level) is untouched.
    const agent01 = await tokenFor(platform, 'agent01', 'Agent#2026')
    const own = await platform.call('/wps/relay/AGENT_teamOverview', { token: agent01 })
    assert.equal(own.json.value.teamCount, 8)
  })

  it('refuses a taken name, a bad name and an unknown merchant', async () => {
    assert.equal((await post({ merchant: 'SOL1', username: 'agent01', password: 'Agent#2026' })).status, 409)
    assert.equal((await post({ merchant: 'SOL1', username: 'A!', password: 'Agent#2026' })).status, 400)
    assert.equal((await post({ merchant: 'NOPE', username: 'agtest02', password: 'Agent#2026' })).status, 404)
  })
})

describe('slow platform for one address', () => {
  it('delays answers to that address only, for a while', async () => {
    const slowIp = { 'X-Forwarded-For': '192.0.2.91' }
    const set = await testControl(platform, '/__test/slow', { ip: '192.0.2.91', delayMs: 400, forMs: 60_000 })
    assert.equal(set.status, 200, set.text)
    const timed = async (/** @type {Record<string, string>} */ headers) => {
      const started = Date.now()
      const res = await platform.call('/wps/system/status', { headers })
      assert.equal(res.status, 200)
      return Date.now() - started
    }
    assert.ok((await timed(slowIp)) >= 390)
    assert.ok((await timed({ 'X-Forwarded-For': '192.0.2.92' })) < 390)
    const bad = await testControl(platform, '/__test/slow', { ip: '', delayMs: 1 })
    assert.equal(bad.status, 400)
    await testControl(platform, '/__test/slow', { ip: '192.0.2.91', delayMs: 0, forMs: 0 })
  })
})

describe('test credit', () => {
  /** @param {Record<string, unknown>} json @param {string} [username] */
  const credit = (json, username = 'player01') =>
    testControl(platform, `/__test/members/${username}/credit`, json)

  it("credits a member's balance with a ledger entry, so the ledger still sums to it", async () => {
    const credited = await credit({ merchant: 'SOL1', amountMinor: 123_456_789 })
    assert.equal(credited.status, 200, credited.text)
    const member = /** @type {{ id: number, balance_minor: number }} */ (
      platform.db
        .prepare(
          "SELECT id, balance_minor FROM members WHERE username_key = 'player01' AND merchant_code = 'SOL1'",
        )
        .get()
    )
    assert.equal(credited.json.value.balanceMinor, member.balance_minor)
    const ledger = /** @type {{ total: number }} */ (
      platform.db.prepare('SELECT SUM(amount_minor) AS total FROM ledger WHERE member_id = ?').get(member.id)
    )
    assert.equal(ledger.total, member.balance_minor)
  })

  it('dates the credit `agoMs` before the platform clock when asked', async () => {
    const agoMs = 30 * 60 * 60 * 1000
    for (const json of [{ amountMinor: 1_234 }, { amountMinor: 4_321, agoMs }]) {
      const credited = await credit({ merchant: 'SOL1', ...json })
      assert.equal(credited.status, 200, credited.text)
    }
    const [dated, current] = /** @type {{ created_at: number }[]} */ (
      platform.db
        .prepare("SELECT created_at FROM ledger WHERE ref = 'test-credit' ORDER BY id DESC LIMIT 2")
        .all()
    )
    const age = (current?.created_at ?? 0) - (dated?.created_at ?? 0)
    assert.ok(age <= agoMs && age > agoMs - 5_000, String(age))
  })

  it('refuses an unknown member, a non-positive or fractional amount, an age beyond 30 days', async () => {
    const cases = [
      { name: 'nosuchmember', json: { merchant: 'SOL1', amountMinor: 100 }, status: 404 },
      { name: 'player01', json: { merchant: 'SOL1', amountMinor: 0 }, status: 400 },
      { name: 'player01', json: { merchant: 'SOL1', amountMinor: 1.5 }, status: 400 },
      { name: 'player01', json: { merchant: 'NOPE', amountMinor: 100 }, status: 404 },
      { name: 'player01', json: { merchant: 'SOL1', amountMinor: 100, agoMs: -1 }, status: 400 },
      { name: 'player01', json: { merchant: 'SOL1', amountMinor: 100, agoMs: 31 * 86_400_000 }, status: 400 },
      { name: 'player01', json: { merchant: 'SOL1', amountMinor: 100, agoMs: '1' }, status: 400 },
    ]
    for (const { name, json, status } of cases) {
      const result = await credit(json, name)
      assert.equal(result.status, status, `${name} ${JSON.stringify(json)}`)
    }
  })
})
