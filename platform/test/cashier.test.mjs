// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { parseAmount } from '../lib/cashier/orders.mjs'
import { paymentPasswordProblem } from '../lib/cashier/payment-password.mjs'
import { post } from '../lib/ledger.mjs'
import { callEncrypted, tokenFor } from './client.mjs'
import {
  assertLedgerBalances,
  balanceOf,
  ledgerSum,
  manualClock,
  memberIdOf,
  sharedPlatform,
} from './helpers.mjs'

const clock = manualClock()
let player = ''
let mobile = ''
let vip = ''
let vipVerdant = ''

const platform = sharedPlatform({
  now: clock.now,
  async afterStart() {
    player = await tokenFor(platform, 'player01', 'Player#2026')
    mobile = await tokenFor(platform, 'mobile01', 'Mobile#2026')
    vip = await tokenFor(platform, 'vip01', 'Vip#2026')
    vipVerdant = await tokenFor(platform, 'vip01', 'Vip#2026', { merchant: 'VRD2' })
  },
})

/** @param {string} username @param {string} [merchant] */
const memberId = (username, merchant) => memberIdOf(platform, username, merchant)

/** @param {string} token @param {unknown} body @param {string} [merchant] */
function createDeposit(token, body, merchant = 'SOL1') {
  return platform.call('/wps/relay/PAY_createDeposit', { method: 'POST', token, json: body, merchant })
}

/** @param {string} token @param {Record<string, unknown>} payload @param {string} [merchant] */
function withdraw(token, payload, merchant = 'SOL1') {
  return callEncrypted(platform, 'POST', '/wps/relay/passwordCheck/PAY_withdraw', payload, {
    token,
    merchant,
  })
}

/** @param {string} token @param {string} [merchant] */
async function info(token, merchant = 'SOL1') {
  const result = await platform.call('/wps/relay/PAY_withdrawInfo', { token, merchant })
  assert.equal(result.status, 200, result.text)
  return result.json.value
}

/**
 * SOL1 with member cancellation turned on (as an operator may), until `restore`.
 * @param {boolean} on
 */
function memberCancels(on) {
  const merchant = /** @type {import('../lib/merchants.mjs').Merchant} */ (
    platform.platform.merchants.get('SOL1')
  )
  const before = merchant.memberCancelsWithdrawals
  merchant.memberCancelsWithdrawals = on
  return { restore: () => void (merchant.memberCancelsWithdrawals = before) }
}

/** @param {string} payUrl */
function payPath(payUrl) {
  const url = new URL(payUrl)
  return `${url.pathname}${url.search}`
}

describe('amounts', () => {
  it('parses decimal major units into exact minor units', () => {
    assert.equal(parseAmount('12.34', 2), 1234)
    assert.equal(parseAmount('0.1', 2), 10)
    assert.equal(parseAmount(0.3, 2), 30)
    assert.equal(parseAmount('100', 2), 10_000)
    assert.equal(parseAmount('12.345', 2), null)
    assert.equal(parseAmount('1e3', 2), null)
    assert.equal(parseAmount('-5', 2), null)
    assert.equal(parseAmount('0', 2), null)
    assert.equal(parseAmount('abc', 2), null)
    assert.equal(parseAmount(null, 2), null)
  })

  it('refuses runs and repeats as payment passwords', () => {
    assert.equal(paymentPasswordProblem('123456'), 'weak')
    assert.equal(paymentPasswordProblem('987654'), 'weak')
    assert.equal(paymentPasswordProblem('000000'), 'weak')
    assert.equal(paymentPasswordProblem('12345'), 'format')
    assert.equal(paymentPasswordProblem('12a456'), 'format')
    assert.equal(paymentPasswordProblem('246810'), null)
  })
})

describe('deposits', () => {
  it('offers the methods of the merchant currency with bounds and presets', async () => {
    const sol = await platform.call('/wps/relay/PAY_depositMethods', { token: player })
    assert.equal(sol.status, 200)
    assert.equal(sol.json.value.currency, 'BRL')
    assert.deepEqual(
      sol.json.value.methods.map((/** @type {{ code: string }} */ m) => m.code),
      ['PIX', 'BANK'],
    )
    const pix = sol.json.value.methods[0]
    assert.equal(pix.minAmount, 10)
    assert.ok(pix.presets.length > 0)
    const vrd = await platform.call('/wps/relay/PAY_depositMethods', { token: vipVerdant, merchant: 'VRD2' })
    assert.equal(vrd.json.value.currency, 'USD')
    assert.deepEqual(
      vrd.json.value.methods.map((/** @type {{ code: string }} */ m) => m.code),
      ['EWALLET', 'BANK'],
    )
  })

  it('refuses amounts out of bounds, not numbers and too many decimals, and unknown methods', async () => {
    const cases = [
      [{ method: 'PIX', amount: '9.99' }, 'cashier.amount.below.min'],
      [{ method: 'PIX', amount: '50000.01' }, 'cashier.amount.above.max'],
      [{ method: 'PIX', amount: 'ten' }, 'cashier.amount.invalid'],
      [{ method: 'PIX', amount: '10.001' }, 'cashier.amount.invalid'],
      [{ method: 'EWALLET', amount: '20' }, 'cashier.method.invalid'],
    ]
    for (const [body, code] of cases) {
      const result = await createDeposit(player, body)
      assert.equal(result.status, 400, JSON.stringify(body))
      assert.equal(result.json.errorCode, code)
    }
    const english = await platform.call('/wps/relay/PAY_createDeposit', {
      method: 'POST',
      token: player,
      json: { method: 'PIX', amount: '1' },
      language: 'EN',
    })
    assert.equal(english.json.message, 'The amount is below the minimum.')
    assert.equal(english.json.value.minAmount, 10)
  })

  it('credits the member once when the sandbox page confirms the payment', async () => {
    const id = memberId('player01')
    const before = balanceOf(platform, id)
    const created = await createDeposit(player, { method: 'PIX', amount: '25.50' })
    assert.equal(created.status, 200, created.text)
    const order = created.json.value
    assert.equal(order.status, 'pending')
    assert.equal(order.amount, 25.5)
    assert.match(order.payUrl, /\/pay\/DP[A-Z0-9]+\?lang=PT$/)

    const page = await platform.call(payPath(order.payUrl), { merchant: null })
    assert.equal(page.status, 200)
    assert.match(page.text, /R\$ 25\.50/)
    assert.match(page.text, /<button type="submit">Pagar<\/button>/)

    const paid = await platform.call(payPath(order.payUrl), { method: 'POST', merchant: null, body: '' })
    assert.equal(paid.status, 303)
    assert.equal(balanceOf(platform, id), before + 2_550)

    const again = await platform.call(payPath(order.payUrl), { method: 'POST', merchant: null, body: '' })
    assert.equal(again.status, 200)
    assert.match(again.text, /não está mais pendente/)
    assert.equal(balanceOf(platform, id), before + 2_550)

    const read = await platform.call(`/wps/relay/PAY_depositOrder?orderId=${order.orderId}`, {
      token: player,
    })
    assert.equal(read.json.value.status, 'paid')
    const entry = platform.db
      .prepare('SELECT kind, amount_minor FROM ledger WHERE ref = ?')
      .get(order.orderId)
    assert.deepEqual(entry, { kind: 'deposit', amount_minor: 2_550 })
    assertLedgerBalances(platform, id)
  })

  it('lets an order expire after 15 minutes; an expired order cannot be paid', async () => {
    const id = memberId('player01')
    const created = await createDeposit(player, { method: 'BANK', amount: 100 })
    const order = created.json.value
    assert.equal(order.payee.bankName, 'Banco Solara S.A.')
    clock.advance(15 * 60 * 1000 + 1)
    const before = balanceOf(platform, id)
    const paid = await platform.call(payPath(order.payUrl), { method: 'POST', merchant: null, body: '' })
    assert.match(paid.text, /expirou/)
    assert.equal(balanceOf(platform, id), before)
    const list = await platform.call('/wps/relay/PAY_depositList?pageNo=1&pageSize=5', { token: player })
    assert.equal(list.json.value.list[0].orderId, order.orderId)
    assert.equal(list.json.value.list[0].status, 'expired')
  })

  it('keeps one member out of another member’s orders', async () => {
    const created = await createDeposit(player, { method: 'PIX', amount: 10 })
    const other = await platform.call(`/wps/relay/PAY_depositOrder?orderId=${created.json.value.orderId}`, {
      token: mobile,
    })
    assert.equal(other.status, 404)
    assert.equal(other.json.errorCode, 'cashier.order.not.found')
  })

  it('caps the unpaid orders a member holds at once', async () => {
    const token = await tokenFor(platform, 'expired01', 'Expired#2026')
    for (let index = 0; index < 5; index += 1) {
      assert.equal((await createDeposit(token, { method: 'PIX', amount: 10 })).status, 200)
    }
    const sixth = await createDeposit(token, { method: 'PIX', amount: 10 })
    assert.equal(sixth.status, 409)
    assert.equal(sixth.json.errorCode, 'cashier.deposit.too.many.open')
  })

  it('needs a session', async () => {
    const result = await createDeposit('', { method: 'PIX', amount: 10 })
    assert.equal(result.status, 401)
  })
})

describe('payment password and bank accounts', () => {
  it('sets a payment password once, encrypted, with the login password', async () => {
    const plain = await platform.call('/wps/relay/passwordCheck/PAY_setPaymentPassword', {
      method: 'POST',
      token: mobile,
      json: { paymentPassword: '258036', confirmPaymentPassword: '258036', password: 'Mobile#2026' },
    })
    assert.equal(plain.status, 400)
    assert.equal((await info(mobile)).hasPaymentPassword, false)

    // A valid request unless `change` says otherwise.
    const set = (/** @type {Record<string, string>} */ change = {}) =>
      callEncrypted(
        platform,
        'POST',
        '/wps/relay/passwordCheck/PAY_setPaymentPassword',
        { paymentPassword: '258036', confirmPaymentPassword: '258036', password: 'Mobile#2026', ...change },
        { token: mobile },
      )
    const weak = await set({ paymentPassword: '123456', confirmPaymentPassword: '123456' })
    assert.equal(weak.json.errorCode, 'cashier.payment.password.weak')
    const mismatch = await set({ confirmPaymentPassword: '258037' })
    assert.equal(mismatch.json.errorCode, 'password.confirm.mismatch')
    const wrongLogin = await set({ password: 'nope' })
    assert.equal(wrongLogin.json.errorCode, 'cashier.login.password.invalid')
    const done = await set()
    assert.equal(done.status, 200, done.text)
    assert.equal((await info(mobile)).hasPaymentPassword, true)
    const twice = await set()
    assert.equal(twice.json.errorCode, 'cashier.payment.password.exists')
  })

  it('adds a bank account from the list and shows it masked afterwards', async () => {
    // A valid request unless `change` says otherwise.
    const add = (/** @type {Record<string, string>} */ change = {}) =>
      callEncrypted(
        platform,
        'POST',
        '/wps/relay/passwordCheck/PAY_addBankCard',
        {
          bankCode: '260',
          accountNumber: '123456789',
          holderName: 'Ana Souza',
          paymentPassword: '258036',
          ...change,
        },
        { token: mobile },
      )
    const unknownBank = await add({ bankCode: 'XXX', holderName: 'Ana' })
    assert.equal(unknownBank.json.errorCode, 'cashier.bank.invalid')
    const badNumber = await add({ accountNumber: '12ab', holderName: 'Ana' })
    assert.equal(badNumber.json.errorCode, 'request_param_err')
    assert.equal(badNumber.json.value.field, 'accountNumber')
    const added = await add({ accountNumber: '1234-56789' })
    assert.equal(added.status, 200, added.text)
    assert.equal(added.json.value.accountMasked, '•••• 6789')
    const duplicate = await add()
    assert.equal(duplicate.json.errorCode, 'cashier.bank.account.exists')
    const accounts = (await info(mobile)).bankAccounts
    assert.equal(accounts.length, 1)
    assert.equal(accounts[0].bankName, 'Nubank')
    assert.ok(!JSON.stringify(accounts).includes('123456789'))
  })
})

describe('withdrawals', () => {
  it('refuses amounts out of bounds and above the balance', async () => {
    const account = (await info(vip)).bankAccounts[0].id
    const below = await withdraw(vip, { amount: '19.99', bankAccountId: account, paymentPassword: '246810' })
    assert.equal(below.json.errorCode, 'cashier.amount.below.min')
    const above = await withdraw(vip, {
      amount: '50000.01',
      bankAccountId: account,
      paymentPassword: '246810',
    })
    assert.equal(above.json.errorCode, 'cashier.amount.above.max')
    const mobileAccount = (await info(mobile)).bankAccounts[0].id
    const tooMuch = await withdraw(mobile, {
      amount: '100.01',
      bankAccountId: mobileAccount,
      paymentPassword: '258036',
    })
    assert.equal(tooMuch.json.errorCode, 'cashier.balance.insufficient')
  })

  it('lets a member take back a withdrawal only where the operator turned it on', async () => {
    // Off for both demo merchants (RTS 14B); an operator may turn it on.
    assert.equal((await info(vip)).canCancel, false)
    assert.equal((await info(vipVerdant, 'VRD2')).canCancel, false)
    const turnedOn = memberCancels(true)
    try {
      assert.equal((await info(vip)).canCancel, true)
    } finally {
      turnedOn.restore()
    }
    const account = (await info(vipVerdant, 'VRD2')).bankAccounts[0].id
    const id = memberId('vip01', 'VRD2')
    const start = balanceOf(platform, id)
    const order = await withdraw(
      vipVerdant,
      { amount: '10', bankAccountId: account, paymentPassword: '246810' },
      'VRD2',
    )
    assert.equal(order.status, 200, order.text)
    const cancelled = await platform.call('/wps/relay/PAY_cancelWithdraw', {
      method: 'POST',
      token: vipVerdant,
      merchant: 'VRD2',
      json: { orderId: order.json.value.orderId },
    })
    assert.equal(cancelled.status, 403)
    assert.equal(cancelled.json.errorCode, 'rg.withdraw.cancel.off')
    assert.equal(balanceOf(platform, id), start - 1_000)
    assertLedgerBalances(platform, id)
  })

  it('debits at once, refunds a cancellation and a rejection with entries of their own', async (t) => {
    t.after(memberCancels(true).restore)
    const id = memberId('vip01')
    const account = (await info(vip)).bankAccounts[0].id
    const start = balanceOf(platform, id)
    const first = await withdraw(vip, { amount: '100.00', bankAccountId: account, paymentPassword: '246810' })
    assert.equal(first.status, 200, first.text)
    assert.equal(first.json.value.status, 'pending')
    assert.equal(first.json.value.accountMasked, '•••• 5678')
    assert.equal(balanceOf(platform, id), start - 10_000)

    const cancelled = await platform.call('/wps/relay/PAY_cancelWithdraw', {
      method: 'POST',
      token: vip,
      json: { orderId: first.json.value.orderId },
    })
    assert.equal(cancelled.json.value.status, 'cancelled')
    assert.equal(balanceOf(platform, id), start)
    const again = await platform.call('/wps/relay/PAY_cancelWithdraw', {
      method: 'POST',
      token: vip,
      json: { orderId: first.json.value.orderId },
    })
    assert.equal(again.json.errorCode, 'cashier.order.not.pending')
    assert.equal(balanceOf(platform, id), start)

    const second = await withdraw(vip, { amount: 250, bankAccountId: account, paymentPassword: '246810' })
    const byOther = await platform.call('/wps/relay/PAY_cancelWithdraw', {
      method: 'POST',
      token: mobile,
      json: { orderId: second.json.value.orderId },
    })
    assert.equal(byOther.status, 404)
    const rejected = await platform.call(`/__test/withdrawals/${second.json.value.orderId}/reject`, {
      method: 'POST',
      merchant: null,
      json: { reason: 'Name does not match' },
    })
    assert.equal(rejected.json.value.status, 'rejected')
    assert.equal(balanceOf(platform, id), start)

    const third = await withdraw(vip, { amount: 30, bankAccountId: account, paymentPassword: '246810' })
    await platform.call(`/__test/withdrawals/${third.json.value.orderId}/approve`, {
      method: 'POST',
      merchant: null,
      json: {},
    })
    assert.equal(balanceOf(platform, id), start - 3_000)

    const kinds = platform.db
      .prepare('SELECT kind, amount_minor FROM ledger WHERE ref IN (?, ?, ?) ORDER BY id')
      .all(first.json.value.orderId, second.json.value.orderId, third.json.value.orderId)
    assert.deepEqual(kinds, [
      { kind: 'withdraw', amount_minor: -10_000 },
      { kind: 'withdraw_refund', amount_minor: 10_000 },
      { kind: 'withdraw', amount_minor: -25_000 },
      { kind: 'withdraw_refund', amount_minor: 25_000 },
      { kind: 'withdraw', amount_minor: -3_000 },
    ])
    const list = await platform.call('/wps/relay/PAY_withdrawList', { token: vip })
    assert.deepEqual(
      list.json.value.list.slice(0, 3).map((/** @type {{ status: string }} */ o) => o.status),
      ['paid', 'rejected', 'cancelled'],
    )
    assertLedgerBalances(platform, id)
  })

  it('never overdraws under 20 parallel withdrawals', async () => {
    const id = memberId('vip01', 'VRD2')
    const account = (await info(vipVerdant, 'VRD2')).bankAccounts[0].id
    // Leave 70.00 so that at most 7 of 20 withdrawals of 10.00 fit.
    const start = balanceOf(platform, id)
    post(platform.db, { memberId: id, amountMinor: 7_000 - start, kind: 'adjustment', at: clock.now() })
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdraw(vipVerdant, { amount: '10', bankAccountId: account, paymentPassword: '246810' }, 'VRD2'),
      ),
    )
    const succeeded = results.filter((result) => result.status === 200)
    const refused = results.filter((result) => result.json?.errorCode === 'cashier.balance.insufficient')
    assert.equal(succeeded.length, 7)
    assert.equal(refused.length, 13)
    assert.equal(balanceOf(platform, id), 0)
    assert.equal(ledgerSum(platform, id), 0)
  })

  it('locks withdrawals for 15 minutes after five wrong payment passwords in a row', async () => {
    const account = (await info(mobile)).bankAccounts[0].id
    const attempt = (/** @type {string} */ paymentPassword) =>
      withdraw(mobile, { amount: 20, bankAccountId: account, paymentPassword })
    for (let index = 1; index <= 4; index += 1) {
      const wrong = await attempt('111222')
      assert.equal(wrong.status, 400)
      assert.equal(wrong.json.errorCode, 'cashier.payment.password.invalid')
      assert.equal(wrong.json.value.attemptsLeft, 5 - index)
    }
    const fifth = await attempt('111222')
    assert.equal(fifth.status, 423)
    assert.equal(fifth.json.errorCode, 'cashier.payment.password.locked')
    assert.equal(fifth.json.value.retryAfterSeconds, 900)
    const right = await attempt('258036')
    assert.equal(right.status, 423)
    assert.ok((await info(mobile)).lockedUntil)

    clock.advance(15 * 60 * 1000)
    const afterLock = await attempt('258036')
    assert.equal(afterLock.status, 200, afterLock.text)
    assert.equal((await info(mobile)).attemptsLeft, 5)
  })

  it('answers at most five wrong payment passwords before the lock when 50 arrive at once', async () => {
    const account = (await info(mobile)).bankAccounts[0].id
    // From 50 addresses, so that no per-address limit stops them first.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        callEncrypted(
          platform,
          'POST',
          '/wps/relay/passwordCheck/PAY_withdraw',
          { amount: 20, bankAccountId: account, paymentPassword: '111222' },
          { token: mobile, headers: { 'X-Forwarded-For': `172.16.7.${index + 1}` } },
        ),
      ),
    )
    const checked = results.filter((result) => result.status === 400)
    const locked = results.filter((result) => result.status === 423)
    assert.equal(checked.length, 4)
    assert.deepEqual(checked.map((result) => result.json.value.attemptsLeft).sort(), [1, 2, 3, 4])
    assert.equal(locked.length, 46)
    const right = await withdraw(mobile, { amount: 20, bankAccountId: account, paymentPassword: '258036' })
    assert.equal(right.status, 423)
    clock.advance(15 * 60 * 1000)
    assert.equal((await info(mobile)).attemptsLeft, 5)
  })

  it('asks for a payment password before anything else when none is set', async () => {
    const result = await withdraw(player, { amount: 20, bankAccountId: 1, paymentPassword: '246810' })
    assert.equal(result.status, 409)
    assert.equal(result.json.errorCode, 'cashier.payment.password.required')
  })

  it('refuses a bank account of another member', async () => {
    const vipAccount = (await info(vip)).bankAccounts[0].id
    const result = await withdraw(mobile, {
      amount: 20,
      bankAccountId: vipAccount,
      paymentPassword: '258036',
    })
    assert.equal(result.json.errorCode, 'cashier.bank.account.not.found')
  })

  it('keeps every member’s ledger equal to the balance', () => {
    const mismatches = platform.db
      .prepare(
        `SELECT m.id FROM members m LEFT JOIN ledger l ON l.member_id = m.id
         GROUP BY m.id HAVING COALESCE(SUM(l.amount_minor), 0) != m.balance_minor`,
      )
      .all()
    assert.deepEqual(mismatches, [])
  })
})
