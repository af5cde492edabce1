// @ts-check
// Sign-in with Google or Facebook through Firebase (POST /wps/session/login with type 'google' or
// 'facebook'): the contract publishes no third-party login call, so this is the platform's own, in the
// contract's style; see docs/platform.md, "Third-party sign-in". The Firebase user is the member's key:
// the first sign-in of a Firebase user creates a member (when the merchant takes registrations) and
// links the two; every later one signs in as that member.
import { randomDigits } from '../lib/crypto.mjs'
import { consumeSocialToken, firebaseTokenOf, isSocialChannel } from '../lib/firebase.mjs'
import { stringInput } from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { isSwitchOn } from '../lib/merchants.mjs'
import {
  findById,
  findByUsername,
  generatePassword,
  MEMBER_TYPE,
  prepareFreeMember,
} from '../lib/members.mjs'
import { matchesRule } from '../lib/patterns.mjs'
import { creditBonus } from '../lib/promotions/turnover.mjs'
import { startSession } from '../lib/sign-in.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/sessions.mjs').MemberRow} MemberRow */
/** @typedef {import('../lib/firebase.mjs').SocialIdentity} SocialIdentity */

/** Attempts at a free username before falling back to letters and digits only. */
const USERNAME_TRIES = 8

/**
 * The username rule's bounds and test, with the seeded rule's values when a merchant names none.
 * @param {RequestContext} ctx
 */
function usernameRule(ctx) {
  const rule = ctx.merchant.registerRules.username
  const min = Math.max(1, rule?.minLength ?? 6)
  const max = Math.max(min, rule?.maxLength ?? 16)
  /** @param {string} name */
  const fits = (name) => name.length >= min && name.length <= max && (!rule || matchesRule(rule, name))
  return { min, max, fits }
}

/**
 * A free username for a new member, from the e-mail address's local part or the name the provider
 * gives (Latin letters and digits, starting with a letter), with digits added when it is short or
 * taken. It follows the merchant's username rule, as a typed one would.
 * @param {RequestContext} ctx
 * @param {SocialIdentity} identity
 * @param {string} channel
 */
function freeUsername(ctx, identity, channel) {
  const { db } = ctx.platform
  const { min, max, fits } = usernameRule(ctx)
  const source = identity.email?.split('@')[0] ?? identity.name ?? ''
  let stem = source
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
  if (!/^[a-z]/.test(stem)) stem = `${channel}${stem}`
  const free = (/** @type {string} */ name) => fits(name) && !findByUsername(db, ctx.merchant.code, name)
  const whole = stem.slice(0, max)
  if (free(whole)) return whole
  for (let attempt = 0; attempt < USERNAME_TRIES; attempt += 1) {
    const digits = Math.min(max - 1, Math.max(4, min - stem.length))
    const name = `${stem.slice(0, max - digits)}${randomDigits(digits)}`
    if (free(name)) return name
  }
  // A rule the stem cannot meet (a pattern without Latin letters, say): a letter and digits.
  for (let attempt = 0; attempt < USERNAME_TRIES; attempt += 1) {
    const name = `${channel.slice(0, 1)}${randomDigits(Math.max(min, Math.min(max, 10)) - 1)}`
    if (free(name)) return name
  }
  throw new ApiError(409, 'member.username.taken')
}

/**
 * Creates the member of a Firebase user's first sign-in, credits the sign-up bonus and links the two.
 * @param {RequestContext} ctx
 * @param {SocialIdentity} identity
 * @param {string} channel
 * @returns {Promise<MemberRow>}
 */
async function registerMember(ctx, identity, channel) {
  const { db } = ctx.platform
  const now = ctx.platform.now()
  // The provider's address, when it fits the merchant's e-mail rule (it is what the e-mail reset uses).
  const emailRule = ctx.merchant.registerRules.email
  const email = identity.email && (!emailRule || matchesRule(emailRule, identity.email))
  const password = generatePassword()
  for (let attempt = 0; ; attempt += 1) {
    const username = freeUsername(ctx, identity, channel)
    const memberId = await prepareFreeMember(db, {
      merchantCode: ctx.merchant.code,
      username,
      // Never told to anyone: the member signs in with the provider (or sets one through the e-mail reset).
      password,
      type: MEMBER_TYPE,
      nickname: (identity.name ?? username).slice(0, 50),
      email: email ? identity.email : null,
      language: ctx.language,
      registerDomain: stringInput(ctx.body.domain) || null,
      // Signed up through the provider without the registration form: the terms are asked at sign-in.
      termsVersion: 0,
      now,
    })
    if (memberId === null) {
      // Another registration took the name in between: draw another, three times at most.
      if (attempt < 2) continue
      throw new ApiError(409, 'member.username.taken')
    }
    // The link is the member's key from now on; a parallel first sign-in of the same user loses here.
    const linked = db.transaction(() => {
      const inserted = db
        .prepare(
          `INSERT OR IGNORE INTO firebase_member_links (merchant_code, firebase_uid, provider, member_id, created_at, last_login_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(ctx.merchant.code, identity.uid, identity.provider, memberId, now, now)
      if (inserted.changes !== 1) return false
      if (ctx.merchant.signupBonusMinor > 0) {
        creditBonus(db, {
          memberId,
          amountMinor: ctx.merchant.signupBonusMinor,
          kind: 'signup_bonus',
          ref: `register:${channel}`,
          turnoverMultiplier: 0,
          at: now,
          language: ctx.language,
        })
      }
      return true
    })()
    if (!linked) {
      const winner = linkedMember(ctx, identity.uid)
      if (winner) return winner
      throw new ApiError(409, 'member.username.taken')
    }
    return /** @type {MemberRow} */ (findById(db, memberId))
  }
}

/**
 * @param {RequestContext} ctx
 * @param {string} uid
 * @returns {MemberRow | undefined}
 */
function linkedMember(ctx, uid) {
  return /** @type {MemberRow | undefined} */ (
    ctx.platform.db
      .prepare(
        `SELECT m.* FROM firebase_member_links l JOIN members m ON m.id = l.member_id
         WHERE l.merchant_code = ? AND l.firebase_uid = ?`,
      )
      .get(ctx.merchant.code, uid)
  )
}

/**
 * POST /wps/session/login with `type: 'google' | 'facebook'`, `firebaseIdToken` and `firebaseChannel`
 * naming the same provider.
 * @param {RequestContext} ctx
 */
export async function socialLogin(ctx) {
  const payload = ctx.body
  const channel = stringInput(payload.type)
  if (!isSocialChannel(channel)) throw new ApiError(400, 'request_param_err', { value: { field: 'type' } })
  const token = firebaseTokenOf(payload)
  if (!token) throw new ApiError(400, 'request_param_err', { value: { field: 'firebaseIdToken' } })
  if (payload.firebaseChannel !== channel) {
    throw new ApiError(400, 'request_param_err', { value: { field: 'firebaseChannel' } })
  }
  const address = `login-fail-ip:${ctx.merchant.code}:${ctx.ip}`
  const identity = consumeSocialToken(ctx.platform, { merchant: ctx.merchant, token, channel })
  if (!identity) {
    ctx.platform.windows.add(address)
    throw new ApiError(400, 'login.failed', { value: { captcha: false } })
  }
  const { db } = ctx.platform
  const now = ctx.platform.now()
  let member = linkedMember(ctx, identity.uid)
  if (member) {
    db.prepare(
      'UPDATE firebase_member_links SET last_login_at = ? WHERE merchant_code = ? AND firebase_uid = ?',
    ).run(now, ctx.merchant.code, identity.uid)
  } else {
    // No member yet, and the merchant takes no registrations.
    if (!isSwitchOn(ctx.merchant, 'DIRECTREG3')) throw new ApiError(403, 'function.not.available')
    member = await registerMember(ctx, identity, channel)
  }
  return ok(
    startSession(ctx, member, {
      loginType: channel,
      // A third-party login never forces a password change (upstream-contract.md §7).
      passwordExpired: false,
      deviceId: stringInput(payload.loginDeviceId) || null,
    }),
  )
}
