// @ts-check
// Members: registration (username or mobile), availability checks, profile, language, and the
// password journeys (change, reset by e-mail, reset by SMS).
import { hashPassword } from '../lib/crypto.mjs'
import { AVATAR_COUNT } from '../lib/artwork.mjs'
import { consumeFirebaseToken, firebaseTokenOf } from '../lib/firebase.mjs'
import { checkBirthday } from '../lib/age.mjs'
import { captchaPasses, checkField, invalidField, rateLimit, stringInput } from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { REGISTER_FIELDS, isSwitchOn } from '../lib/merchants.mjs'
import {
  checkPassword,
  clubLabel,
  customerType,
  findAgentByAffiliateCode,
  findById,
  findByMobile,
  findByUsername,
  generatePassword,
  maskedMobile,
  MEMBER_TYPE,
  memberLabels,
  prepareFreeMember,
  setPassword,
  TRIAL_TYPE,
} from '../lib/members.mjs'
import { linkReferrer } from '../lib/promotions/referral.mjs'
import { creditBonus } from '../lib/promotions/turnover.mjs'
import { clearPasswordChangePending, revokeMemberSessions } from '../lib/sessions.mjs'
import {
  CODE_TTL_MINUTES,
  consumeCode,
  messageText,
  parseMobile,
  sendCode,
  sendCodeToAccountHolder,
  writeOutbox,
} from '../lib/verification.mjs'
import { startSession } from '../lib/sign-in.mjs'
import { registrationTermsVersion, termsState } from '../lib/terms.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/sessions.mjs').MemberRow} MemberRow */

const MINUTE_MS = 60 * 1000
const RESET_PASSWORD_TTL_MS = 30 * MINUTE_MS

/** Profile fields checked against their rule as typed; the rest have checks of their own. */
const PROFILE_FIELDS = REGISTER_FIELDS.filter(
  (field) => !['password', 'captcha', 'affiliateCode', 'mobileNum', 'birthday'].includes(field),
)

/**
 * @param {RequestContext} ctx
 * @param {string} field
 * @param {unknown} value
 */
function checkMerchantField(ctx, field, value) {
  const rule = ctx.merchant.registerRules[field]
  const text = stringInput(value, { trim: field !== 'password' })
  checkField(field, rule, text)
  return text
}

/**
 * New passwords follow the merchant's password rule, whatever the form.
 * @param {RequestContext} ctx
 * @param {string} field
 * @param {unknown} password
 * @param {unknown} confirmation
 */
function checkNewPassword(ctx, field, password, confirmation) {
  const rule = ctx.merchant.registerRules.password
  const text = stringInput(password, { trim: false })
  if (text === '') throw invalidField(field, rule)
  checkField(field, rule, text)
  if (confirmation !== undefined && stringInput(confirmation, { trim: false }) !== text) {
    throw new ApiError(400, 'password.confirm.mismatch')
  }
  return text
}

/**
 * @param {RequestContext} ctx
 * @param {Record<string, any>} payload
 */
function checkRegisterCaptcha(ctx, payload) {
  const rule = ctx.merchant.registerRules.captcha
  if (!rule?.enabled) return
  const answered = stringInput(payload.captcha) !== ''
  if ((rule.required || answered) && !captchaPasses(ctx, payload.captcha)) {
    throw new ApiError(400, 'captcha.invalid', { value: { captcha: true } })
  }
}

/**
 * The agent behind an affiliate code, or null when no code was given.
 * @param {RequestContext} ctx
 * @param {unknown} code
 */
function affiliateUpline(ctx, code) {
  const text = stringInput(code)
  if (text === '') return null
  const agent = findAgentByAffiliateCode(ctx.platform.db, ctx.merchant.code, text)
  if (!agent) throw new ApiError(400, 'affiliate.code.invalid')
  return agent
}

/**
 * Creates the member, credits the sign-up bonus, and logs in when asked.
 * @param {RequestContext} ctx
 * @param {Omit<import('../lib/members.mjs').NewMember, 'merchantCode' | 'type' | 'now'>} input
 * @param {unknown} loginAfter
 */
async function completeRegistration(ctx, input, loginAfter) {
  const { db } = ctx.platform
  const now = ctx.platform.now()
  const memberId = await prepareFreeMember(db, {
    ...input,
    merchantCode: ctx.merchant.code,
    type: MEMBER_TYPE,
    now,
  })
  if (memberId === null) {
    throw new ApiError(
      409,
      input.mobileNum && input.username === input.mobileNum ? 'member.mobile.taken' : 'member.username.taken',
    )
  }
  linkReferrer(db, { merchantCode: ctx.merchant.code, memberId, referralCode: input.referralCode })
  if (ctx.merchant.signupBonusMinor > 0) {
    creditBonus(db, {
      memberId,
      amountMinor: ctx.merchant.signupBonusMinor,
      kind: 'signup_bonus',
      ref: 'register',
      turnoverMultiplier: 0,
      at: now,
      language: ctx.language,
    })
  }
  const member = /** @type {MemberRow} */ (findById(db, memberId))
  const value = { userName: member.username, customerId: member.id }
  if (loginAfter !== true && loginAfter !== 'true') return ok(value)
  const session = startSession(ctx, member, { loginType: 'register', passwordExpired: false })
  return ok({ ...value, token: session.token })
}

/** @param {RequestContext} ctx */
async function registerByUsername(ctx) {
  rateLimit(ctx, 'register', 20, 10 * MINUTE_MS)
  const payload = ctx.body
  /** @type {Record<string, string>} */
  const values = {}
  for (const field of PROFILE_FIELDS) {
    if (ctx.merchant.registerRules[field]?.enabled)
      values[field] = checkMerchantField(ctx, field, payload[field])
  }
  checkBirthday(ctx.merchant.registerRules.birthday, stringInput(payload.birthday), ctx.platform.now())
  const password = checkNewPassword(ctx, 'password', payload.password, payload.confirmPassword)
  let mobile = null
  if (ctx.merchant.registerRules.mobileNum?.enabled) {
    const given = stringInput(payload.mobileNum)
    if (given !== '' || ctx.merchant.registerRules.mobileNum.required) {
      mobile = parseMobile(ctx.merchant, given, payload.countryDialingCode)
    }
  }
  const termsVersion = registrationTermsVersion(
    ctx.platform.db,
    ctx.merchant.code,
    payload.termsVersion,
    ctx.language,
  )
  checkRegisterCaptcha(ctx, payload)
  const username = values.username ?? ''
  if (findByUsername(ctx.platform.db, ctx.merchant.code, username))
    throw new ApiError(409, 'member.username.taken')
  if (mobile && findByMobile(ctx.platform.db, ctx.merchant.code, mobile.mobileNum)) {
    throw new ApiError(409, 'member.mobile.taken')
  }
  const upline = affiliateUpline(ctx, payload.affiliateCode)
  return completeRegistration(
    ctx,
    {
      username,
      password,
      nickname: values.payeeName || username,
      email: values.email || null,
      idNumber: values.idNumber || null,
      mobileDialing: mobile?.dialing ?? null,
      mobileNum: mobile?.mobileNum ?? null,
      language: ctx.language,
      uplineId: upline?.id ?? null,
      referralCode: stringInput(payload.referralCode) || null,
      registerDomain: stringInput(payload.domain) || null,
      termsVersion,
    },
    payload.login,
  )
}

/** @param {RequestContext} ctx */
async function registerByMobile(ctx) {
  rateLimit(ctx, 'register', 20, 10 * MINUTE_MS)
  const payload = ctx.body
  const { mobileNum, dialing } = parseMobile(ctx.merchant, payload.mobileNum, payload.countryDialingCode)
  checkBirthday(ctx.merchant.registerRules.birthday, stringInput(payload.birthday), ctx.platform.now())
  const password = isSwitchOn(ctx.merchant, 'MOBILENUMPASSREG3')
    ? checkNewPassword(ctx, 'password', payload.password, payload.confirmPassword)
    : generatePassword()
  const termsVersion = registrationTermsVersion(
    ctx.platform.db,
    ctx.merchant.code,
    payload.termsVersion,
    ctx.language,
  )
  checkRegisterCaptcha(ctx, payload)
  const { db } = ctx.platform
  if (findByMobile(db, ctx.merchant.code, mobileNum) || findByUsername(db, ctx.merchant.code, mobileNum)) {
    throw new ApiError(409, 'member.mobile.taken')
  }
  const upline = affiliateUpline(ctx, payload.affiliateCode)
  const mobileVerified = isSwitchOn(ctx.merchant, 'REGMOBVERF3')
  if (mobileVerified) {
    const firebaseToken = firebaseTokenOf(payload)
    const verified = firebaseToken
      ? consumeFirebaseToken(ctx.platform, {
          merchant: ctx.merchant,
          token: firebaseToken,
          channel: payload.firebaseChannel,
          dialing,
          mobileNum,
        })
      : consumeCode(ctx.platform, {
          merchantCode: ctx.merchant.code,
          purpose: 'register',
          mobileNum,
          dialing,
          code: payload.verificationCode,
        })
    if (!verified) throw new ApiError(400, 'sms.code.invalid')
  }
  return completeRegistration(
    ctx,
    {
      username: mobileNum,
      password,
      nickname: mobileNum,
      mobileDialing: dialing,
      mobileNum,
      mobileVerified,
      language: ctx.language,
      uplineId: upline?.id ?? null,
      referralCode: stringInput(payload.referralCode) || null,
      registerDomain: stringInput(payload.domain) || null,
      termsVersion,
    },
    payload.login,
  )
}

/** @param {RequestContext} ctx */
function memberInfo(ctx) {
  const member = ctx.member
  const now = ctx.platform.now()
  return {
    id: member.id,
    account: member.username,
    userName: member.username,
    nickname: member.nickname,
    type: member.type,
    customerType: customerType(member.type),
    toUpline: member.upline_id !== null,
    clubLabel: clubLabel(member.rank_level),
    memberLabel: memberLabels(member, now),
    regDate: new Date(member.registered_at).toISOString(),
    mobile: maskedMobile(member),
    language: member.language ?? ctx.language,
    // The terms' version the member accepted and the merchant's current one (lib/terms.mjs).
    terms: termsState(ctx.platform.db, member.id),
  }
}

/** @param {RequestContext} ctx */
async function changePassword(ctx) {
  const member = ctx.member
  if (member.type === TRIAL_TYPE) throw new ApiError(403, 'function.not.available')
  rateLimit(ctx, 'password', 10, 10 * MINUTE_MS)
  const oldPassword = stringInput(ctx.body.oldPassword, { trim: false })
  const newPassword = checkNewPassword(ctx, 'newPassword', ctx.body.newPassword, ctx.body.confirmNewPassword)
  const now = ctx.platform.now()
  // A session opened by a password that must be replaced has just proven it: the forced change asks only
  // for the new one. Any other change proves the current password again.
  const pending = ctx.session?.passwordChangePending === true
  if (!pending && (oldPassword === '' || !(await checkPassword(member, oldPassword, now)))) {
    throw new ApiError(400, 'password.old.invalid')
  }
  const reused = pending
    ? (await checkPassword(member, newPassword, now)) !== null
    : newPassword === oldPassword
  if (reused) throw new ApiError(400, 'password.same.as.old')
  await setPassword(ctx.platform.db, member.id, newPassword, now)
  revokeMemberSessions(ctx.platform.db, member.id, now, ctx.session?.tokenHash)
  if (ctx.session) clearPasswordChangePending(ctx.platform.db, ctx.session.tokenHash)
  return ok(null)
}

/**
 * The member's avatar as the platform answers it: the picture, and `frame: "GOLD"` once the member owns
 * the point mall's golden avatar frame (has redeemed that reward), else null.
 * @param {import('better-sqlite3').Database} db
 * @param {MemberRow} member
 */
function avatarOf(db, member) {
  const framed = db
    .prepare(
      `SELECT 1 FROM point_redemptions r JOIN point_rewards w ON w.id = r.reward_id
       WHERE r.member_id = ? AND w.code = 'frame' LIMIT 1`,
    )
    .get(member.id)
  return {
    icon: `/assets/avatars/${member.avatar}.svg`,
    avatar: member.avatar,
    avatarType: 'SYSTEM',
    frame: framed ? 'GOLD' : null,
  }
}

/** @param {RequestContext} ctx */
async function forgotByEmail(ctx) {
  rateLimit(ctx, 'password-email', 5, 10 * MINUTE_MS)
  const username = stringInput(ctx.body.username)
  const email = stringInput(ctx.body.email).toLowerCase()
  const { db } = ctx.platform
  const member = username && email ? findByUsername(db, ctx.merchant.code, username) : undefined
  const matches = member !== undefined && member.type !== TRIAL_TYPE && member.email?.toLowerCase() === email
  const temporary = generatePassword()
  // Hashed either way, so the answer takes as long for an unknown account as for a known one.
  const { hash, salt } = await hashPassword(temporary)
  if (matches && member) {
    const now = ctx.platform.now()
    db.transaction(() => {
      db.prepare('UPDATE members SET reset_hash = ?, reset_salt = ?, reset_expires_at = ? WHERE id = ?').run(
        hash,
        salt,
        now + RESET_PASSWORD_TTL_MS,
        member.id,
      )
      writeOutbox(db, {
        merchantCode: ctx.merchant.code,
        channel: 'email',
        recipient: email,
        purpose: 'reset',
        code: temporary,
        body: messageText('resetMail', ctx.language, {
          brand: ctx.merchant.brandName,
          username: member.username,
          password: temporary,
        }),
        now,
      })
    })()
  }
  return ok(null)
}

/** @param {RequestContext} ctx */
async function setPasswordByPhone(ctx) {
  rateLimit(ctx, 'password-phone', 10, 10 * MINUTE_MS)
  const payload = ctx.body
  const { mobileNum, dialing } = parseMobile(ctx.merchant, payload.mobileNum, payload.countryDialingCode)
  const newPassword = checkNewPassword(ctx, 'newPassword', payload.newPassword, payload.confirmNewPassword)
  const firebaseToken = firebaseTokenOf(payload)
  /** @type {MemberRow | undefined} */
  let member
  if (firebaseToken) {
    // The token proves '+' dialing code and number, so the number must be the account's, dialing code too.
    const holder = findByMobile(ctx.platform.db, ctx.merchant.code, mobileNum, dialing)
    const verified =
      consumeFirebaseToken(ctx.platform, {
        merchant: ctx.merchant,
        token: firebaseToken,
        channel: payload.firebaseChannel,
        dialing,
        mobileNum,
      }) && holder !== undefined
    member = verified ? holder : undefined
  } else {
    const verified = consumeCode(ctx.platform, {
      merchantCode: ctx.merchant.code,
      purpose: 'reset',
      mobileNum,
      dialing: stringInput(payload.countryDialingCode) ? dialing : undefined,
      code: payload.verificationCode,
    })
    member = verified ? findByMobile(ctx.platform.db, ctx.merchant.code, mobileNum) : undefined
  }
  if (!member) throw new ApiError(400, 'sms.code.invalid')
  const now = ctx.platform.now()
  await setPassword(ctx.platform.db, member.id, newPassword, now)
  revokeMemberSessions(ctx.platform.db, member.id, now)
  return ok({ userName: member.username })
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 */
export default function registerMemberRoutes(router) {
  // PUT /wps/member/register (encrypted) - username registration
  router.put('/wps/member/register', registerByUsername, {
    body: 'encrypted',
    feature: ['DIRECTREG3', 'USERNAMEREG3'],
  })

  // PUT /wps/member/register/mobile (encrypted) - mobile registration, username = mobile number
  router.put('/wps/member/register/mobile', registerByMobile, {
    body: 'encrypted',
    feature: ['DIRECTREG3', 'MOBILENUMREG3'],
  })

  // POST /wps/verification/sms/register - SMS code for mobile registration
  router.post(
    '/wps/verification/sms/register',
    (ctx) => {
      const { mobileNum, dialing } = parseMobile(
        ctx.merchant,
        ctx.body.mobileNo ?? ctx.body.mobileNum,
        ctx.body.countryDialingCode,
      )
      if (findByMobile(ctx.platform.db, ctx.merchant.code, mobileNum))
        throw new ApiError(409, 'member.mobile.taken')
      sendCode(ctx.platform, {
        merchant: ctx.merchant,
        purpose: 'register',
        dialing,
        mobileNum,
        deliver: true,
        language: ctx.language,
      })
      return ok({ expiredMinutes: CODE_TTL_MINUTES })
    },
    { body: 'json', feature: 'REGMOBVERF3' },
  )

  // GET /wps/check/username?username= - success:false when taken
  router.get('/wps/check/username', (ctx) => {
    rateLimit(ctx, 'username-check', 60, MINUTE_MS)
    const username = checkMerchantField(ctx, 'username', ctx.query.username)
    if (username === '') throw invalidField('username', ctx.merchant.registerRules.username)
    if (findByUsername(ctx.platform.db, ctx.merchant.code, username))
      throw new ApiError(409, 'member.username.taken')
    return ok({ username, available: true })
  })

  // GET /wps/agent/affiliate?code=&domain= - whether an affiliate (invitation) code is valid
  router.get('/wps/agent/affiliate', (ctx) => {
    const agent = affiliateUpline(ctx, ctx.query.code)
    if (!agent) throw new ApiError(400, 'affiliate.code.invalid')
    return ok({ code: agent.affiliate_code, valid: true, domain: ctx.query.domain ?? null })
  })

  // GET /wps/member/info - the signed-in member
  router.get('/wps/member/info', (ctx) => ok(memberInfo(ctx)), { auth: 'required' })

  // GET /wps/member/info/icon - the member's avatar image, and the frame they own from the point mall
  router.get('/wps/member/info/icon', (ctx) => ok(avatarOf(ctx.platform.db, ctx.member)), {
    auth: 'required',
  })

  // POST /wps/member/info/icon {avatar} - the member picks one of the platform's avatars
  router.post(
    '/wps/member/info/icon',
    (ctx) => {
      const avatar = Number(ctx.body.avatar)
      if (!Number.isInteger(avatar) || avatar < 1 || avatar > AVATAR_COUNT)
        throw invalidField('avatar', undefined)
      rateLimit(ctx, 'avatar', 30, 10 * MINUTE_MS)
      ctx.platform.db.prepare('UPDATE members SET avatar = ? WHERE id = ?').run(avatar, ctx.member.id)
      return ok(avatarOf(ctx.platform.db, { ...ctx.member, avatar }))
    },
    { auth: 'required', body: 'json' },
  )

  // GET /wps/relay/MCSFE_getPlayerAvatar - the member's avatar and frame, with the set to choose from
  router.relay(
    'MCSFE_getPlayerAvatar',
    (ctx) =>
      ok({
        ...avatarOf(ctx.platform.db, ctx.member),
        avatars: Array.from({ length: AVATAR_COUNT }, (_, i) => ({
          avatar: i + 1,
          icon: `/assets/avatars/${i + 1}.svg`,
        })),
      }),
    { auth: 'required' },
  )

  // POST /wps/member/language - remembers the member's language
  router.post(
    '/wps/member/language',
    (ctx) => {
      const language = (stringInput(ctx.body.language) || stringInput(ctx.query.language)).toUpperCase()
      if (!ctx.merchant.languages.includes(language)) throw invalidField('language', undefined)
      ctx.platform.db.prepare('UPDATE members SET language = ? WHERE id = ?').run(language, ctx.member.id)
      return ok({ language })
    },
    { auth: 'required', body: 'json' },
  )

  // POST /wps/member/password (encrypted) - change password
  router.post('/wps/member/password', changePassword, { auth: 'required', body: 'encrypted' })

  // POST /wps/member/password/email (form) - reset by e-mail; always the same neutral answer
  router.post('/wps/member/password/email', forgotByEmail, { body: 'form' })

  // POST /wps/member/password/sms - SMS code for a reset by phone; always the same neutral answer
  router.post(
    '/wps/member/password/sms',
    (ctx) => {
      const { expiresAt } = sendCodeToAccountHolder(ctx, 'reset')
      return ok({ expirationTime: expiresAt, expiredMinutes: CODE_TTL_MINUTES })
    },
    { body: 'json', feature: 'PWRESETSMS3' },
  )

  // POST /wps/member/password/verification (encrypted) - set a new password with the SMS code
  router.post('/wps/member/password/verification', setPasswordByPhone, {
    body: 'encrypted',
    feature: 'PWRESETSMS3',
  })
}
