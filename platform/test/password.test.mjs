// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { callEncrypted, latestOutbox, login, tokenFor } from './client.mjs'
import { manualClock, sharedPlatform } from './helpers.mjs'

const clock = manualClock()
const platform = sharedPlatform({ now: clock.now, resetFlags: true })

/**
 * Asks to change the password of the member behind `token`; the confirmation repeats the new password
 * unless another one is given.
 * @param {string} token
 * @param {string} oldPassword
 * @param {string} newPassword
 * @param {string} [confirmNewPassword]
 */
function changePassword(token, oldPassword, newPassword, confirmNewPassword = newPassword) {
  return callEncrypted(
    platform,
    'POST',
    '/wps/member/password',
    { oldPassword, newPassword, confirmNewPassword },
    { token },
  )
}

describe('change password', () => {
  it('checks the old password, the confirmation and the rule', async () => {
    const token = await tokenFor(platform, 'agent01', 'Agent#2026')
    const wrongOld = await changePassword(token, 'Nope#2026', 'Agent#2027')
    assert.equal(wrongOld.json.errorCode, 'password.old.invalid')
    const mismatch = await changePassword(token, 'Agent#2026', 'Agent#2027', 'Agent#2028')
    assert.equal(mismatch.json.errorCode, 'password.confirm.mismatch')
    const tooShort = await changePassword(token, 'Agent#2026', 'A#1')
    assert.equal(tooShort.json.errorCode, 'request_param_err')
    assert.equal(tooShort.json.value.field, 'newPassword')
    const same = await changePassword(token, 'Agent#2026', 'Agent#2026')
    assert.equal(same.json.errorCode, 'password.same.as.old')
  })

  it('replaces the password, keeps the current session and ends the others', async () => {
    const other = await tokenFor(platform, 'expired01', 'Expired#2026')
    const current = await tokenFor(platform, 'expired01', 'Expired#2026')
    const changed = await changePassword(current, 'Expired#2026', 'Renewed#2026')
    assert.equal(changed.status, 200, changed.text)
    assert.equal((await platform.call('/wps/member/info', { token: current })).status, 200)
    assert.equal(
      (await platform.call('/wps/member/info', { token: other })).json.errorCode,
      'login.not.session',
    )
    assert.equal((await login(platform, 'expired01', 'Expired#2026')).json.errorCode, 'login.failed')
    const renewed = await login(platform, 'expired01', 'Renewed#2026')
    assert.equal(renewed.json.value.passwordExpired, false)
  })

  it('clears the forced change of an agent-set default password', async () => {
    const first = await login(platform, 'newbie01', 'Welcome#01')
    assert.equal(first.json.value.passwordExpired, true)
    await changePassword(first.json.value.token, 'Welcome#01', 'MyOwn#2026')
    assert.equal((await login(platform, 'newbie01', 'MyOwn#2026')).json.value.passwordExpired, false)
  })

  it('asks a session opened by a password that must be replaced only for the new one', async () => {
    const forced = await login(platform, 'expired01', 'Renewed#2026')
    assert.equal(forced.json.value.passwordExpired, false)
    // A session of an ordinary password still proves it.
    const ordinary = await changePassword(forced.json.value.token, '', 'Other#2026')
    assert.equal(ordinary.json.errorCode, 'password.old.invalid')

    // An agent set vip01's password again: it is a default one the member must replace.
    platform.db.prepare("UPDATE members SET password_is_default = 1 WHERE username = 'vip01'").run()
    const pending = await login(platform, 'vip01', 'Vip#2026')
    assert.equal(pending.json.value.passwordExpired, true, pending.text)
    const token = pending.json.value.token
    const same = await changePassword(token, '', 'Vip#2026')
    assert.equal(same.json.errorCode, 'password.same.as.old')
    const changed = await changePassword(token, '', 'Chosen#2026')
    assert.equal(changed.status, 200, changed.text)
    // Done once: a further change proves the new password.
    const again = await changePassword(token, '', 'Chosen#2027')
    assert.equal(again.json.errorCode, 'password.old.invalid')
    assert.equal((await login(platform, 'vip01', 'Chosen#2026')).json.value.passwordExpired, false)
  })

  it('is refused to trial accounts and without a login', async () => {
    const trial = (await platform.call('/wps/session/login/freeplay', { method: 'POST', json: {} })).json
      .value.token
    const refused = await changePassword(trial, 'x', 'Trial#2026')
    assert.equal(refused.status, 403)
    const anonymous = await callEncrypted(platform, 'POST', '/wps/member/password', { oldPassword: 'x' })
    assert.equal(anonymous.json.errorCode, 'nologin')
  })
})

describe('forgot password by e-mail', () => {
  /** @param {string} form */
  function forgot(form) {
    return platform.call('/wps/member/password/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    })
  }

  it('answers the same whether or not the account exists, and mails a temporary password', async () => {
    const known = await forgot('username=player01&email=PLAYER01%40example.com')
    const unknown = await forgot('username=ghost001&email=ghost%40example.com')
    const wrongEmail = await forgot('username=player01&email=other%40example.com')
    assert.equal(known.status, 200)
    assert.deepEqual(known.json, unknown.json)
    assert.deepEqual(known.json, wrongEmail.json)
    assert.equal(await latestOutbox(platform, { email: 'ghost@example.com' }), undefined)
    assert.equal(await latestOutbox(platform, { email: 'other@example.com' }), undefined)

    const mail = await latestOutbox(platform, { email: 'player01@example.com' })
    assert.equal(mail.channel, 'email')
    const temporary = mail.code
    assert.ok(mail.text.includes(temporary))
    const withTemporary = await login(platform, 'player01', temporary)
    assert.equal(withTemporary.status, 200)
    assert.equal(withTemporary.json.value.passwordExpired, true)
    assert.equal(
      (await login(platform, 'player01', 'Player#2026')).status,
      200,
      'the old password keeps working',
    )

    clock.advance(31 * 60 * 1000)
    assert.equal((await login(platform, 'player01', temporary)).json.errorCode, 'login.failed')
  })
})

describe('reset by phone', () => {
  it('sends a code with its expiry time, sets the password and ends every session', async () => {
    const before = await tokenFor(platform, 'mobile01', 'Mobile#2026')
    const sent = await platform.call('/wps/member/password/sms', {
      method: 'POST',
      json: { countryDialingCode: '55', mobileNum: '11987654321' },
    })
    assert.equal(sent.status, 200, sent.text)
    assert.equal(sent.json.value.expirationTime, clock.now() + 5 * 60 * 1000)
    const { code, purpose } = await latestOutbox(platform, { mobile: '5511987654321' })
    assert.equal(purpose, 'reset')

    const wrongCode = await callEncrypted(platform, 'POST', '/wps/member/password/verification', {
      newPassword: 'Phone#2026',
      mobileNum: '11987654321',
      verificationCode: code === '000000' ? '111111' : '000000',
    })
    assert.equal(wrongCode.json.errorCode, 'sms.code.invalid')

    const reset = await callEncrypted(platform, 'POST', '/wps/member/password/verification', {
      newPassword: 'Phone#2026',
      mobileNum: '11987654321',
      verificationCode: code,
    })
    assert.equal(reset.status, 200, reset.text)
    assert.deepEqual(reset.json.value, { userName: 'mobile01' })
    assert.equal(
      (await platform.call('/wps/member/info', { token: before })).json.errorCode,
      'login.not.session',
    )
    assert.equal((await login(platform, 'mobile01', 'Phone#2026')).status, 200)
  })

  it('answers the same for a number without an account', async () => {
    const result = await platform.call('/wps/member/password/sms', {
      method: 'POST',
      json: { countryDialingCode: '55', mobileNum: '11955554444' },
    })
    assert.equal(result.status, 200)
    assert.equal(await latestOutbox(platform, { mobile: '5511955554444' }), undefined)
  })
})
