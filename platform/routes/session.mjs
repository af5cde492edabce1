// @ts-check
// Sessions: captcha, login (password, SMS code, or Google or Facebook), free play, logout, the login SMS.
import { issueCaptcha, CAPTCHA_TTL_MS } from '../lib/captcha.mjs'
import { randomDigits } from '../lib/crypto.mjs'
import { consumeFirebaseToken, firebaseTokenOf } from '../lib/firebase.mjs'
import { captchaPasses, rateLimit, stringInput } from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { post } from '../lib/ledger.mjs'
import { isSwitchOn } from '../lib/merchants.mjs'
import {
  TRIAL_TYPE,
  checkPassword,
  findByMobile,
  findByUsername,
  generatePassword,
  isPasswordStale,
  prepareMember,
} from '../lib/members.mjs'
import { revokeSession } from '../lib/sessions.mjs'
import { startSession } from '../lib/sign-in.mjs'
import { CODE_TTL_MINUTES, consumeCode, sendCodeToAccountHolder } from '../lib/verification.mjs'
import { socialLogin } from './firebase-login.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/sessions.mjs').MemberRow} MemberRow */

const MINUTE_MS = 60 * 1000
const FAILURE_WINDOW_MS = 15 * MINUTE_MS
/** Failures after which the captcha is required: per account, and per address. */
const ACCOUNT_FAILURES_FOR_CAPTCHA = 3
const ADDRESS_FAILURES_FOR_CAPTCHA = 10
/**
 * Failures of one account after which the captcha is required whatever the merchant's CAPTCHA3 switch
 * says: failures of an account escalate to a captcha, never to a lock of the account (docs/platform.md).
 */
const ACCOUNT_FAILURES_FOR_FORCED_CAPTCHA = 5

/**
 * @param {RequestContext} ctx
 * @param {string} account
 */
function failureKeys(ctx, account) {
  return {
    account: `login-fail:${ctx.merchant.code}:${account.toLowerCase()}`,
    address: `login-fail-ip:${ctx.merchant.code}:${ctx.ip}`,
  }
}

/**
 * @param {RequestContext} ctx
 * @param {{ account: string, address: string }} keys
 */
function captchaRequired(ctx, keys) {
  const { windows } = ctx.platform
  const accountFailures = windows.count(keys.account, FAILURE_WINDOW_MS)
  if (accountFailures >= ACCOUNT_FAILURES_FOR_FORCED_CAPTCHA) return true
  if (!isSwitchOn(ctx.merchant, 'CAPTCHA3')) return false
  return (
    accountFailures >= ACCOUNT_FAILURES_FOR_CAPTCHA ||
    windows.count(keys.address, FAILURE_WINDOW_MS) >= ADDRESS_FAILURES_FOR_CAPTCHA
  )
}

/** @param {RequestContext} ctx */
async function login(ctx) {
  rateLimit(ctx, 'login', 30, MINUTE_MS)
  const payload = ctx.body
  const type = stringInput(payload.type) || 'username'
  // Google or Facebook through Firebase: routes/firebase-login.mjs.
  if (type === 'google' || type === 'facebook') return socialLogin(ctx)
  if (type !== 'username' && type !== 'sms')
    throw new ApiError(400, 'request_param_err', { value: { field: 'type' } })
  if (type === 'sms' && !isSwitchOn(ctx.merchant, 'MOBILEVERCODELOGIN3')) {
    throw new ApiError(403, 'function.not.available')
  }
  const username = stringInput(payload.username)
  // A code login proves the phone with the platform's SMS code, or with a Firebase id token instead.
  const firebaseToken = type === 'sms' ? firebaseTokenOf(payload) : ''
  const secret = firebaseToken ? '' : stringInput(payload.password, { trim: type === 'sms' })
  if (!username || (!secret && !firebaseToken))
    throw new ApiError(400, 'request_param_err', { value: { field: username ? 'password' : 'username' } })
  if (firebaseToken && payload.firebaseChannel !== 'sms')
    throw new ApiError(400, 'request_param_err', { value: { field: 'firebaseChannel' } })

  const keys = failureKeys(ctx, `${type}:${username}`)
  if (captchaRequired(ctx, keys) && !captchaPasses(ctx, payload.captcha)) {
    throw new ApiError(400, 'captcha.invalid', { value: { captcha: true } })
  }

  const now = ctx.platform.now()
  /** @type {MemberRow | undefined} */
  let member
  let passwordExpired = false
  if (type === 'username') {
    const candidate = findByUsername(ctx.platform.db, ctx.merchant.code, username)
    const matched = await checkPassword(candidate, secret, now)
    if (matched && candidate) {
      member = candidate
      const staleWhilePolicyOn =
        isSwitchOn(ctx.merchant, 'PWDEXPFORCECHANGE3') &&
        isPasswordStale(candidate, ctx.merchant.passwordMaxAgeDays, now)
      passwordExpired = matched === 'reset' || candidate.password_is_default === 1 || staleWhilePolicyOn
    }
  } else {
    const mobileNum = username.replace(/[\s-]/g, '')
    const dialing = stringInput(payload.countryDialingCode).replace(/^\+/, '') || undefined
    const candidate = findByMobile(ctx.platform.db, ctx.merchant.code, mobileNum, dialing)
    const codeOk = firebaseToken
      ? !!candidate &&
        consumeFirebaseToken(ctx.platform, {
          merchant: ctx.merchant,
          token: firebaseToken,
          channel: payload.firebaseChannel,
          dialing: candidate.mobile_dialing ?? dialing ?? '',
          mobileNum,
        })
      : consumeCode(ctx.platform, {
          merchantCode: ctx.merchant.code,
          purpose: 'login',
          mobileNum,
          dialing,
          code: secret,
        })
    if (codeOk && candidate) member = candidate
  }

  if (!member) {
    ctx.platform.windows.add(keys.account)
    ctx.platform.windows.add(keys.address)
    throw new ApiError(400, 'login.failed', { value: { captcha: captchaRequired(ctx, keys) } })
  }
  ctx.platform.windows.delete(keys.account)
  return ok(
    startSession(ctx, member, {
      loginType: type,
      passwordExpired,
      deviceId: stringInput(payload.loginDeviceId) || null,
    }),
  )
}

/** @param {RequestContext} ctx */
async function freePlay(ctx) {
  rateLimit(ctx, 'freeplay', 10, 10 * MINUTE_MS)
  const { db } = ctx.platform
  const now = ctx.platform.now()
  const number = randomDigits(8)
  const memberId = await prepareMember(db, {
    merchantCode: ctx.merchant.code,
    username: `trial${number}`,
    password: generatePassword(),
    type: TRIAL_TYPE,
    nickname: `Guest ${number.slice(-4)}`,
    language: ctx.language,
    now,
  })
  post(db, {
    memberId,
    amountMinor: ctx.merchant.freePlayCreditMinor,
    kind: 'demo_credit',
    ref: 'free-play',
    at: now,
  })
  const member = /** @type {MemberRow} */ (db.prepare('SELECT * FROM members WHERE id = ?').get(memberId))
  return ok(startSession(ctx, member, { loginType: 'freeplay', passwordExpired: false }))
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 */
export default function registerSessionRoutes(router) {
  // GET /wps/captcha - a fresh captcha: value is the base64 PNG, the id travels in a cookie
  router.get('/wps/captcha', (ctx) => {
    rateLimit(ctx, 'captcha', 60, MINUTE_MS)
    const rule = ctx.merchant.registerRules.captcha
    const { id, png } = issueCaptcha(ctx.platform.db, {
      length: rule?.maxLength ?? 4,
      now: ctx.platform.now(),
    })
    return ok(png.toString('base64'), {
      'set-cookie': `captchaId=${id}; Path=/; Max-Age=${CAPTCHA_TTL_MS / 1000}; HttpOnly; SameSite=Lax`,
      'x-captcha-id': id,
    })
  })

  // POST /wps/session/login (encrypted) - by username and password, by mobile number and SMS code, or
  // with the Firebase id token of a Google or Facebook sign-in
  router.post('/wps/session/login', login, { body: 'encrypted' })

  // POST /wps/verification/sms/noLogin - SMS code for logging in by mobile number
  router.post(
    '/wps/verification/sms/noLogin',
    (ctx) => {
      sendCodeToAccountHolder(ctx, 'login')
      return ok({ expiredMinutes: CODE_TTL_MINUTES })
    },
    { body: 'json', feature: 'MOBILEVERCODELOGIN3' },
  )

  // POST /wps/session/login/freeplay - a trial account (type 4) with demo credit
  router.post('/wps/session/login/freeplay', freePlay, { body: 'json', feature: 'FREEPLAY3' })

  // DELETE /wps/session/logout - revokes the token in use
  router.delete(
    '/wps/session/logout',
    (ctx) => {
      if (ctx.session) revokeSession(ctx.platform.db, ctx.session.tokenHash, ctx.platform.now())
      return ok(null)
    },
    { auth: 'required' },
  )
}
