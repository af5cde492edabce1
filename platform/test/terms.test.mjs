// @ts-check
// Terms accepted by version over HTTP: registration states the current version (a missing or old one
// is refused, nothing created), member info and TERMS_status name it, a member behind the current
// version is refused every money action (deposit, withdrawal, transfer into a game, launch) until they
// accept it, acceptance is idempotent and refuses any version but the current one, and seeded accounts,
// test-control accounts and migrated stores count as accepted.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { post } from '../lib/ledger.mjs'
import { DEMO_ACCOUNTS } from '../lib/seed-accounts.mjs'
import { SEEDED_TERMS_VERSIONS, termsState } from '../lib/terms.mjs'
import { callEncrypted, register, registerFresh, tokenFor } from './client.mjs'
import { assertLedgerBalances, sharedPlatform, verifiedIdentity, withdrawFresh } from './helpers.mjs'

const platform = sharedPlatform()
const CURRENT = SEEDED_TERMS_VERSIONS.SOL1
let serial = 0

const nextName = () => {
  serial += 1
  return `terms${String(serial).padStart(3, '0')}${String(Date.now()).slice(-5)}`
}

/** @param {string} username */
const countOf = (username) =>
  platform.db
    .prepare('SELECT COUNT(*) FROM members WHERE username_key = ?')
    .pluck()
    .get(username.toLowerCase())

/** A fresh member of SOL1 with money, verified, signed in. */
async function freshMember() {
  const username = nextName()
  const { token, customerId } = await registerFresh(platform, username)
  const id = Number(customerId)
  post(platform.db, { memberId: id, amountMinor: 100_000, kind: 'adjustment', at: Date.now() })
  verifiedIdentity(platform, id, Date.now())
  return { username, id, token: /** @type {string} */ (token) }
}

/** @param {string} username @param {number} version */
function putBack(username, version, merchant = 'SOL1') {
  return platform.call('/__test/terms/accepted', {
    method: 'POST',
    merchant: null,
    json: { merchant, username, version },
  })
}

/** @param {string} token */
const status = async (token) => (await platform.call('/wps/relay/TERMS_status', { token })).json.value

/** @param {string} token @param {unknown} version @param {string} [language] */
const accept = (token, version, language) =>
  platform.call('/wps/relay/TERMS_accept', { method: 'POST', token, language, json: { version } })

/** @param {string} token */
const deposit = (token) =>
  platform.call('/wps/relay/PAY_createDeposit', {
    method: 'POST',
    token,
    json: { method: 'PIX', amount: 20 },
  })

/** @param {string} token */
const toGame = (token) =>
  platform.call('/wps/relay/GCS_walletTransfer', {
    method: 'POST',
    token,
    json: { from: 'MAIN', to: 'VELV', amount: 5 },
  })

/** @param {string} token */
function launch(token) {
  const nodeId = platform.db
    .prepare("SELECT node_id FROM games WHERE vendor_code = 'HOUSE' AND game_code = 'dice'")
    .pluck()
    .get()
  return platform.call(`/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS&accountType=1`, { token })
}

describe('registration states the version of the terms it showed', () => {
  it('refuses a missing or old version with a message in the caller’s language, creating nothing', async () => {
    for (const termsVersion of [undefined, CURRENT - 1, CURRENT + 1, 'three']) {
      const username = nextName()
      const refused = await register(platform, username, { termsVersion }, { language: 'PT' })
      assert.equal(refused.status, 409, refused.text)
      assert.equal(refused.json.errorCode, 'terms.version.stale')
      assert.match(refused.json.message, /termos e condições/)
      assert.equal(countOf(username), 0)
    }
  })

  it('records the current version, which member info and TERMS_status name', async () => {
    const { token, id } = await freshMember()
    assert.deepEqual(await status(token), { accepted: CURRENT, current: CURRENT, required: false })
    const info = await platform.call('/wps/member/info', { token })
    assert.deepEqual(info.json.value.terms, { accepted: CURRENT, current: CURRENT, required: false })
    const row = /** @type {any} */ (
      platform.db.prepare('SELECT terms_version, terms_accepted_at FROM members WHERE id = ?').get(id)
    )
    assert.equal(row.terms_version, CURRENT)
    assert.ok(row.terms_accepted_at > 0)
  })
})

describe('a member behind the current version', () => {
  it('is refused deposits, withdrawals, transfers into a game and launches until they accept', async () => {
    const { token, username, id } = await freshMember()
    const back = await putBack(username, CURRENT - 1)
    assert.equal(back.status, 200, back.text)
    assert.deepEqual(await status(token), { accepted: CURRENT - 1, current: CURRENT, required: true })

    const before = termsState(platform.db, id)
    assert.equal(before.required, true)
    for (const refused of [await deposit(token), await toGame(token), await launch(token)]) {
      assert.equal(refused.status, 403, refused.text)
      assert.equal(refused.json.errorCode, 'terms.required')
    }
    const withdrawal = await callEncrypted(
      platform,
      'POST',
      '/wps/relay/passwordCheck/PAY_withdraw',
      { amount: 10, bankAccountId: 1, paymentPassword: '246810' },
      { token, language: 'EN' },
    )
    assert.equal(withdrawal.json.errorCode, 'terms.required')
    assert.match(withdrawal.json.message, /terms and conditions have changed/)
    assertLedgerBalances(platform, id)

    const accepted = await accept(token, CURRENT)
    assert.equal(accepted.status, 200, accepted.text)
    assert.deepEqual(accepted.json.value, { accepted: CURRENT, current: CURRENT, required: false })
    assert.equal((await deposit(token)).status, 200)
    assert.equal((await toGame(token)).status, 200)
    assert.equal((await launch(token)).status, 200)
    const paid = await withdrawFresh(platform, token, 50)
    assert.equal(paid.status, 200, paid.text)
    assertLedgerBalances(platform, id)
  })

  it('accepting again changes nothing; an old or unknown version is refused', async () => {
    const { token, username, id } = await freshMember()
    await putBack(username, 0)
    for (const version of [CURRENT - 1, CURRENT + 1, 0, 'x', null]) {
      const refused = await accept(token, version, 'EN')
      assert.equal(refused.status, 409, refused.text)
      assert.equal(refused.json.errorCode, 'terms.version.stale')
    }
    assert.equal((await status(token)).required, true)
    assert.equal((await accept(token, CURRENT)).status, 200)
    const first = platform.db.prepare('SELECT terms_accepted_at FROM members WHERE id = ?').pluck().get(id)
    const again = await accept(token, CURRENT)
    assert.equal(again.status, 200)
    assert.deepEqual(again.json.value, { accepted: CURRENT, current: CURRENT, required: false })
    assert.equal(
      platform.db.prepare('SELECT terms_accepted_at FROM members WHERE id = ?').pluck().get(id),
      first,
    )
  })

  it('the test control moves only back, and only a known member', async () => {
    const { username } = await freshMember()
    assert.equal((await putBack(username, CURRENT)).status, 400)
    assert.equal((await putBack(username, -1)).status, 400)
    assert.equal((await putBack('nobody-here', 1)).status, 404)
  })
})

describe('accounts made without the form', () => {
  it('the seed’s demo accounts and the test controls’ agents have accepted the current version', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const merchant = /** @type {string} */ (
        platform.db
          .prepare('SELECT merchant_code FROM members WHERE username_key = ?')
          .pluck()
          .get(account.username.toLowerCase())
      )
      const token = await tokenFor(platform, account.username, account.password, { merchant })
      const state = await status(token)
      assert.equal(state.required, false, account.username)
      assert.equal(state.accepted, state.current, account.username)
    }
    const username = `ta${String(Date.now()).slice(-8)}`
    const agent = await platform.call('/__test/agents', {
      method: 'POST',
      merchant: null,
      json: { merchant: 'SOL1', username, password: 'Agent#2026' },
    })
    assert.equal(agent.status, 200, agent.text)
    const team = /** @type {{ terms_version: number | null }[]} */ (
      platform.db
        .prepare(
          `SELECT terms_version FROM members
           WHERE username_key = ? OR upline_id = (SELECT id FROM members WHERE username_key = ?)`,
        )
        .all(username, username)
    )
    assert.ok(team.length > 1)
    for (const member of team) assert.equal(member.terms_version, CURRENT)
  })

  it('a member an agent opens an account for is asked at their first sign-in', async () => {
    const agent = await tokenFor(platform, 'agent01', 'Agent#2026')
    const username = `Rc${String(Date.now()).slice(-8)}`
    const created = await callEncrypted(
      platform,
      'POST',
      '/wps/agent/register',
      { username, password: 'Recruit#26', confirmPassword: 'Recruit#26' },
      { token: agent },
    )
    assert.equal(created.status, 200, created.text)
    const id = Number(
      platform.db
        .prepare('SELECT id FROM members WHERE username_key = ?')
        .pluck()
        .get(username.toLowerCase()),
    )
    assert.deepEqual(termsState(platform.db, id), { accepted: 0, current: CURRENT, required: true })
  })

  it('a demo (trial) session is never asked', async () => {
    const trial = await platform.call('/wps/session/login/freeplay', { method: 'POST', json: {} })
    assert.equal(trial.status, 200, trial.text)
    const id = Number(
      platform.db.prepare('SELECT id FROM members WHERE username = ?').pluck().get(trial.json.value.userName),
    )
    platform.db.prepare('UPDATE members SET terms_version = 0 WHERE id = ?').run(id)
    assert.equal(termsState(platform.db, id).required, false)
    const nodeId = platform.db
      .prepare("SELECT node_id FROM games WHERE vendor_code = 'HOUSE' AND game_code = 'dice'")
      .pluck()
      .get()
    const launched = await platform.call(
      `/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}&accountType=0`,
      {
        token: trial.json.value.token,
      },
    )
    assert.equal(launched.status, 200, launched.text)
  })
})
