// @ts-check
// Player protection over HTTP: deposit limits (at once down, 24 h cooling-off up, 10 concurrent
// deposits racing a limit), loss and wager limits on in-house rounds, time-outs and self-exclusions on
// deposits, launches and rounds with withdrawals still open, reality checks and the test rewind.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { post } from '../lib/ledger.mjs'
import { registerFresh, tokenFor } from './client.mjs'
import { assertLedgerBalances, dbValue, manualClock, sharedPlatform } from './helpers.mjs'

const HOUR = 60 * 60 * 1000
const clock = manualClock()
const platform = sharedPlatform({ now: clock.now })

let serial = 0

/** A fresh member of SOL1 with `balanceMinor` credited, signed in. */
async function freshMember(balanceMinor = 100_000) {
  serial += 1
  const username = `guard${String(serial).padStart(4, '0')}`
  const { token, customerId } = await registerFresh(platform, username)
  post(platform.db, { memberId: customerId, amountMinor: balanceMinor, kind: 'adjustment', at: clock.now() })
  return { token: /** @type {string} */ (token), id: /** @type {number} */ (customerId), username }
}

/** A new sign-in of the member (the old one has idled out once the clock moved a day). */
/** @param {string} username */
function signIn(username) {
  return tokenFor(platform, username, 'Fresh#2026')
}

/** @param {string} token @param {Record<string, unknown>} body */
function setLimit(token, body) {
  return platform.call('/wps/relay/RG_setLimit', { method: 'POST', token, json: body })
}

/** @param {string} token @param {number | string} amount */
function deposit(token, amount) {
  return platform.call('/wps/relay/PAY_createDeposit', {
    method: 'POST',
    token,
    json: { method: 'PIX', amount },
  })
}

/** @param {string} token */
async function state(token) {
  const result = await platform.call('/wps/relay/RG_state', { token })
  assert.equal(result.status, 200, result.text)
  return result.json.value
}

/** @param {string} code */
function houseGame(code) {
  return String(
    platform.db
      .prepare("SELECT node_id FROM games WHERE vendor_code = 'HOUSE' AND game_code = ?")
      .pluck()
      .get(code),
  )
}

/** @param {string} token */
function launch(token, nodeId = houseGame('dice')) {
  return platform.call(`/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS&accountType=1`, { token })
}

/** @param {string} session @param {number} stake */
function roll(session, stake) {
  return platform.call('/play/api/round', {
    merchant: null,
    method: 'POST',
    json: { session, stake, target: 50, direction: 'under' },
  })
}

describe('deposit limits', () => {
  it('refuses a deposit past the limit with the allowance left, and a raise waits 24 hours', async () => {
    const { token, username } = await freshMember()
    assert.equal((await setLimit(token, { kind: 'deposit', period: 'day', amount: '50' })).status, 200)
    const refused = await deposit(token, 100)
    assert.equal(refused.status, 400)
    assert.equal(refused.json.errorCode, 'rg.deposit.limit')
    assert.deepEqual(refused.json.value, { field: 'amount', remaining: 50 })
    assert.equal((await deposit(token, 40)).status, 200)
    assert.equal((await deposit(token, 20)).json.value.remaining, 10)

    const raised = await setLimit(token, { kind: 'deposit', period: 'day', amount: 500 })
    assert.equal(raised.json.value.outcome, 'pending')
    const limit = raised.json.value.limits[0]
    assert.equal(limit.amount, 50)
    assert.equal(limit.pendingAmount, 500)
    assert.equal(Date.parse(limit.pendingFrom), clock.now() + 24 * HOUR)
    const second = await setLimit(token, { kind: 'deposit', period: 'day', amount: 400 })
    assert.equal(second.status, 409)
    assert.equal(second.json.errorCode, 'rg.limit.cooling.off')
    assert.equal((await deposit(token, 20)).status, 400)

    clock.advance(24 * HOUR)
    const again = await signIn(username)
    const after = await state(again)
    assert.equal(after.limits[0].amount, 500)
    assert.equal(after.limits[0].pendingFrom, null)
    assert.equal((await deposit(again, 200)).status, 200)
  })

  it('applies a decrease at once and removes a limit only after the cooling-off', async () => {
    const { token, username } = await freshMember()
    await setLimit(token, { kind: 'deposit', period: 'week', amount: 300 })
    const lowered = await setLimit(token, { kind: 'deposit', period: 'week', amount: 100 })
    assert.equal(lowered.json.value.outcome, 'applied')
    assert.equal(lowered.json.value.limits[0].amount, 100)
    const removal = await setLimit(token, { kind: 'deposit', period: 'week', amount: '' })
    assert.equal(removal.json.value.outcome, 'pending')
    assert.equal(removal.json.value.limits[0].pendingRemoval, true)
    clock.advance(24 * HOUR + 1)
    assert.deepEqual((await state(await signIn(username))).limits, [])
  })

  it('refuses zero, negative, non-numeric, fractional minutes and amounts above the maximum', async () => {
    const { token } = await freshMember()
    for (const body of [
      { kind: 'deposit', period: 'day', amount: 0 },
      { kind: 'deposit', period: 'day', amount: -5 },
      { kind: 'deposit', period: 'day', amount: 'ten' },
      { kind: 'deposit', period: 'day', amount: '10.001' },
      { kind: 'deposit', period: 'day', amount: 1_000_001 },
      { kind: 'session', period: 'day', amount: '1.5' },
      { kind: 'session', period: 'day', amount: 1441 },
    ]) {
      const result = await setLimit(token, body)
      assert.equal(result.status, 400, JSON.stringify(body))
      assert.equal(result.json.errorCode, 'rg.limit.invalid')
    }
    assert.equal((await setLimit(token, { kind: 'session', period: 'week', amount: 60 })).status, 400)
    assert.equal((await setLimit(token, { kind: 'bonus', period: 'day', amount: 60 })).status, 400)
    assert.deepEqual((await state(token)).limits, [])
  })

  it('lets only the deposits within the limit through when 10 race it', async () => {
    const { token, id } = await freshMember()
    await setLimit(token, { kind: 'deposit', period: 'day', amount: 100 })
    const results = await Promise.all(Array.from({ length: 10 }, () => deposit(token, 30)))
    assert.equal(results.filter((result) => result.status === 200).length, 3)
    assert.ok(results.filter((r) => r.status !== 200).every((r) => r.json.errorCode === 'rg.deposit.limit'))
    const total = dbValue(
      platform,
      "SELECT SUM(amount_minor) FROM deposit_orders WHERE member_id = ? AND status = 'pending'",
      id,
    )
    assert.equal(total, 9_000)
  })
})

describe('loss and wager limits', () => {
  it('stops rounds and launches at a loss limit, counting an open stake as lost', async () => {
    const { token, id } = await freshMember()
    await setLimit(token, { kind: 'loss', period: 'day', amount: 5 })
    const session =
      new URL((await launch(token)).json.value.content.game_url).searchParams.get('session') ?? ''
    const tooBig = await roll(session, 600)
    assert.equal(tooBig.status, 403)
    assert.equal(tooBig.json.errorCode, 'rg.loss.limit')
    // A mines round stays open after its start: its whole stake counts as lost until it settles.
    const mines = await launch(token, houseGame('mines'))
    const minesSession = new URL(mines.json.value.content.game_url).searchParams.get('session') ?? ''
    const started = await platform.call('/play/api/mines/start', {
      merchant: null,
      method: 'POST',
      json: { session: minesSession, stake: 500, mines: 3 },
    })
    assert.equal(started.status, 200, started.text)
    assert.equal((await state(token)).limits[0].used, 5)
    const next = await roll(session, 100)
    assert.equal(next.status, 403)
    assert.match(next.json.message, /limite de perdas/)
    const refused = await launch(token)
    assert.equal(refused.status, 403)
    assert.equal(refused.json.errorCode, 'rg.loss.limit')
    assertLedgerBalances(platform, id)
  })

  it('refuses a stake that would pass the wager limit, also under 10 concurrent rounds', async () => {
    const { token, id } = await freshMember()
    await setLimit(token, { kind: 'wager', period: 'day', amount: 3 })
    const session =
      new URL((await launch(token)).json.value.content.game_url).searchParams.get('session') ?? ''
    const results = await Promise.all(Array.from({ length: 10 }, () => roll(session, 100)))
    assert.equal(results.filter((result) => result.status === 200).length, 3)
    const staked = dbValue(platform, 'SELECT SUM(stake_minor) FROM bets WHERE member_id = ?', id)
    assert.equal(staked, 300)
    const refused = await launch(token)
    assert.equal(refused.status, 403)
    assert.equal(refused.json.errorCode, 'rg.wager.limit')
    assertLedgerBalances(platform, id)
  })
})

describe('play-time limit', () => {
  it('counts each launch from its start to its last round, and stops rounds and launches at the limit', async () => {
    const { token, id } = await freshMember()
    assert.equal((await setLimit(token, { kind: 'session', period: 'day', amount: '1' })).status, 200)
    const session =
      new URL((await launch(token)).json.value.content.game_url).searchParams.get('session') ?? ''
    assert.equal((await roll(session, 100)).status, 200)
    clock.advance(61_000)
    assert.equal((await roll(session, 100)).status, 200)
    assert.equal((await state(token)).limits[0].used, 1)
    const refused = await roll(session, 100)
    assert.equal(refused.status, 403)
    assert.equal(refused.json.errorCode, 'rg.session.limit')
    assert.equal((await launch(token)).json.errorCode, 'rg.session.limit')
    assertLedgerBalances(platform, id)
  })
})

describe('time-out and self-exclusion', () => {
  it('a 24-hour time-out blocks deposits, launches and rounds, keeps withdrawals, and cannot be undone', async () => {
    const { token, username } = await freshMember()
    const session =
      new URL((await launch(token)).json.value.content.game_url).searchParams.get('session') ?? ''
    const popups = async () =>
      (await platform.call('/wps/relay/MCSFE_getListAnnouncements?types=PU', { token })).json.value.popup
    assert.ok((await popups()).length > 0)
    const blocked = await platform.call('/wps/relay/RG_block', {
      method: 'POST',
      token,
      json: { kind: 'timeout', duration: '24h' },
    })
    assert.equal(blocked.status, 200, blocked.text)
    assert.equal(Date.parse(blocked.json.value.block.endsAt), clock.now() + 24 * HOUR)
    assert.equal((await deposit(token, 20)).json.errorCode, 'rg.blocked')
    assert.equal((await launch(token)).json.errorCode, 'rg.blocked')
    assert.equal((await roll(session, 100)).json.errorCode, 'rg.blocked')
    assert.deepEqual(await popups(), [])
    const again = await platform.call('/wps/relay/RG_block', {
      method: 'POST',
      token,
      json: { kind: 'timeout', duration: '7d' },
    })
    assert.equal(again.status, 409)
    assert.equal((await platform.call('/wps/relay/PAY_withdrawInfo', { token })).status, 200)
    assert.equal((await platform.call('/wps/relay/GCS_betRecord', { token })).status, 200)
    clock.advance(24 * HOUR)
    assert.equal((await deposit(await signIn(username), 20)).status, 200)
  })

  it('a 6-month self-exclusion holds past its end until a lift is asked and 24 hours pass', async () => {
    const { token, username } = await freshMember()
    const body = { kind: 'exclusion', duration: '6m' }
    assert.equal(
      (await platform.call('/wps/relay/RG_block', { method: 'POST', token, json: body })).status,
      200,
    )
    assert.equal((await deposit(token, 20)).json.errorCode, 'rg.blocked')
    const early = await platform.call('/wps/relay/RG_liftExclusion', { method: 'POST', token, json: {} })
    assert.equal(early.json.errorCode, 'rg.lift.not.allowed')
    const rewind = await platform.call('/__test/protection/rewind', {
      method: 'POST',
      merchant: null,
      json: { merchant: 'SOL1', username, ms: 183 * 24 * HOUR },
    })
    assert.equal(rewind.status, 200)
    // Signing in again, on any brand of the merchant, finds the same block: it belongs to the member.
    assert.equal((await deposit(await signIn(username), 20)).json.errorCode, 'rg.blocked')
    const lift = await platform.call('/wps/relay/RG_liftExclusion', { method: 'POST', token, json: {} })
    assert.equal(lift.status, 200)
    assert.equal(Date.parse(lift.json.value.block.liftsAt), clock.now() + 24 * HOUR)
    assert.equal((await launch(token)).json.errorCode, 'rg.blocked')
    clock.advance(24 * HOUR)
    assert.equal((await launch(await signIn(username))).status, 200)
  })

  it('refuses unknown kinds and durations', async () => {
    const { token } = await freshMember()
    for (const json of [
      { kind: 'timeout', duration: '6m' },
      { kind: 'exclusion', duration: '24h' },
      { kind: 'holiday', duration: '7d' },
    ]) {
      const result = await platform.call('/wps/relay/RG_block', { method: 'POST', token, json })
      assert.equal(result.status, 400)
    }
  })
})

describe('reality checks and the session position', () => {
  it('is due after its interval only while the member plays, and counts again from a continue', async () => {
    const { token, username } = await freshMember()
    const first = await state(token)
    assert.equal(first.realityCheck.intervalMinutes, 60)
    assert.equal(first.realityCheck.due, false)
    assert.equal(Date.parse(first.realityCheck.dueAt), Date.parse(first.session.signedInAt) + HOUR)
    const set = await platform.call('/wps/relay/RG_realityCheck', {
      method: 'POST',
      token,
      json: { intervalMinutes: 15 },
    })
    assert.equal(Date.parse(set.json.value.realityCheck.dueAt), clock.now() + 15 * 60_000)
    const bad = await platform.call('/wps/relay/RG_realityCheck', {
      method: 'POST',
      token,
      json: { intervalMinutes: 20 },
    })
    assert.equal(bad.status, 400)
    const rewind = () =>
      platform.call('/__test/protection/rewind', {
        method: 'POST',
        merchant: null,
        json: { merchant: 'SOL1', username, ms: 16 * 60_000 },
      })
    // Idle: not due, and the next look is at the next interval boundary.
    await rewind()
    const idle = (await state(token)).realityCheck
    assert.equal(idle.due, false)
    assert.equal(Date.parse(idle.dueAt), clock.now() + 14 * 60_000)
    // Playing: due.
    const session =
      new URL((await launch(token)).json.value.content.game_url).searchParams.get('session') ?? ''
    assert.equal((await roll(session, 100)).status, 200)
    assert.equal((await state(token)).realityCheck.due, true)
    const resumed = await platform.call('/wps/relay/RG_realityCheck', { method: 'POST', token, json: {} })
    assert.equal(resumed.json.value.realityCheck.due, false)
    assert.equal(Date.parse(resumed.json.value.realityCheck.dueAt), clock.now() + 15 * 60_000)
  })

  it('reports net position since sign-in, lifetime net deposits and the history of rounds', async () => {
    const { token } = await freshMember()
    const session =
      new URL((await launch(token)).json.value.content.game_url).searchParams.get('session') ?? ''
    const round = await roll(session, 100)
    const payout = round.json.value.payout
    const value = await state(token)
    assert.equal(value.session.staked, 1)
    assert.equal(value.session.net, (payout - 100) / 100)
    assert.equal(value.lifetimeNetDeposits, 0)
    const history = (await platform.call('/wps/relay/RG_history', { token })).json.value
    assert.equal(history.bets.length, 1)
    assert.equal(history.bets[0].round, round.json.value.round)
    assert.ok(history.transactions.some((/** @type {{ kind: string }} */ row) => row.kind === 'bet'))
  })
})
