// @ts-check
// A time-out or self-exclusion follows the person, not one account: a new account with any of the
// excluded member's e-mail, ID number, phone or bank account (written differently or not) is refused or
// blocked, no bonus of any kind reaches a blocked member, and a time-out stops transfers into vendor
// wallets.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { addBankAccount } from '../lib/cashier/bank-accounts.mjs'
import { post } from '../lib/ledger.mjs'
import { register, registerFresh } from './client.mjs'
import { assertLedgerBalances, balanceOf, manualClock, paidDeposit, sharedPlatform } from './helpers.mjs'

const clock = manualClock()
const platform = sharedPlatform({ now: clock.now })

let serial = 0

/** @param {Record<string, unknown>} [extra] */
function registration(extra = {}) {
  serial += 1
  const username = `excl${String(serial).padStart(4, '0')}`
  return {
    username,
    send: () => register(platform, username, extra, { language: 'EN' }),
  }
}

/** A fresh member of SOL1, signed in, with 1,000.00 in the main wallet. @param {Record<string, unknown>} [extra] */
async function freshMember(extra = {}) {
  const { username } = registration()
  const value = await registerFresh(platform, username, extra)
  const id = Number(value.customerId)
  post(platform.db, { memberId: id, amountMinor: 100_000, kind: 'adjustment', at: clock.now() })
  return { id, username, token: /** @type {string} */ (value.token) }
}

/** @param {string} token @param {{ kind: string, duration: string }} block */
async function startBlock(token, block) {
  const result = await platform.call('/wps/relay/RG_block', { method: 'POST', token, json: block })
  assert.equal(result.status, 200, result.text)
}

/** @param {string} token */
function depositOrder(token) {
  return platform.call('/wps/relay/PAY_createDeposit', {
    method: 'POST',
    token,
    json: { method: 'PIX', amount: 50 },
  })
}

/** @param {number} memberId @param {string} accountNumber */
function bankAccount(memberId, accountNumber) {
  return addBankAccount(platform.db, {
    memberId,
    bankCode: 'ITAU',
    accountNumber,
    holderName: 'Ana Souza',
    now: clock.now(),
    language: 'EN',
  })
}

describe('an exclusion follows the person', () => {
  it('refuses a new account with the excluded member’s e-mail, ID number or phone, however written', async () => {
    const excluded = await freshMember({
      email: 'Ana.Souza@Example.com',
      idNumber: '12345678909',
      mobileNum: '1195550123',
      countryDialingCode: '55',
    })
    await startBlock(excluded.token, { kind: 'exclusion', duration: '1y' })
    for (const details of [
      { email: '  ana.souza@EXAMPLE.com ' },
      { idNumber: '12345678909', email: 'other.person@example.com' },
      { mobileNum: '01195550123', countryDialingCode: '55' },
    ]) {
      const attempt = registration(details)
      const refused = await attempt.send()
      assert.equal(refused.status, 403, refused.text)
      assert.equal(refused.json.errorCode, 'rg.register.blocked')
      assert.match(refused.json.message, /self-exclusion/)
      const created = platform.db
        .prepare('SELECT COUNT(*) FROM members WHERE username_key = ?')
        .pluck()
        .get(attempt.username)
      assert.equal(created, 0)
    }
    // Someone else registers as before.
    const other = await registration({ email: 'someone.else@example.com' }).send()
    assert.equal(other.status, 200, other.text)
  })

  it('blocks an account that adds the excluded member’s bank account, written with spaces or dashes', async () => {
    const excluded = await freshMember()
    bankAccount(excluded.id, '0012345678')
    await startBlock(excluded.token, { kind: 'exclusion', duration: '6m' })
    const second = await freshMember()
    assert.equal((await depositOrder(second.token)).status, 200)
    bankAccount(second.id, '00 1234-5678')
    const refused = await depositOrder(second.token)
    assert.equal(refused.status, 403, refused.text)
    assert.equal(refused.json.errorCode, 'rg.blocked')
  })
})

describe('no bonus reaches a blocked member', () => {
  it('pays no referral reward to a self-excluded inviter; the friend still gets theirs', async () => {
    const inviter = await freshMember()
    const info = await platform.call('/wps/relay/MCS2_getReferralInfo', { token: inviter.token })
    const { referralCode } = info.json.value
    const friend = await freshMember({ referralCode })
    await startBlock(inviter.token, { kind: 'exclusion', duration: '6m' })
    const inviterBefore = balanceOf(platform, inviter.id)
    const friendBefore = balanceOf(platform, friend.id)
    paidDeposit(platform, { memberId: friend.id, amountMinor: 5_000, now: clock.now() })
    assert.equal(balanceOf(platform, inviter.id), inviterBefore)
    assert.equal(balanceOf(platform, friend.id), friendBefore + 5_000 + 1_000)
    const bonuses = platform.db
      .prepare("SELECT COUNT(*) FROM ledger WHERE member_id = ? AND kind = 'referral_bonus'")
      .pluck()
      .get(inviter.id)
    assert.equal(bonuses, 0)
    for (const id of [inviter.id, friend.id]) assertLedgerBalances(platform, id)
  })
})

describe('a time-out and the vendor wallets', () => {
  it('refuses moving money into a vendor wallet during a time-out, and lets it come back', async () => {
    const { id, token } = await freshMember()
    /** @param {Record<string, unknown>} body */
    const transfer = (body) =>
      platform.call('/wps/relay/GCS_walletTransfer', { method: 'POST', token, json: body })
    assert.equal((await transfer({ from: 'MAIN', to: 'VELV', amount: 30 })).status, 200)
    await startBlock(token, { kind: 'timeout', duration: '24h' })
    const refused = await transfer({ from: 'MAIN', to: 'VELV', amount: 10 })
    assert.equal(refused.status, 403, refused.text)
    assert.equal(refused.json.errorCode, 'rg.blocked')
    const back = await transfer({ from: 'VELV', to: 'MAIN', amount: 30 })
    assert.equal(back.status, 200, back.text)
    assert.equal(balanceOf(platform, id), 100_000 + (await signupBonus()))
    assertLedgerBalances(platform, id)
  })
})

async function signupBonus() {
  return /** @type {number} */ (
    platform.db
      .prepare("SELECT amount_minor FROM ledger WHERE kind = 'signup_bonus' ORDER BY id DESC LIMIT 1")
      .pluck()
      .get()
  )
}
