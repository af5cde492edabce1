// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { post } from '../lib/ledger.mjs'
import { callEncrypted, freshMembers } from './client.mjs'
import { assertLedgerBalances, balanceOf, clockedPlatform, playDice, verifiedIdentity } from './helpers.mjs'

const { clock, platform } = clockedPlatform()
const registerMember = freshMembers(platform, 'fund')

/**
 * A fresh member of SOL1, signed in, with `extraMinor` credited on top of the sign-up bonus.
 * @param {{ extraMinor?: number, affiliateCode?: string }} [options]
 */
async function freshMember({ extraMinor = 0, affiliateCode } = {}) {
  const member = await registerMember(affiliateCode ? { affiliateCode } : {})
  if (extraMinor > 0)
    post(platform.db, { memberId: member.id, amountMinor: extraMinor, kind: 'adjustment', at: clock.now() })
  return member
}

/** @param {number} id */
function subMinor(id) {
  return /** @type {number} */ (
    platform.db
      .prepare('SELECT COALESCE(SUM(balance_minor), 0) FROM sub_wallets WHERE member_id = ?')
      .pluck()
      .get(id)
  )
}

/** Every wallet of the member sums its ledger to its balance. @param {number} id */
function assertLedgersBalance(id) {
  assertLedgerBalances(platform, id, 'main ledger')
  const subs = /** @type {{ vendor_code: string, balance_minor: number, sum: number }[]} */ (
    platform.db
      .prepare(
        `SELECT w.vendor_code, w.balance_minor,
           (SELECT COALESCE(SUM(amount_minor), 0) FROM sub_wallet_ledger l
            WHERE l.member_id = w.member_id AND l.vendor_code = w.vendor_code) AS sum
         FROM sub_wallets w WHERE w.member_id = ?`,
      )
      .all(id)
  )
  for (const sub of subs) assert.equal(sub.sum, sub.balance_minor, `ledger of ${sub.vendor_code}`)
}

/** @param {string} token @param {unknown} body */
function transfer(token, body) {
  return platform.call('/wps/relay/GCS_walletTransfer', { method: 'POST', token, json: body })
}

/** @param {string} token */
async function sumBalance(token) {
  const result = await platform.call('/wps/v2/wallets/balance?typeId=0', { token })
  assert.equal(result.status, 200, result.text)
  return Math.round(result.json.value.sumBalance * 100)
}

describe('vendor wallets', () => {
  it('lists the merchant vendors that play from a wallet of their own, never the house games', async () => {
    const { token } = await freshMember()
    const result = await platform.call('/wps/relay/GCS_merchantWallet', { token })
    assert.equal(result.status, 200, result.text)
    const codes = result.json.value.wallets.map(
      (/** @type {{ accountTypeId: string }} */ w) => w.accountTypeId,
    )
    assert.ok(codes.includes('VELV'))
    assert.ok(!codes.includes('HOUSE'))
    assert.equal(result.json.value.currency, 'BRL')
  })

  it('moves money to a vendor wallet and back, recalls all, and never changes the total', async () => {
    const { id, token } = await freshMember({ extraMinor: 10_000 })
    const total = await sumBalance(token)
    assert.equal(total, 11_000)

    const out = await transfer(token, { from: 'MAIN', to: 'VELV', amount: '25.50' })
    assert.equal(out.status, 200, out.text)
    assert.equal(balanceOf(platform, id), 11_000 - 2_550)
    assert.equal(subMinor(id), 2_550)
    assert.equal(await sumBalance(token), total)
    const balance = await platform.call('/wps/v2/wallets/balance?typeId=0', { token })
    assert.deepEqual(balance.json.value.balance[1], { accountTypeId: 'VELV', availBalance: 25.5 })

    const back = await transfer(token, { from: 'VELV', to: 'MAIN', amount: 5 })
    assert.equal(back.status, 200, back.text)
    assert.equal(subMinor(id), 2_050)
    assert.equal((await transfer(token, { from: 'MAIN', to: 'CRWN', amount: '1.25' })).status, 200)

    const recalled = await transfer(token, { recallAll: true })
    assert.equal(recalled.status, 200, recalled.text)
    assert.equal(recalled.json.value.amount, 21.75)
    assert.equal(subMinor(id), 0)
    assert.equal(balanceOf(platform, id), total)
    assert.equal(await sumBalance(token), total)
    assertLedgersBalance(id)

    const again = await transfer(token, { recallAll: true })
    assert.equal(again.status, 400)
    assert.equal(again.json.errorCode, 'cashier.wallet.empty')
  })

  it('refuses bad amounts and wallets with a translated reason, moving nothing', async () => {
    const { id, token } = await freshMember({ extraMinor: 1_000 })
    const before = balanceOf(platform, id)
    const cases = [
      [{ from: 'MAIN', to: 'VELV', amount: 0 }, 'cashier.amount.invalid'],
      [{ from: 'MAIN', to: 'VELV', amount: -5 }, 'cashier.amount.invalid'],
      [{ from: 'MAIN', to: 'VELV', amount: '1.234' }, 'cashier.amount.invalid'],
      [{ from: 'MAIN', to: 'VELV', amount: '1e309' }, 'cashier.amount.invalid'],
      [{ from: 'MAIN', to: 'VELV', amount: 20.01 }, 'cashier.balance.insufficient'],
      [{ from: 'VELV', to: 'MAIN', amount: 1 }, 'cashier.balance.insufficient'],
      [{ from: 'MAIN', to: 'NOPE', amount: 1 }, 'cashier.wallet.not.found'],
      [{ from: 'MAIN', to: 'HOUSE', amount: 1 }, 'cashier.wallet.not.found'],
      [{ from: 'MAIN', to: 'MAIN', amount: 1 }, 'cashier.wallet.not.found'],
      [{ from: 'VELV', to: 'CRWN', amount: 1 }, 'cashier.wallet.not.found'],
    ]
    for (const [body, code] of cases) {
      const result = await transfer(token, body)
      assert.equal(result.status, 400, JSON.stringify(body))
      assert.equal(result.json.errorCode, code, JSON.stringify(body))
    }
    const portuguese = await platform.call('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      token,
      language: 'PT',
      json: { from: 'MAIN', to: 'NOPE', amount: 1 },
    })
    assert.equal(portuguese.json.message, 'Esta carteira não existe.')
    // A number too large for a double arrives as Infinity.
    const huge = await platform.call('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"from":"MAIN","to":"VELV","amount":1e309}',
    })
    assert.equal(huge.status, 400, huge.text)
    assert.equal(balanceOf(platform, id), before)
    assert.equal(subMinor(id), 0)
    assertLedgersBalance(id)
  })

  it('moves a transfer sent twice at once only once', async () => {
    const { id, token } = await freshMember({ extraMinor: 5_000 })
    const body = { from: 'MAIN', to: 'VELV', amount: 10, requestId: 'twice-0001' }
    const results = await Promise.all([transfer(token, body), transfer(token, body)])
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409])
    assert.equal(results.find((r) => r.status === 409)?.json.errorCode, 'cashier.transfer.duplicate')
    assert.equal(subMinor(id), 1_000)
    assertLedgersBalance(id)
  })

  it('never overdraws a wallet under 20 concurrent transfers', async () => {
    const { id, token } = await freshMember({ extraMinor: 6_000 })
    // 70.00 in the main wallet: seven transfers of 10.00 fit, thirteen must be refused.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => transfer(token, { from: 'MAIN', to: 'VELV', amount: 10 })),
    )
    const passed = results.filter((r) => r.status === 200).length
    assert.equal(passed, 7)
    for (const r of results.filter((r) => r.status !== 200)) {
      assert.equal(r.json.errorCode, 'cashier.balance.insufficient')
    }
    assert.equal(balanceOf(platform, id), 0)
    assert.equal(subMinor(id), 7_000)
    // And back again, twenty at once from the vendor wallet.
    const back = await Promise.all(
      Array.from({ length: 20 }, () => transfer(token, { from: 'VELV', to: 'MAIN', amount: 5 })),
    )
    assert.equal(back.filter((r) => r.status === 200).length, 14)
    assert.equal(subMinor(id), 0)
    assert.equal(balanceOf(platform, id), 7_000)
    assertLedgersBalance(id)
  })

  it('is not open to trial accounts', async () => {
    const trial = await platform.call('/wps/session/login/freeplay', { method: 'POST', json: {} })
    assert.equal(trial.status, 200, trial.text)
    const result = await platform.call('/wps/relay/GCS_merchantWallet', { token: trial.json.value.token })
    assert.equal(result.status, 403)
  })
})

describe('transfer to upline', () => {
  /** @param {string} token @param {Record<string, unknown>} payload */
  const send = (token, payload) =>
    callEncrypted(platform, 'POST', '/wps/relay/passwordCheck/MCS2_transferToUpline', payload, { token })

  /** @param {string} token */
  async function setPassword(token) {
    const result = await callEncrypted(
      platform,
      'POST',
      '/wps/relay/passwordCheck/PAY_setPaymentPassword',
      {
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
        password: 'Fresh#2026',
      },
      { token },
    )
    assert.equal(result.status, 200, result.text)
  }

  it('shows the upline and moves exactly the amount from the member to the agent in one go', async () => {
    const { id, token } = await freshMember({ extraMinor: 4_000, affiliateCode: 'AGENT01' })
    const agentId = /** @type {number} */ (
      platform.db
        .prepare("SELECT id FROM members WHERE username = 'agent01' AND merchant_code = 'SOL1'")
        .pluck()
        .get()
    )
    const info = await platform.call('/wps/relay/MCS2_uplineTransferInfo', { token })
    assert.equal(info.status, 200, info.text)
    assert.equal(info.json.value.upline.account, 'agent01')
    assert.equal(info.json.value.hasPaymentPassword, false)
    await setPassword(token)

    const agentBefore = balanceOf(platform, agentId)
    const done = await send(token, { amount: '12.34', paymentPassword: '135790', requestId: 'upline-0001' })
    assert.equal(done.status, 200, done.text)
    assert.equal(balanceOf(platform, id), 5_000 - 1_234)
    assert.equal(balanceOf(platform, agentId), agentBefore + 1_234)
    const entries = platform.db
      .prepare('SELECT member_id, amount_minor, kind FROM ledger WHERE ref = ? ORDER BY id')
      .all(done.json.value.transferId)
    assert.deepEqual(entries, [
      { member_id: id, amount_minor: -1_234, kind: 'transfer_upline' },
      { member_id: agentId, amount_minor: 1_234, kind: 'transfer_downline' },
    ])
    assertLedgersBalance(id)
    assertLedgersBalance(agentId)

    const duplicate = await send(token, {
      amount: '12.34',
      paymentPassword: '135790',
      requestId: 'upline-0001',
    })
    assert.equal(duplicate.status, 409)
    const tooMuch = await send(token, { amount: 1_000, paymentPassword: '135790' })
    assert.equal(tooMuch.json.errorCode, 'cashier.balance.insufficient')
    assert.equal(balanceOf(platform, agentId), agentBefore + 1_234)
  })

  it('counts wrong payment passwords toward the lock withdrawals share', async () => {
    const { id, token } = await freshMember({ extraMinor: 4_000, affiliateCode: 'AGENT01' })
    verifiedIdentity(platform, id, clock.now())
    await setPassword(token)
    for (let i = 0; i < 4; i += 1) {
      const wrong = await send(token, { amount: 1, paymentPassword: '000111' })
      assert.equal(wrong.json.errorCode, 'cashier.payment.password.invalid')
    }
    const withdrawInfo = await platform.call('/wps/relay/PAY_withdrawInfo', { token })
    assert.equal(withdrawInfo.json.value.attemptsLeft, 1)
    const fifth = await send(token, { amount: 1, paymentPassword: '000111' })
    assert.equal(fifth.status, 423)
    const withdrawal = await callEncrypted(
      platform,
      'POST',
      '/wps/relay/passwordCheck/PAY_withdraw',
      {
        amount: 20,
        bankAccountId: 1,
        paymentPassword: '135790',
      },
      { token },
    )
    assert.equal(withdrawal.json.errorCode, 'cashier.payment.password.locked')
    clock.advance(16 * 60 * 1000)
    const after = await send(token, { amount: 1, paymentPassword: '135790' })
    assert.equal(after.status, 200, after.text)
  })

  it('is refused to members without an upline', async () => {
    const { token } = await freshMember()
    const info = await platform.call('/wps/relay/MCS2_uplineTransferInfo', { token })
    assert.equal(info.status, 403)
    assert.equal(info.json.errorCode, 'cashier.upline.none')
    assert.equal((await send(token, { amount: 1, paymentPassword: '135790' })).status, 403)
  })
})

describe('personal profit and loss, and bonus details', () => {
  it('agrees with the betting record to the cent, per category and in total', async () => {
    const { token } = await freshMember({ extraMinor: 5_000 })
    await playDice(platform, token, 8, 137)
    const period = { startTime: clock.now() - 60_000, endTime: clock.now() + 60_000 }
    const query = new URLSearchParams(Object.entries(period).map(([k, v]) => [k, String(v)]))
    const profit = await platform.call(`/wps/relay/ODSFE2_personalProfit?${query}`, { token })
    assert.equal(profit.status, 200, profit.text)
    const record = await platform.call(`/wps/relay/ODSFE2_MemBetDet?${query}`, { token })
    const { total, categories, bonusMinor, netMinor } = profit.json.value
    assert.equal(total.rounds, 8)
    assert.equal(total.betMinor, record.json.value.summary.betAmount)
    assert.equal(total.payoutMinor, record.json.value.summary.winAmount)
    const house = categories.find((/** @type {{ category: string }} */ c) => c.category === 'INHOUSE')
    assert.equal(house.betMinor, 8 * 137)
    assert.equal(categories.length, 9)
    assert.equal(bonusMinor, 1_000)
    assert.equal(netMinor, record.json.value.summary.netAmount + 1_000)

    const later = new URLSearchParams({
      startTime: String(clock.now() + 60_000),
      endTime: String(clock.now() + 120_000),
    })
    const empty = await platform.call(`/wps/relay/ODSFE2_personalProfit?${later}`, { token })
    assert.equal(empty.json.value.total.betMinor, 0)
  })

  it('refuses periods that are missing, reversed or longer than 90 days', async () => {
    const { token } = await freshMember()
    const day = 24 * 60 * 60 * 1000
    for (const period of [
      {},
      { startTime: 2_000, endTime: 1_000 },
      { startTime: 0, endTime: 92 * day },
      { startTime: 'x', endTime: 1_000 },
    ]) {
      const query = new URLSearchParams(Object.entries(period).map(([k, v]) => [k, String(v)]))
      const result = await platform.call(`/wps/relay/ODSFE2_personalProfit?${query}`, { token })
      assert.equal(result.status, 400, JSON.stringify(period))
    }
  })

  it('lists the sign-up bonus with its turnover and the stakes placed since', async () => {
    const { token } = await freshMember()
    const result = await platform.call('/wps/relay/MCSFE_getBonusDetails', { token })
    assert.equal(result.status, 200, result.text)
    assert.equal(result.json.value.totalCount, 1)
    assert.deepEqual(
      { ...result.json.value.list[0], id: undefined, createdAt: undefined },
      {
        id: undefined,
        createdAt: undefined,
        source: 'signup',
        amountMinor: 1_000,
        turnoverMinor: 1_000,
        progressMinor: 0,
        status: 'in_progress',
        expiresAt: null,
        expiredAt: null,
        forfeitedMinor: null,
      },
    )
  })
})
