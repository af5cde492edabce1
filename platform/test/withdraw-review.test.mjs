// @ts-check
// The review rule of withdrawals: below the merchant's threshold paid automatically after the review
// delay, at or above it decided by a person in the cashier console; never paid or refunded twice.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'

import { runDueReviews } from '../lib/cashier/review.mjs'
import { post } from '../lib/ledger.mjs'
import { callEncrypted, tokenFor } from './client.mjs'
import {
  assertLedgerBalances,
  balanceOf,
  manualClock,
  memberIdOf,
  signedInPlatform,
  startPlatform,
} from './helpers.mjs'

const OPERATOR = { 'x-operator-key': 'operator-demo-key' }
const clock = manualClock()
const { platform, tokens } = signedInPlatform(
  { vip: ['vip01', 'Vip#2026'], vipVerdant: ['vip01', 'Vip#2026', 'VRD2'] },
  { now: clock.now },
)

/** @param {string} [merchant] */
const vipId = (merchant) => memberIdOf(platform, 'vip01', merchant)

/**
 * A withdrawal of vip01, funded first so the balance covers it.
 * @param {string} amount
 * @param {string} [merchant]
 */
async function withdraw(amount, merchant = 'SOL1') {
  const token = merchant === 'SOL1' ? tokens.vip : tokens.vipVerdant
  post(platform.db, { memberId: vipId(merchant), amountMinor: 200_000, kind: 'adjustment', at: clock.now() })
  const info = await platform.call('/wps/relay/PAY_withdrawInfo', { token, merchant })
  assert.equal(info.status, 200, info.text)
  const result = await callEncrypted(
    platform,
    'POST',
    '/wps/relay/passwordCheck/PAY_withdraw',
    { amount, bankAccountId: info.json.value.bankAccounts[0].id, paymentPassword: '246810' },
    { token, merchant },
  )
  assert.equal(result.status, 200, result.text)
  return /** @type {string} */ (result.json.value.orderId)
}

/** @param {string} id */
function order(id) {
  return /** @type {{ status: string, decided_at: number | null, reason: string | null }} */ (
    platform.db.prepare('SELECT status, decided_at, reason FROM withdraw_orders WHERE id = ?').get(id)
  )
}

/** @param {string} id */
function entries(id) {
  return platform.db.prepare('SELECT kind, amount_minor FROM ledger WHERE ref = ? ORDER BY id').all(id)
}

/** @param {string} id */
function messages(id) {
  return platform.db.prepare('SELECT template FROM member_messages WHERE ref = ?').pluck().all(id)
}

/** @param {string} id @param {string} action @param {unknown} [json] */
function decide(id, action, json = {}) {
  return platform.call(`/cashier/console/api/withdrawals/${id}/${action}`, {
    method: 'POST',
    merchant: null,
    headers: OPERATOR,
    json,
  })
}

function review(/** @type {string} */ orderId = '') {
  return platform.call('/__test/withdrawals/review', {
    method: 'POST',
    merchant: null,
    json: orderId ? { orderId } : {},
  })
}

describe('automatic review below the threshold', () => {
  it('pays after the review delay, once, with a message and the time', async () => {
    const start = balanceOf(platform, vipId()) + 200_000
    const id = await withdraw('499.99')
    assert.deepEqual((await review()).json.value.paid, [])
    assert.equal(order(id).status, 'pending')

    clock.advance(59_999)
    assert.deepEqual((await review()).json.value.paid, [])
    clock.advance(1)
    const paidAt = clock.now()
    assert.deepEqual((await review()).json.value.paid, [id])
    assert.deepEqual(order(id), { status: 'paid', decided_at: paidAt, reason: null })
    // A second run, and the operator after it, change nothing.
    assert.deepEqual((await review()).json.value.paid, [])
    assert.deepEqual(runDueReviews(platform.db, platform.platform.merchants, clock.now()), [])
    const late = await decide(id, 'reject', { reason: 'Too late' })
    assert.equal(late.status, 409)
    assert.equal(late.json.errorCode, 'cashier.order.not.pending')
    assert.deepEqual(entries(id), [{ kind: 'withdraw', amount_minor: -49_999 }])
    assert.deepEqual(messages(id), ['withdraw_paid'])
    assert.equal(balanceOf(platform, vipId()), start - 49_999)
    assertLedgerBalances(platform, vipId())

    const list = await platform.call('/wps/relay/PAY_withdrawList', { token: tokens.vip })
    const row = list.json.value.list.find((/** @type {{ orderId: string }} */ o) => o.orderId === id)
    assert.equal(row.status, 'paid')
    assert.equal(row.decidedAt, new Date(paidAt).toISOString())
    const inbox = await platform.call('/wps/relay/CSP_messageList', { token: tokens.vip, language: 'PT' })
    const note = inbox.json.value.list.find((/** @type {{ title: string }} */ m) => m.title === 'Saque pago')
    assert.match(note.content, new RegExp(`${id} de R\\$ 499,99 foi aprovado e pago`))
  })

  it('the test control reviews one order at once, and never one held for a person', async () => {
    const small = await withdraw('20')
    const large = await withdraw('500')
    assert.deepEqual((await review(large)).json.value.paid, [])
    assert.deepEqual((await review(small)).json.value.paid, [small])
    clock.advance(10 * 60 * 1000)
    await review()
    assert.equal(order(large).status, 'pending')
    assert.equal((await decide(large, 'approve')).status, 200)
  })

  it('follows each merchant threshold: VRD2 pays below $200.00', async () => {
    const rule = async (/** @type {string} */ token, /** @type {string} */ merchant) =>
      (await platform.call('/wps/relay/PAY_withdrawInfo', { token, merchant })).json.value.review
    assert.deepEqual(await rule(tokens.vip, 'SOL1'), { autoPayBelow: 500, delayMinutes: 1 })
    assert.deepEqual(await rule(tokens.vipVerdant, 'VRD2'), { autoPayBelow: 200, delayMinutes: 1 })
    const small = await withdraw('199.99', 'VRD2')
    const large = await withdraw('200', 'VRD2')
    clock.advance(60_000)
    assert.deepEqual((await review()).json.value.paid, [small])
    assert.equal(order(large).status, 'pending')
    assert.equal((await decide(large, 'reject', { reason: 'Documents needed' })).status, 200)
    assertLedgerBalances(platform, vipId('VRD2'))
  })
})

describe('the cashier console', () => {
  it('answers only the operator key', async () => {
    const page = await platform.call('/cashier/console', { merchant: null })
    assert.equal(page.status, 200)
    assert.match(page.text, /Withdrawals waiting for review/)
    const noKey = await platform.call('/cashier/console/api/withdrawals', { merchant: null })
    assert.equal(noKey.status, 401)
    const id = await withdraw('600')
    const wrong = await platform.call(`/cashier/console/api/withdrawals/${id}/approve`, {
      method: 'POST',
      merchant: null,
      headers: { 'x-operator-key': 'guess' },
      json: {},
    })
    assert.equal(wrong.status, 401)
    assert.equal(order(id).status, 'pending')
    assert.equal((await decide(id, 'pay')).status, 404)
    assert.equal((await decide('WDNOSUCHORDER', 'approve')).status, 404)
  })

  it('lists the held orders; a rejection needs a reason and refunds once, in the same transaction', async () => {
    const start = balanceOf(platform, vipId()) + 200_000
    const id = await withdraw('750.00')
    const queue = await platform.call('/cashier/console/api/withdrawals', {
      merchant: null,
      headers: OPERATOR,
    })
    const held = queue.json.value.waiting.find((/** @type {{ orderId: string }} */ o) => o.orderId === id)
    assert.deepEqual(
      { username: held.username, merchantCode: held.merchantCode, amount: held.amount, status: held.status },
      { username: 'vip01', merchantCode: 'SOL1', amount: 'R$ 750.00', status: 'pending' },
    )

    const noReason = await decide(id, 'reject', { reason: ' ' })
    assert.equal(noReason.status, 400)
    assert.equal(noReason.json.errorCode, 'cashier.reject.reason.required')
    assert.equal(order(id).status, 'pending')

    clock.advance(5_000)
    const rejected = await decide(id, 'reject', { reason: '  Holder name does not match  ' })
    assert.equal(rejected.status, 200, rejected.text)
    assert.deepEqual(order(id), {
      status: 'rejected',
      decided_at: clock.now(),
      reason: 'Holder name does not match',
    })
    // Approve after reject, and a second reject, are refused; nothing moves.
    assert.equal((await decide(id, 'approve')).json.errorCode, 'cashier.order.not.pending')
    assert.equal((await decide(id, 'reject', { reason: 'Again' })).status, 409)
    clock.advance(60_000)
    await review()
    assert.deepEqual(entries(id), [
      { kind: 'withdraw', amount_minor: -75_000 },
      { kind: 'withdraw_refund', amount_minor: 75_000 },
    ])
    assert.deepEqual(messages(id), ['withdraw_rejected'])
    assert.equal(balanceOf(platform, vipId()), start)
    assertLedgerBalances(platform, vipId())

    const decided = await platform.call('/cashier/console/api/withdrawals', {
      merchant: null,
      headers: OPERATOR,
    })
    assert.ok(!decided.json.value.waiting.some((/** @type {{ orderId: string }} */ o) => o.orderId === id))
    const row = decided.json.value.decided.find((/** @type {{ orderId: string }} */ o) => o.orderId === id)
    assert.equal(row.reason, 'Holder name does not match')
    const inbox = await platform.call('/wps/relay/CSP_messageList', { token: tokens.vip, language: 'EN' })
    const note = inbox.json.value.list.find(
      (/** @type {{ title: string }} */ m) => m.title === 'Withdrawal rejected',
    )
    assert.match(note.content, /rejected: Holder name does not match\. The amount is back in your balance\./)
  })

  it('two approvals at once pay once', async () => {
    const id = await withdraw('900')
    const results = await Promise.all([
      decide(id, 'approve'),
      decide(id, 'approve'),
      decide(id, 'reject', { reason: 'Race' }),
    ])
    assert.deepEqual(results.map((result) => result.status).sort(), [200, 409, 409])
    assert.equal(
      entries(id).filter((entry) => /** @type {{ kind: string }} */ (entry).kind === 'withdraw').length,
      1,
    )
    assert.equal(messages(id).length, 1)
    assertLedgerBalances(platform, vipId())
  })
})

describe('a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-review-'))
  after(() => rmSync(dataDir, { recursive: true, force: true }))

  it('pays a due order once and leaves decided ones alone', async () => {
    const restartClock = manualClock()
    const first = await startPlatform({ dataDir, now: restartClock.now })
    const token = await tokenFor(first, 'vip01', 'Vip#2026')
    const memberId = memberIdOf(first, 'vip01')
    post(first.db, { memberId, amountMinor: 100_000, kind: 'adjustment', at: restartClock.now() })
    const info = await first.call('/wps/relay/PAY_withdrawInfo', { token })
    const made = await callEncrypted(
      first,
      'POST',
      '/wps/relay/passwordCheck/PAY_withdraw',
      { amount: '100', bankAccountId: info.json.value.bankAccounts[0].id, paymentPassword: '246810' },
      { token },
    )
    const id = made.json.value.orderId
    restartClock.advance(60_000)
    assert.deepEqual(runDueReviews(first.db, first.platform.merchants, restartClock.now()), [id])
    await first.stop()

    const second = await startPlatform({ dataDir, now: restartClock.now })
    try {
      assert.deepEqual(runDueReviews(second.db, second.platform.merchants, restartClock.now()), [])
      const kinds = second.db.prepare('SELECT kind FROM ledger WHERE ref = ?').pluck().all(id)
      assert.deepEqual(kinds, ['withdraw'])
      assert.equal(
        second.db
          .prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM ledger WHERE member_id = ?')
          .pluck()
          .get(memberId),
        second.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(memberId),
      )
    } finally {
      await second.stop()
    }
  })
})
