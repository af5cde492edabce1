// @ts-check
// Starts a platform on port 0 with its own temporary data directory and talks to it over real HTTP.
import assert from 'node:assert/strict'
import { request } from 'node:http'
import { after, before, beforeEach } from 'node:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { createPlatform } from '../app.mjs'
import { createDeposit, payDeposit } from '../lib/cashier/deposits.mjs'
import { seedVerified } from '../lib/identity/checks.mjs'
import { callEncrypted, tokenFor } from './client.mjs'

/**
 * @typedef {object} CallOptions
 * @property {string} [method]
 * @property {string | null} [merchant] null sends no Merchant header
 * @property {string} [language]
 * @property {string} [token]
 * @property {Record<string, string | string[]>} [headers]
 * @property {unknown} [json] sent as a JSON body
 * @property {string | Buffer} [body] sent as is
 */

/**
 * @typedef {object} CallResult
 * @property {number} status
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {string} text
 * @property {Buffer} bytes
 * @property {any} json the parsed body, or undefined when it is not JSON
 */

/**
 * @param {{ mode?: string, now?: () => number, dataDir?: string }} [options]
 */
export async function startPlatform(options = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'platform-test-'))
  const instance = createPlatform({ dataDir, mode: options.mode ?? 'test', now: options.now })
  await new Promise((resolve) => instance.server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = instance.server.address()
  if (!address || typeof address !== 'object') throw new Error('platform did not bind')
  const port = address.port

  /**
   * @param {string} path
   * @param {CallOptions} [callOptions]
   * @returns {Promise<CallResult>}
   */
  function call(path, callOptions = {}) {
    const { method = 'GET', merchant = 'SOL1', language, token, json, body } = callOptions
    /** @type {Record<string, string | string[]>} */
    const headers = { Device: 'web', 'X-Gateway-Version': '3', ...callOptions.headers }
    if (merchant !== null) headers.Merchant = merchant
    if (language) headers.Language = language
    if (token) headers.Authorization = token
    let payload = body
    if (json !== undefined) {
      payload = JSON.stringify(json)
      headers['Content-Type'] = 'application/json;charset=UTF-8'
    }
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        /** @type {Buffer[]} */
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          const text = bytes.toString('utf8')
          let parsed
          try {
            parsed = JSON.parse(text)
          } catch {
            parsed = undefined
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, bytes, json: parsed })
        })
      })
      req.on('error', reject)
      if (payload !== undefined) req.write(payload)
      req.end()
    })
  }

  return {
    ...instance,
    port,
    dataDir,
    baseUrl: `http://127.0.0.1:${port}`,
    call,
    async stop() {
      await instance.close()
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** @typedef {Awaited<ReturnType<typeof startPlatform>>} TestPlatform */

/** A clock tests move by hand; starts at a fixed instant. */
export function manualClock(start = Date.parse('2026-03-02T12:00:00.000Z')) {
  let current = start
  return {
    now: () => current,
    /** @param {number} ms */
    advance(ms) {
      current += ms
    },
  }
}

/**
 * The platform one test file shares: started before its tests (then `afterStart` runs, in the same
 * hook because Node 20 runs a file's top-level hooks side by side), stopped after them and, with
 * `resetFlags`, given back the merchants' switches before each test. The answer stands for the running
 * platform from the first hook on.
 * @param {{ now?: () => number, resetFlags?: boolean, afterStart?: () => Promise<void> }} [options]
 * @returns {TestPlatform}
 */
export function sharedPlatform({ now, resetFlags = false, afterStart } = {}) {
  /** @type {TestPlatform | undefined} */
  let running
  before(async () => {
    running = await startPlatform({ now })
    await afterStart?.()
  })
  after(() => running?.stop())
  if (resetFlags) {
    beforeEach(async () => {
      await running?.call('/__test/reset-flags', { method: 'POST', merchant: null })
    })
  }
  return /** @type {TestPlatform} */ (
    new Proxy(
      {},
      {
        get(_, key) {
          if (!running) throw new Error('the platform starts before the first test')
          return Reflect.get(running, key)
        },
      },
    )
  )
}

/**
 * A member's id by username, in SOL1 unless another merchant is named.
 * @param {TestPlatform} platform
 * @param {string} username
 * @param {string} [merchant]
 */
export function memberIdOf(platform, username, merchant = 'SOL1') {
  return /** @type {number} */ (
    platform.db
      .prepare('SELECT id FROM members WHERE username = ? AND merchant_code = ?')
      .pluck()
      .get(username, merchant)
  )
}

/**
 * Calls one of the platform's test controls (`/__test/...`, POST, no merchant header) with `json`.
 * @param {TestPlatform} platform
 * @param {string} path
 * @param {unknown} json
 */
export function testControl(platform, path, json) {
  return platform.call(path, { method: 'POST', merchant: null, json })
}

/**
 * The first column of the first row `sql` finds with `params`, read from the database.
 * @param {TestPlatform} platform
 * @param {string} sql
 * @param {unknown[]} params
 */
export function dbValue(platform, sql, ...params) {
  return platform.db
    .prepare(sql)
    .pluck()
    .get(...params)
}

/**
 * A shared platform (sharedPlatform) on a clock of its own that the tests move by hand (manualClock).
 * @param {{ resetFlags?: boolean }} [options]
 */
export function clockedPlatform({ resetFlags = false } = {}) {
  const clock = manualClock()
  return { clock, platform: sharedPlatform({ now: clock.now, resetFlags }) }
}

/**
 * A member's main balance in minor units, read from the database.
 * @param {TestPlatform} platform
 * @param {number} id
 */
export function balanceOf(platform, id) {
  return /** @type {number} */ (
    platform.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(id)
  )
}

/**
 * A member's main ledger summed, in minor units.
 * @param {TestPlatform} platform
 * @param {number} id
 */
export function ledgerSum(platform, id) {
  return /** @type {number} */ (
    platform.db
      .prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM ledger WHERE member_id = ?')
      .pluck()
      .get(id)
  )
}

/**
 * Asserts that the member's main ledger sums to the main balance.
 * @param {TestPlatform} platform
 * @param {number} id
 * @param {string} [message]
 */
export function assertLedgerBalances(platform, id, message) {
  assert.equal(ledgerSum(platform, id), balanceOf(platform, id), message)
}

/**
 * Asserts that the member's main balance is `expected` and that their ledger sums to it.
 * @param {TestPlatform} platform
 * @param {number} id
 * @param {number} expected minor units
 */
export function assertLedgerAt(platform, id, expected) {
  assert.equal(balanceOf(platform, id), expected, 'balance')
  assertLedgerBalances(platform, id, 'ledger sum')
}

/**
 * When the seed data was written (the seeded rows are dated back from it).
 * @param {TestPlatform} platform
 */
export function seededAt(platform) {
  return Number(platform.db.prepare("SELECT value FROM settings WHERE key = 'seeded_at'").pluck().get())
}

/**
 * A shared platform with the demo agent agent01 signed in: `session.token` and `session.seededAt` hold
 * once the platform has started. `now` gives it a clock of the test's own.
 * @param {{ now?: () => number }} [options]
 */
export function agentPlatform({ now } = {}) {
  const session = { token: '', seededAt: 0 }
  const platform = sharedPlatform({
    now,
    async afterStart() {
      session.token = await tokenFor(platform, 'agent01', 'Agent#2026')
      session.seededAt = seededAt(platform)
    },
  })
  return { platform, session }
}

/**
 * A shared platform with demo accounts signed in: `tokens[name]` holds the token of each account
 * `[username, password, merchant?]` once the platform has started.
 * @template {string} Name
 * @param {Record<Name, [string, string] | [string, string, string]>} accounts
 * @param {{ now?: () => number }} [options]
 */
export function signedInPlatform(accounts, { now } = {}) {
  const tokens = /** @type {Record<Name, string>} */ ({})
  const platform = sharedPlatform({
    now,
    async afterStart() {
      for (const [
        name,
        [username, password, merchant],
      ] of /** @type {[Name, [string, string, string?]][]} */ (Object.entries(accounts)))
        tokens[name] = await tokenFor(platform, username, password, merchant ? { merchant } : {})
    },
  })
  return { platform, tokens }
}

/**
 * The house dice game's node id.
 * @param {TestPlatform} platform
 */
export function houseDice(platform) {
  return String(
    platform.db
      .prepare("SELECT node_id FROM games WHERE vendor_code = 'HOUSE' AND game_code = 'dice'")
      .pluck()
      .get(),
  )
}

/**
 * Launches house dice for the member behind `token` and plays `rounds` settled rounds of `stake` minor
 * units, in real money (account type 1) or, for a trial account, in free mode (0); answers each round.
 * @param {TestPlatform} platform
 * @param {string} token
 * @param {number} rounds
 * @param {number} [stake]
 * @param {0 | 1} [accountType]
 */
export async function playDice(platform, token, rounds, stake = 100, accountType = 1) {
  const launched = await platform.call(
    `/wps/game/launchGame?nodeId=${houseDice(platform)}&launchMode=GLS&accountType=${accountType}&clientType=3&platform=html5-desktop`,
    { token },
  )
  assert.equal(launched.status, 200, launched.text)
  const session = new URL(launched.json.value.content.game_url).searchParams.get('session')
  /** @type {{ payout: number }[]} */
  const played = []
  for (let i = 0; i < rounds; i += 1) {
    const round = await platform.call('/play/api/round', {
      merchant: null,
      method: 'POST',
      json: { session, stake, target: 50, direction: 'under' },
    })
    assert.equal(round.status, 200, round.text)
    played.push(round.json.value)
  }
  return played
}

/**
 * A paid deposit of a SOL1 member by PIX, as the payment provider's confirmation makes it.
 * @param {TestPlatform} platform
 * @param {{ memberId: number, amountMinor: number, now: number }} deposit
 */
export function paidDeposit(platform, { memberId, amountMinor, now }) {
  const order = createDeposit(platform.db, {
    memberId,
    merchantCode: 'SOL1',
    method: 'PIX',
    amountMinor,
    language: 'EN',
    now,
    minorDigits: 2,
  })
  return payDeposit(platform.db, order.id, now, 'EN')
}

/**
 * Claims a promotion for the member behind `token`; answers the whole call result.
 * @param {TestPlatform} platform
 * @param {string} token
 * @param {unknown} promotionId
 */
export function claimPromotionAs(platform, token, promotionId, language = 'EN') {
  return platform.call('/wps/relay/MCS2_claimPromotion', {
    method: 'POST',
    token,
    language,
    json: { promotionId },
  })
}

/**
 * A SOL1 member whose identity counts as verified, as the seed's demo accounts are, so a test about
 * something else can withdraw.
 * @param {TestPlatform} platform
 * @param {number} memberId
 * @param {number} now
 */
export function verifiedIdentity(platform, memberId, now) {
  seedVerified(platform.db, { merchantCode: 'SOL1', memberId, at: now })
}

/**
 * A fresh member's first withdrawal of `amount` (major units): the payment password 246810 (their login
 * password is Fresh#2026) and a bank account set first when they have none.
 * @param {TestPlatform} platform
 * @param {string} token
 * @param {number} amount
 */
export async function withdrawFresh(platform, token, amount) {
  const info = await platform.call('/wps/relay/PAY_withdrawInfo', { token })
  if (!info.json.value.hasPaymentPassword) {
    const set = await callEncrypted(
      platform,
      'POST',
      '/wps/relay/passwordCheck/PAY_setPaymentPassword',
      { paymentPassword: '246810', confirmPaymentPassword: '246810', password: 'Fresh#2026' },
      { token },
    )
    assert.equal(set.status, 200, set.text)
    const bank = await callEncrypted(
      platform,
      'POST',
      '/wps/relay/passwordCheck/PAY_addBankCard',
      {
        bankCode: info.json.value.banks[0].code,
        accountNumber: '12345678',
        holderName: 'Ana Souza',
        paymentPassword: '246810',
      },
      { token },
    )
    assert.equal(bank.status, 200, bank.text)
  }
  const account = (await platform.call('/wps/relay/PAY_withdrawInfo', { token })).json.value.bankAccounts[0]
    .id
  return callEncrypted(
    platform,
    'POST',
    '/wps/relay/passwordCheck/PAY_withdraw',
    { amount, bankAccountId: account, paymentPassword: '246810' },
    { token },
  )
}
