// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { PATTERNS, fieldRule, matchesRule } from '../lib/patterns.mjs'
import { callEncrypted, latestOutbox, login } from './client.mjs'
import { sharedPlatform } from './helpers.mjs'
import { SEEDED_TERMS_VERSIONS } from '../lib/terms.mjs'

const platform = sharedPlatform({ resetFlags: true })

/**
 * @param {Record<string, unknown>} payload
 * @param {import('./helpers.mjs').CallOptions} [options]
 */
function register(payload, options) {
  return callEncrypted(
    platform,
    'PUT',
    '/wps/member/register',
    {
      registerMethod: 'WEB',
      registerUrl: 'http://solara.localhost/register',
      login: true,
      termsVersion: SEEDED_TERMS_VERSIONS[options?.merchant === 'VRD2' ? 'VRD2' : 'SOL1'],
      ...payload,
    },
    options,
  )
}

/** @param {import('./helpers.mjs').CallOptions} [options] */
async function solvedCaptcha(options = {}) {
  const image = await platform.call('/wps/captcha', options)
  const id = String(image.headers['x-captcha-id'])
  const answer = (await platform.call(`/__test/captcha/${id}`, { merchant: null })).json.value.answer
  return { id, answer }
}

/**
 * A registration of `username` with a valid password and its confirmation, plus `extra`.
 * @param {string} username
 * @param {Record<string, unknown>} [extra]
 */
function registerAs(username, extra = {}) {
  return register({ username, password: 'Fresh#2026', confirmPassword: 'Fresh#2026', ...extra })
}

describe('field patterns', () => {
  /** @type {Record<number, [string[], string[]]>} valid and invalid samples per pattern id */
  const samples = {
    0: [['anything at all', '!@#'], []],
    1: [
      ['player01', 'Abc'],
      ['1player', 'play er', 'pläyer'],
    ],
    2: [['张三123'], ['abc']],
    3: [
      ['a.b@example.com', 'x+y@mail.co'],
      ['a@b', 'no-at.example.com', 'a b@example.com'],
    ],
    4: [['abc123', 'ABC'], ['abc-123']],
    5: [['abc123'], ['abcdef', '123456', 'abc_123']],
    6: [['0123456789'], ['12a']],
    7: [['Abc123'], ['abc123']],
    8: [['John Smith'], ['John1']],
    9: [['no-spaces!'], ['has space']],
    10: [['你好，世界。'], ['hello']],
    11: [['2026-01-31'], ['2026-13-01', '31-01-2026']],
    12: [['John Smith'], ['John']],
    13: [['01-31-2026'], ['2026-01-31']],
    14: [['abc123'], ['abc 123']],
    15: [['안녕하세요'], ['hello']],
    16: [['สวัสดี'], ['hello']],
    17: [['สวัสดี Hello'], ['hello1']],
    18: [['JOHN SMITH'], ['John Smith', '   ']],
    19: [
      ['Pass#word1', 'abc'],
      ['pass word', 'pässword'],
    ],
  }

  it('defines all 20 ids with regexes that compile without flags', () => {
    assert.deepEqual(
      Object.keys(PATTERNS).map(Number),
      Array.from({ length: 20 }, (_, index) => index),
    )
    for (const { source } of Object.values(PATTERNS)) {
      if (source !== '*') assert.doesNotThrow(() => new RegExp(source))
    }
  })

  it('accepts and refuses the expected samples', () => {
    for (const [id, [valid, invalid]] of Object.entries(samples)) {
      const rule = fieldRule({ patternId: Number(id), minLength: 1, maxLength: 40 })
      for (const value of valid) assert.equal(matchesRule(rule, value), true, `${id} should accept ${value}`)
      for (const value of invalid)
        assert.equal(matchesRule(rule, value), false, `${id} should refuse ${value}`)
    }
  })

  it('checks the length range', () => {
    const rule = fieldRule({ patternId: 1, minLength: 6, maxLength: 16 })
    assert.equal(matchesRule(rule, 'abcde'), false)
    assert.equal(matchesRule(rule, 'abcdef'), true)
    assert.equal(matchesRule(rule, 'a'.repeat(17)), false)
  })
})

describe('username registration', () => {
  it('registers, logs in, and credits the sign-up bonus through the ledger', async () => {
    const result = await registerAs('newplayer1')
    assert.equal(result.status, 200, result.text)
    const { token, userName, customerId } = result.json.value
    assert.equal(userName, 'newplayer1')
    assert.equal(typeof customerId, 'number')
    const balance = (await platform.call('/wps/v2/wallets/balance', { token })).json.value
    assert.equal(balance.sumBalance, 10)
    const ledger = platform.db
      .prepare('SELECT kind, amount_minor, balance_after FROM ledger WHERE member_id = ?')
      .all(customerId)
    assert.deepEqual(ledger, [{ kind: 'signup_bonus', amount_minor: 1000, balance_after: 1000 }])
    assert.equal((await login(platform, 'newplayer1', 'Fresh#2026')).status, 200)
  })

  it('does not log in unless asked', async () => {
    const result = await registerAs('quietone1', { login: false })
    assert.equal(result.status, 200)
    assert.equal(result.json.value.token, undefined)
  })

  it('refuses a taken username, a bad pattern and a wrong confirmation', async () => {
    const taken = await registerAs('Player01')
    assert.equal(taken.status, 409)
    assert.equal(taken.json.errorCode, 'member.username.taken')

    const badPattern = await registerAs('1player')
    assert.equal(badPattern.status, 400)
    assert.equal(badPattern.json.errorCode, 'request_param_err')
    assert.deepEqual(badPattern.json.value, { field: 'username', patternId: 1, minLength: 6, maxLength: 16 })

    const shortPassword = await register({ username: 'shortpass1', password: 'a#1', confirmPassword: 'a#1' })
    assert.equal(shortPassword.json.value.field, 'password')

    const mismatch = await register({
      username: 'mismatch1',
      password: 'Fresh#2026',
      confirmPassword: 'Fresh#2027',
    })
    assert.equal(mismatch.json.errorCode, 'password.confirm.mismatch')

    const badEmail = await registerAs('bademail1', { email: 'not-an-email' })
    assert.equal(badEmail.json.value.field, 'email')
  })

  it('links the member to the agent of a valid affiliate code and refuses an unknown one', async () => {
    const invalid = await registerAs('invited01', { affiliateCode: 'NOSUCH' })
    assert.equal(invalid.status, 400)
    assert.equal(invalid.json.errorCode, 'affiliate.code.invalid')

    const invited = await registerAs('invited01', {
      affiliateCode: 'agent01',
      referralCode: 'FRIEND7',
      domain: 'solara.localhost',
    })
    assert.equal(invited.status, 200, invited.text)
    const info = (await platform.call('/wps/member/info', { token: invited.json.value.token })).json.value
    assert.equal(info.toUpline, true)
  })

  it('asks VRD2 registrants for a captcha, a full name and an e-mail', async () => {
    const payload = {
      username: 'verdant01',
      password: 'Fresh#2026',
      confirmPassword: 'Fresh#2026',
      payeeName: 'Mali Green',
      email: 'mali@example.com',
      birthday: '1990-05-17',
    }
    const withoutCaptcha = await register(payload, { merchant: 'VRD2' })
    assert.equal(withoutCaptcha.json.errorCode, 'captcha.invalid')

    const withoutName = await register({ ...payload, payeeName: '' }, { merchant: 'VRD2' })
    assert.equal(withoutName.json.value.field, 'payeeName')

    const { id, answer } = await solvedCaptcha({ merchant: 'VRD2' })
    assert.equal(answer.length, 5)
    const registered = await register(
      { ...payload, captcha: answer },
      { merchant: 'VRD2', headers: { Cookie: `captchaId=${id}` } },
    )
    assert.equal(registered.status, 200, registered.text)
    const balance = (
      await platform.call('/wps/v2/wallets/balance', { merchant: 'VRD2', token: registered.json.value.token })
    ).json.value
    assert.deepEqual([balance.sumBalance, balance.currency, balance.currencySymbol], [5, 'USD', '$'])
  })
})

describe('age at registration', () => {
  // A date of birth `years` years before today (UTC), shifted by `days`.
  const yearsAgo = (/** @type {number} */ years, days = 0) => {
    const now = new Date()
    const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
    return date.toISOString().slice(0, 10)
  }
  const username = (/** @type {number} */ n) => `agecheck${n}${process.pid % 1000}`

  it('refuses SOL1 registrants under 18, a future birthday and a date that does not exist, creating nothing', async () => {
    for (const [birthday, code] of [
      [yearsAgo(18, 1), 'member.age.under'],
      [yearsAgo(0, 1), 'member.birthday.future'],
      ['2001-02-29', 'member.birthday.invalid'],
    ]) {
      const refused = await registerAs(username(1), { birthday })
      assert.equal(refused.status, 400, birthday)
      assert.equal(refused.json.errorCode, code, birthday)
      assert.equal(refused.json.value.field, 'birthday')
    }
    const malformed = await registerAs(username(1), { birthday: '17/05/2001' })
    assert.equal(malformed.json.errorCode, 'request_param_err')
    assert.equal(malformed.json.value.field, 'birthday')
    const underAge = await registerAs(username(1), { birthday: yearsAgo(17) })
    assert.equal(underAge.json.value.minimumAge, 18)
    // Nothing was created: the name is still free.
    const free = await platform.call(`/wps/check/username?username=${username(1)}`)
    assert.equal(free.json.value?.available, true, free.text)
  })

  it('lets SOL1 registrants turn 18 today, or leave the optional birthday out', async () => {
    assert.equal((await registerAs(username(2), { birthday: yearsAgo(18) })).status, 200)
    assert.equal((await registerAs(username(3))).status, 200)
  })

  it('requires VRD2 registrants to give a birthday and be 21', async () => {
    const payload = {
      username: username(4),
      password: 'Fresh#2026',
      confirmPassword: 'Fresh#2026',
      payeeName: 'Mali Green',
      email: 'mali@example.com',
    }
    const missing = await register(payload, { merchant: 'VRD2' })
    assert.equal(missing.json.value.field, 'birthday')
    const twenty = await register({ ...payload, birthday: yearsAgo(21, 1) }, { merchant: 'VRD2' })
    assert.equal(twenty.json.errorCode, 'member.age.under')
    assert.equal(twenty.json.value.minimumAge, 21)
  })
})

describe('mobile registration', () => {
  const mobile = '11912345678'

  it('needs the SMS code, then registers the number as the username', async () => {
    const payload = {
      mobileNum: mobile,
      countryDialingCode: '55',
      password: 'Fresh#2026',
      confirmPassword: 'Fresh#2026',
      login: true,
      termsVersion: 3,
    }
    const withoutCode = await callEncrypted(platform, 'PUT', '/wps/member/register/mobile', payload)
    assert.equal(withoutCode.status, 400)
    assert.equal(withoutCode.json.errorCode, 'sms.code.invalid')

    const sent = await platform.call('/wps/verification/sms/register', {
      method: 'POST',
      json: { countryDialingCode: '55', mobileNo: mobile },
    })
    assert.deepEqual(sent.json.value, { expiredMinutes: 5 })
    const { code, purpose } = await latestOutbox(platform, { mobile: `55${mobile}` })
    assert.equal(purpose, 'register')

    const registered = await callEncrypted(platform, 'PUT', '/wps/member/register/mobile', {
      ...payload,
      verificationCode: code,
    })
    assert.equal(registered.status, 200, registered.text)
    assert.equal(registered.json.value.userName, mobile)
    assert.ok(registered.json.value.token)

    const again = await platform.call('/wps/verification/sms/register', {
      method: 'POST',
      json: { countryDialingCode: '55', mobileNo: mobile },
    })
    assert.equal(again.status, 409)
    assert.equal(again.json.errorCode, 'member.mobile.taken')
    assert.equal((await login(platform, mobile, 'Fresh#2026')).status, 200)
  })

  it('is switched off on VRD2', async () => {
    const result = await callEncrypted(
      platform,
      'PUT',
      '/wps/member/register/mobile',
      { mobileNum: '812000111', countryDialingCode: '66', password: 'Fresh#2026' },
      { merchant: 'VRD2' },
    )
    assert.equal(result.status, 403)
    const sms = await platform.call('/wps/verification/sms/register', {
      method: 'POST',
      merchant: 'VRD2',
      json: { countryDialingCode: '66', mobileNo: '812000111' },
    })
    assert.equal(sms.status, 403)
  })
})

describe('availability checks', () => {
  it('answers success:false for a taken username', async () => {
    const free = await platform.call('/wps/check/username?username=brandnew9')
    assert.deepEqual(free.json, { success: true, value: { username: 'brandnew9', available: true } })
    const taken = await platform.call('/wps/check/username?username=agent01')
    assert.equal(taken.json.success, false)
    assert.equal(taken.json.errorCode, 'member.username.taken')
    const invalid = await platform.call('/wps/check/username?username=x')
    assert.equal(invalid.status, 400)
    assert.equal(invalid.json.errorCode, 'request_param_err')
  })

  it('checks affiliate codes', async () => {
    const valid = await platform.call('/wps/agent/affiliate?code=AGENT01&domain=solara.localhost')
    assert.deepEqual(valid.json.value, { code: 'AGENT01', valid: true, domain: 'solara.localhost' })
    const member = await platform.call('/wps/agent/affiliate?code=PLAYER01')
    assert.equal(member.json.errorCode, 'affiliate.code.invalid')
    assert.equal((await platform.call('/wps/agent/affiliate?code=')).json.success, false)
  })
})
