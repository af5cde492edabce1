// @ts-check
// The points system: points earned by settled rounds in the transaction that settles them, the points
// ledger that sums to the balance, the mall's rewards, and redemptions and conversions that change all
// of their parts or none, under concurrency too.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { postPoints } from '../lib/points/ledger.mjs'
import { startBlock } from '../lib/protection/rules.mjs'
import { createSession } from '../lib/sessions.mjs'
import { callEncrypted, registerFresh } from './client.mjs'
import { assertLedgerBalances, balanceOf, manualClock, playDice, sharedPlatform } from './helpers.mjs'

const clock = manualClock()
const PASSWORD = 'Fresh#2026'
let registered = 0

const platform = sharedPlatform({ now: clock.now, resetFlags: true })

/** @type {number | null} */
let template = null

/**
 * A fresh member of SOL1 with a live token and `points` to spend. The first one registers; the rest are
 * written beside it with its password, since sign-ups are rate limited per address.
 * @param {number} [points]
 */
async function freshMember(points = 0) {
  registered += 1
  const username = `pts${String(Date.now()).slice(-6)}${registered}`
  let id
  if (template === null) {
    id = Number((await registerFresh(platform, username)).customerId)
    template = id
  } else {
    id = Number(
      platform.db
        .prepare(
          `INSERT INTO members (merchant_code, username, username_key, type, nickname, password_hash,
             password_salt, password_set_at, registered_at)
           SELECT merchant_code, ?, ?, type, ?, password_hash, password_salt, password_set_at, registered_at
           FROM members WHERE id = ?`,
        )
        .run(username, username, username, template).lastInsertRowid,
    )
  }
  const token = createSession(platform.db, {
    memberId: id,
    merchantCode: 'SOL1',
    loginType: 'username',
    ip: '127.0.0.1',
    now: clock.now(),
  })
  if (points > 0) postPoints(platform.db, { memberId: id, points, kind: 'adjustment', at: clock.now() })
  return { id, token }
}

/** @param {string} name @param {string} token @param {Record<string, unknown>} [query] */
function relay(name, token, query = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  return platform.call(`/wps/relay/${name}${search ? `?${search}` : ''}`, { token })
}

/** @param {string} token @param {Record<string, unknown>} payload */
function redeem(token, payload) {
  return callEncrypted(
    platform,
    'POST',
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    { password: PASSWORD, requestId: `req-${Math.random().toString(36).slice(2, 12)}`, ...payload },
    { token },
  )
}

/** @param {number} id */
function pointsOf(id) {
  return /** @type {number} */ (
    platform.db
      .prepare('SELECT COALESCE(MAX(points), 0) FROM point_balances WHERE member_id = ?')
      .pluck()
      .get(id)
  )
}

/** The points ledger and the money ledger each sum to their balance. @param {number} id */
function assertLedgersBalance(id) {
  const points = platform.db
    .prepare('SELECT COALESCE(SUM(points), 0) FROM point_ledger WHERE member_id = ?')
    .pluck()
    .get(id)
  assert.equal(points, pointsOf(id), 'points ledger')
  assertLedgerBalances(platform, id, 'money ledger')
}

/** @param {string} code */
function rewardId(code) {
  return /** @type {number} */ (
    platform.db
      .prepare("SELECT id FROM point_rewards WHERE merchant_code = 'SOL1' AND code = ?")
      .pluck()
      .get(code)
  )
}

describe('earning points', () => {
  it('awards points for each settled round under the merchant configuration, in its transaction', async () => {
    const member = await freshMember()
    await playDice(platform, member.token, 3)
    // Dice never pays back exactly the stake, so each 1.00 round is valid bet: two points on house games.
    assert.equal(pointsOf(member.id), 6)
    const awards = platform.db
      .prepare("SELECT COUNT(*) FROM point_ledger WHERE member_id = ? AND kind = 'bet'")
      .pluck()
      .get(member.id)
    assert.equal(awards, 3)
    const balance = await relay('MCS2_getPointBalance', member.token)
    assert.deepEqual(balance.json.value, { points: 6 })
    assertLedgersBalance(member.id)
  })

  it('publishes the configuration and at least eight rewards with artwork, signed out too', async () => {
    const config = await relay('MCS2_getPointConfig', '')
    assert.equal(config.status, 200)
    assert.ok(config.json.value.categories.some((/** @type {any} */ c) => c.category === 'INHOUSE'))
    const rewards = await platform.call('/wps/relay/MCS2_getPointReward', { language: 'PT' })
    assert.ok(rewards.json.value.list.length >= 8)
    const first = rewards.json.value.list[0]
    assert.match(first.imageUrl, /^\/assets\/rewards\/\d+\.pt\.svg$/)
    const art = await platform.call(first.imageUrl, { merchant: null })
    assert.equal(art.status, 200)
    assert.match(art.text, /^<svg/)
    assert.equal((await relay('MCS2_getPointBalance', '')).status, 401)
    // Verdant has the points system switched off.
    const off = await platform.call('/wps/relay/MCS2_getPointReward', { merchant: 'VRD2' })
    assert.equal(off.status, 403)
  })
})

describe('redeeming', () => {
  it('debits the points, takes one from the stock and credits a cash reward through the ledger', async () => {
    const member = await freshMember(1_000)
    const id = rewardId('cash5')
    const stockBefore = platform.db.prepare('SELECT stock FROM point_rewards WHERE id = ?').pluck().get(id)
    const balanceBefore = balanceOf(platform, member.id)
    const done = await redeem(member.token, { rewardId: id })
    assert.equal(done.status, 200, done.text)
    assert.equal(done.json.value.points, 600)
    assert.equal(pointsOf(member.id), 600)
    assert.equal(balanceOf(platform, member.id), balanceBefore + 500)
    assert.equal(
      platform.db.prepare('SELECT stock FROM point_rewards WHERE id = ?').pluck().get(id),
      Number(stockBefore) - 1,
    )
    const history = await relay('MCS2_getRedeemPointList', member.token)
    assert.equal(history.json.value.totalCount, 1)
    assert.equal(history.json.value.list[0].cashMinor, 500)
    assertLedgersBalance(member.id)
  })

  it('refuses too few points, the limit, no stock, a wrong password, an unknown reward and a repeat; nothing changes', async () => {
    const member = await freshMember(10)
    const before = { points: pointsOf(member.id), money: balanceOf(platform, member.id) }
    const refusals = [
      [await redeem(member.token, { rewardId: rewardId('cash5') }), 400, 'point.balance.insufficient'],
      [
        await redeem(member.token, { rewardId: rewardId('frame'), password: 'Wrong#2026' }),
        400,
        'point.password.invalid',
      ],
      [await redeem(member.token, { rewardId: 999_999 }), 404, 'point.reward.not.found'],
      [await redeem(member.token, { rewardId: 'abc' }), 404, 'point.reward.not.found'],
    ]
    for (const [result, status, code] of refusals) {
      assert.equal(/** @type {any} */ (result).status, status, /** @type {any} */ (result).text)
      assert.equal(/** @type {any} */ (result).json.errorCode, code)
    }
    assert.deepEqual({ points: pointsOf(member.id), money: balanceOf(platform, member.id) }, before)

    const rich = await freshMember(100)
    for (let i = 0; i < 3; i++)
      assert.equal((await redeem(rich.token, { rewardId: rewardId('frame') })).status, 200)
    const over = await redeem(rich.token, { rewardId: rewardId('frame') })
    assert.equal(over.json.errorCode, 'point.reward.limit')
    assert.equal(pointsOf(rich.id), 85)

    const twice = await Promise.all([
      redeem(rich.token, { rewardId: rewardId('spins'), requestId: 'same-request-1' }),
      redeem(rich.token, { rewardId: rewardId('spins'), requestId: 'same-request-1' }),
    ])
    assert.deepEqual(twice.map((r) => r.status).sort(), [200, 409])
    assert.equal(pointsOf(rich.id), 35)

    platform.db.prepare('UPDATE point_rewards SET stock = 0 WHERE id = ?').run(rewardId('watch'))
    const gone = await redeem((await freshMember(20_000)).token, { rewardId: rewardId('watch') })
    assert.equal(gone.json.errorCode, 'point.reward.out.of.stock')
    assertLedgersBalance(rich.id)
  })

  it('lets exactly 5 of 20 concurrent redemptions of the last 5 in stock succeed', async () => {
    const id = rewardId('headphones')
    platform.db.prepare('UPDATE point_rewards SET stock = 5 WHERE id = ?').run(id)
    const members = await Promise.all(Array.from({ length: 20 }, () => freshMember(6_000)))
    const results = await Promise.all(members.map((m) => redeem(m.token, { rewardId: id })))
    const succeeded = results.filter((r) => r.status === 200).length
    assert.equal(succeeded, 5)
    assert.ok(
      results.filter((r) => r.status !== 200).every((r) => r.json.errorCode === 'point.reward.out.of.stock'),
    )
    assert.equal(platform.db.prepare('SELECT stock FROM point_rewards WHERE id = ?').pluck().get(id), 0)
    const spent = members.filter((m) => pointsOf(m.id) === 1_000).length
    assert.equal(spent, 5)
    for (const m of members) assertLedgersBalance(m.id)
  })
})

describe('converting', () => {
  it('turns points into cash at the merchant rate from its minimum, and refuses below it', async () => {
    const member = await freshMember(250)
    const money = balanceOf(platform, member.id)
    /** @param {unknown} points @param {string} [requestId] */
    const convert = (points, requestId = `conv-${Math.random().toString(36).slice(2, 10)}`) =>
      callEncrypted(
        platform,
        'POST',
        '/wps/relay/passwordCheck/MCS2_convertPoint',
        { points, password: PASSWORD, requestId },
        { token: member.token },
      )
    assert.equal((await convert(99)).json.errorCode, 'point.convert.amount')
    assert.equal((await convert(300)).json.errorCode, 'point.balance.insufficient')
    const done = await convert(200)
    assert.equal(done.status, 200, done.text)
    assert.deepEqual(done.json.value.points, 50)
    assert.equal(balanceOf(platform, member.id), money + 200)
    assertLedgersBalance(member.id)
  })

  it('the test control writes a history of conversions the history call pages, newest first', async () => {
    const member = await freshMember()
    const username = /** @type {string} */ (
      platform.db.prepare('SELECT username FROM members WHERE id = ?').pluck().get(member.id)
    )
    const money = balanceOf(platform, member.id)
    /** @param {unknown} count */
    const control = (count) =>
      platform.call(`/__test/members/${username}/point-conversions`, {
        method: 'POST',
        merchant: null,
        json: { merchant: 'SOL1', count },
      })
    assert.equal((await control(0)).status, 400)
    assert.equal((await control(51)).status, 400)
    const made = await control(23)
    assert.equal(made.status, 200, made.text)
    assert.deepEqual(made.json.value, { points: 0, history: 23 })
    // The n-th conversion (from 0) took 100 + n points: 23 × 100 + (0 + … + 22) minor units in all.
    assert.equal(balanceOf(platform, member.id), money + 23 * 100 + 253)
    assertLedgersBalance(member.id)
    const last = await relay('MCS2_getRedeemPointList', member.token, { pageNo: 3, pageSize: 10 })
    assert.equal(last.json.value.totalPages, 3)
    assert.deepEqual(
      last.json.value.list.map((/** @type {{ points: number }} */ row) => row.points),
      [102, 101, 100],
    )
  })
})

describe('player protection', () => {
  it('refuses a redemption while a time-out runs, and nothing moves', async () => {
    const member = await freshMember(5_000)
    startBlock(platform.db, {
      memberId: member.id,
      kind: 'timeout',
      duration: '24h',
      now: clock.now(),
      language: 'EN',
    })
    const result = await redeem(member.token, { rewardId: rewardId('cash5') })
    assert.equal(result.status, 403, result.text)
    assert.equal(result.json.errorCode, 'rg.blocked')
    assert.equal(pointsOf(member.id), 5_000)
    assertLedgersBalance(member.id)
  })
})
