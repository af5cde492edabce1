// @ts-check
// Firebase phone verification: the offline Auth emulator (as the Firebase web SDK calls it) and the
// platform accepting its id tokens in place of SMS codes.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { callEncrypted, latestOutbox } from './client.mjs'
import { manualClock, sharedPlatform } from './helpers.mjs'

const clock = manualClock()
const platform = sharedPlatform({ now: clock.now, resetFlags: true })

const KEY = 'demo-key'
const PROJECT = 'demo-portal'
let serial = 0
// An 11-digit Brazilian number nobody has used in this run.
const freshMobile = () => `119${String(++serial).padStart(8, '0')}`

/**
 * A call of the Firebase SDK against the emulator.
 * @param {string} action e.g. accounts:sendVerificationCode
 * @param {unknown} body
 * @param {{ key?: string, host?: string, form?: boolean }} [options]
 */
function firebase(action, body, { key = KEY, host = 'identitytoolkit.googleapis.com/v1', form } = {}) {
  const path = `/${host}/${action}?key=${encodeURIComponent(key)}`
  return platform.call(
    path,
    form
      ? {
          method: 'POST',
          merchant: null,
          body: String(body),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://phone.localhost' },
        }
      : { method: 'POST', merchant: null, json: body, headers: { Origin: 'http://phone.localhost' } },
  )
}

/** @param {string} phoneNumber */
async function sendCode(phoneNumber) {
  const sent = await firebase('accounts:sendVerificationCode', { phoneNumber, recaptchaToken: 'mock-token' })
  assert.equal(sent.status, 200, sent.text)
  const { code, purpose, to } = await latestOutbox(platform, { mobile: phoneNumber })
  assert.equal(purpose, 'firebase')
  assert.equal(to, phoneNumber.slice(1))
  return { sessionInfo: /** @type {string} */ (sent.json.sessionInfo), code: /** @type {string} */ (code) }
}

/**
 * A Firebase id token for a phone, by the SDK's two calls.
 * @param {string} phoneNumber
 */
async function idTokenFor(phoneNumber) {
  const { sessionInfo, code } = await sendCode(phoneNumber)
  const signedIn = await firebase('accounts:signInWithPhoneNumber', { sessionInfo, code })
  assert.equal(signedIn.status, 200, signedIn.text)
  return /** @type {string} */ (signedIn.json.idToken)
}

/** @param {string} token */
function claimsOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
}

/**
 * Resets the password of the account of `mobile` to Fresh#2027, proving the phone with a Firebase id
 * token.
 * @param {string} mobile
 * @param {string} firebaseIdToken
 * @param {{ dialing?: string, merchant?: string }} [options]
 */
function resetByToken(mobile, firebaseIdToken, { dialing = '55', merchant = 'SOL1' } = {}) {
  return callEncrypted(
    platform,
    'POST',
    '/wps/member/password/verification',
    {
      mobileNum: mobile,
      countryDialingCode: dialing,
      newPassword: 'Fresh#2027',
      confirmNewPassword: 'Fresh#2027',
      firebaseIdToken,
      firebaseChannel: 'sms',
    },
    { merchant },
  )
}

/**
 * @param {string} mobile
 * @param {Record<string, unknown>} extra
 */
function registerMobile(mobile, extra) {
  return callEncrypted(platform, 'PUT', '/wps/member/register/mobile', {
    mobileNum: mobile,
    countryDialingCode: '55',
    password: 'Fresh#2026',
    confirmPassword: 'Fresh#2026',
    login: true,
    termsVersion: 3,
    ...extra,
  })
}

/**
 * Signs in a Brazilian mobile by SMS with a Firebase ID token, as the portal's login form does.
 * @param {string} mobile
 * @param {string} firebaseIdToken
 */
function smsLoginWithToken(mobile, firebaseIdToken) {
  return callEncrypted(platform, 'POST', '/wps/session/login', {
    username: mobile,
    mobileNum: mobile,
    countryDialingCode: '55',
    captcha: '',
    type: 'sms',
    firebaseIdToken,
    firebaseChannel: 'sms',
    loginDeviceId: 'test-device',
  })
}

describe('Firebase Auth emulator', () => {
  it('answers the CORS preflight of a browser on another origin', async () => {
    const res = await platform.call('/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode', {
      method: 'OPTIONS',
      merchant: null,
      headers: {
        Origin: 'http://phone.localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-client-version',
      },
    })
    assert.equal(res.status, 204)
    assert.equal(res.headers['access-control-allow-origin'], 'http://phone.localhost:3000')
    assert.equal(res.headers['access-control-allow-headers'], 'content-type,x-client-version')
  })

  it('serves the reCAPTCHA settings the SDK asks for, with Enterprise off', async () => {
    const params = await platform.call(`/identitytoolkit.googleapis.com/v1/recaptchaParams?key=${KEY}`, {
      merchant: null,
    })
    assert.ok(params.json.recaptchaSiteKey)
    const config = await platform.call(
      `/identitytoolkit.googleapis.com/v2/recaptchaConfig?key=${KEY}&clientType=CLIENT_TYPE_WEB`,
      { merchant: null },
    )
    assert.equal(config.json.recaptchaKey, `projects/${PROJECT}/keys/emulator`)
    assert.ok(
      config.json.recaptchaEnforcementState.every((/** @type {any} */ s) => s.enforcementState === 'OFF'),
    )
  })

  it('texts a code to the outbox and signs in with it, with the claims of a Firebase phone sign-in', async () => {
    const phone = `+55${freshMobile()}`
    const { sessionInfo, code } = await sendCode(phone)
    assert.match(code, /^\d{6}$/)
    const signedIn = await firebase('accounts:signInWithPhoneNumber', { sessionInfo, code })
    assert.equal(signedIn.status, 200)
    assert.equal(signedIn.headers['access-control-allow-origin'], 'http://phone.localhost')
    const { idToken, refreshToken, localId, phoneNumber, isNewUser, expiresIn } = signedIn.json
    assert.deepEqual([phoneNumber, isNewUser, expiresIn], [phone, true, '3600'])
    assert.ok(refreshToken)
    const claims = claimsOf(idToken)
    const now = Math.floor(clock.now() / 1000)
    assert.deepEqual(
      {
        iss: claims.iss,
        aud: claims.aud,
        sub: claims.sub,
        user_id: claims.user_id,
        phone_number: claims.phone_number,
        provider: claims.firebase.sign_in_provider,
        iat: claims.iat,
        exp: claims.exp,
      },
      {
        iss: `https://securetoken.google.com/${PROJECT}`,
        aud: PROJECT,
        sub: localId,
        user_id: localId,
        phone_number: phone,
        provider: 'phone',
        iat: now,
        exp: now + 3600,
      },
    )
    assert.equal(JSON.parse(Buffer.from(idToken.split('.')[0], 'base64url').toString()).alg, 'RS256')

    const account = await firebase('accounts:lookup', { idToken })
    assert.equal(account.status, 200)
    assert.equal(account.json.users[0].localId, localId)
    assert.equal(account.json.users[0].providerUserInfo[0].providerId, 'phone')

    const refreshed = await firebase('token', `grant_type=refresh_token&refresh_token=${refreshToken}`, {
      host: 'securetoken.googleapis.com/v1',
      form: true,
    })
    assert.equal(refreshed.status, 200, refreshed.text)
    assert.equal(claimsOf(refreshed.json.id_token).sub, localId)
  })

  it('refuses a wrong code, a spent session and an expired one the way Firebase does', async () => {
    const { sessionInfo, code } = await sendCode(`+55${freshMobile()}`)
    const wrong = await firebase('accounts:signInWithPhoneNumber', {
      sessionInfo,
      code: code === '000000' ? '111111' : '000000',
    })
    assert.equal(wrong.status, 400)
    assert.equal(wrong.json.error.message, 'INVALID_CODE')
    const right = await firebase('accounts:signInWithPhoneNumber', { sessionInfo, code })
    assert.equal(right.status, 200)
    const again = await firebase('accounts:signInWithPhoneNumber', { sessionInfo, code })
    assert.equal(again.json.error.message, 'SESSION_EXPIRED')

    const late = await sendCode(`+55${freshMobile()}`)
    clock.advance(5 * 60_000 + 1)
    const expired = await firebase('accounts:signInWithPhoneNumber', late)
    assert.equal(expired.json.error.message, 'SESSION_EXPIRED')

    const unknown = await firebase('accounts:signInWithPhoneNumber', { sessionInfo: 'nope', code })
    assert.equal(unknown.json.error.message, 'INVALID_SESSION_INFO')
    const missing = await firebase('accounts:signInWithPhoneNumber', { sessionInfo })
    assert.equal(missing.json.error.message, 'MISSING_CODE')
  })

  it('refuses bad numbers, unknown keys, and a sixth code to one number within the hour', async () => {
    const bad = await firebase('accounts:sendVerificationCode', { phoneNumber: '5511', recaptchaToken: 't' })
    assert.equal(bad.status, 400)
    assert.match(bad.json.error.message, /^INVALID_PHONE_NUMBER/)
    const none = await firebase('accounts:sendVerificationCode', { recaptchaToken: 't' })
    assert.equal(none.json.error.message, 'MISSING_PHONE_NUMBER')
    const noCaptcha = await firebase('accounts:sendVerificationCode', { phoneNumber: '+5511900000000' })
    assert.equal(noCaptcha.json.error.message, 'CAPTCHA_CHECK_FAILED')
    const key = await firebase(
      'accounts:sendVerificationCode',
      { phoneNumber: '+5511900000000', recaptchaToken: 't' },
      { key: 'not-a-key' },
    )
    assert.equal(key.json.error.message, 'INVALID_API_KEY')

    const phone = `+55${freshMobile()}`
    for (let n = 0; n < 5; n += 1) await sendCode(phone)
    const sixth = await firebase('accounts:sendVerificationCode', { phoneNumber: phone, recaptchaToken: 't' })
    assert.equal(sixth.status, 400)
    assert.equal(sixth.json.error.message, 'TOO_MANY_ATTEMPTS_TRY_LATER')
  })
})

describe('firebaseIdToken in place of an SMS code', () => {
  it('registers a mobile number with a token for that number, once, with the sign-up bonus', async () => {
    const mobile = freshMobile()
    const idToken = await idTokenFor(`+55${mobile}`)
    const registered = await registerMobile(mobile, { firebaseIdToken: idToken, firebaseChannel: 'sms' })
    assert.equal(registered.status, 200, registered.text)
    assert.equal(registered.json.value.userName, mobile)
    const balance = await platform.call('/wps/v2/wallets/balance', { token: registered.json.value.token })
    assert.equal(balance.json.value.sumBalance, 10)

    // The same token again, for another number of the same person: spent.
    const reused = await registerMobile(mobile, { firebaseIdToken: idToken, firebaseChannel: 'sms' })
    assert.equal(reused.status, 409)
  })

  it('refuses a token for another number, an expired, a reused or a tampered one', async () => {
    const mobile = freshMobile()
    const otherToken = await idTokenFor(`+55${freshMobile()}`)
    const wrongNumber = await registerMobile(mobile, { firebaseIdToken: otherToken, firebaseChannel: 'sms' })
    assert.equal(wrongNumber.status, 400)
    assert.equal(wrongNumber.json.errorCode, 'sms.code.invalid')
    // Same number, another dialing code: the token names +55, not +351.
    const ownToken = await idTokenFor(`+55${mobile}`)
    const wrongCountry = await registerMobile(mobile, {
      countryDialingCode: '351',
      firebaseIdToken: ownToken,
      firebaseChannel: 'sms',
    })
    assert.equal(wrongCountry.json.errorCode, 'sms.code.invalid')

    const [head, body, signature] = ownToken.split('.')
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url')
    const tampered = await registerMobile(mobile, {
      firebaseIdToken: `${head}.${forged}.${signature}`,
      firebaseChannel: 'sms',
    })
    assert.equal(tampered.json.errorCode, 'sms.code.invalid')
    const unsigned = await registerMobile(mobile, {
      firebaseIdToken: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`,
      firebaseChannel: 'sms',
    })
    assert.equal(unsigned.json.errorCode, 'sms.code.invalid')
    const wrongChannel = await registerMobile(mobile, { firebaseIdToken: ownToken, firebaseChannel: 'email' })
    assert.equal(wrongChannel.json.errorCode, 'request_param_err')

    clock.advance(3600 * 1000)
    const expired = await registerMobile(mobile, { firebaseIdToken: ownToken, firebaseChannel: 'sms' })
    assert.equal(expired.json.errorCode, 'sms.code.invalid')

    const fresh = await idTokenFor(`+55${mobile}`)
    const accepted = await registerMobile(mobile, { firebaseIdToken: fresh, firebaseChannel: 'sms' })
    assert.equal(accepted.status, 200, accepted.text)
    const reusedForLogin = await smsLoginWithToken(mobile, fresh)
    assert.equal(reusedForLogin.json.errorCode, 'login.failed')
  })

  it('refuses tokens on a merchant without a Firebase project', async () => {
    const mobile = '812345670'
    const idToken = await idTokenFor(`+66${mobile}`)
    const result = await resetByToken(mobile, idToken, { dialing: '66', merchant: 'VRD2' })
    assert.equal(result.status, 403)
  })

  it('signs in by SMS and sets a new password with a token', async () => {
    const mobile = freshMobile()
    const registered = await registerMobile(mobile, {
      firebaseIdToken: await idTokenFor(`+55${mobile}`),
      firebaseChannel: 'sms',
    })
    assert.equal(registered.status, 200, registered.text)

    const login = await smsLoginWithToken(mobile, await idTokenFor(`+55${mobile}`))
    assert.equal(login.status, 200, login.text)
    assert.equal(login.json.value.userName, mobile)

    const reset = await resetByToken(mobile, await idTokenFor(`+55${mobile}`))
    assert.equal(reset.status, 200, reset.text)
    assert.equal(reset.json.value.userName, mobile)
    const withNew = await callEncrypted(platform, 'POST', '/wps/session/login', {
      username: mobile,
      password: 'Fresh#2027',
      type: 'username',
    })
    assert.equal(withNew.status, 200, withNew.text)

    const stranger = await resetByToken(freshMobile(), await idTokenFor(`+55${mobile}`))
    assert.equal(stranger.json.errorCode, 'sms.code.invalid')
  })
})
