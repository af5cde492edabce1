// @ts-check
// An offline Firebase Auth emulator for phone, Google and Facebook sign-in: the endpoints the Firebase web
// SDK calls once it is pointed here with connectAuthEmulator(auth, '<platform url>'). Codes go to the SMS
// outbox (read them with GET /__test/outbox); Google and Facebook are stood in for by fake IdP
// credentials, as Firebase's own emulator takes them (an unsigned JSON or JWT describing the account);
// id tokens are RS256-signed with the platform's emulator key and carry the claims of a Firebase sign-in. Errors come back the way Google's servers answer them, so the SDK
// raises its own auth/... codes. Mounted outside production, or when PLATFORM_FIREBASE_EMULATOR=on.
import { randomBytes } from 'node:crypto'

import { randomDigits, safeEqual, sha256Hex } from '../lib/crypto.mjs'
import {
  ID_TOKEN_TTL_SECONDS,
  SOCIAL_PROVIDERS,
  firebaseProjects,
  issueIdToken,
  issueIdpIdToken,
  verifiedClaims,
} from '../lib/firebase.mjs'
import { json, parseFormBody, parseJsonBody } from '../lib/http.mjs'
import { isSwitchOn } from '../lib/merchants.mjs'
import { CODE_TTL_MINUTES, messageText, writeOutbox } from '../lib/verification.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../app.mjs').Platform} Platform */
/** @typedef {import('../lib/http.mjs').PlatformResponse} PlatformResponse */

const HOUR_MS = 60 * 60 * 1000
/** Codes one number may be sent per hour; the next ask is TOO_MANY_ATTEMPTS_TRY_LATER. */
export const SENDS_PER_NUMBER_PER_HOUR = 5
/** Codes one address may ask for per hour, whatever the numbers. */
const SENDS_PER_ADDRESS_PER_HOUR = 100
/** Wrong codes after which the sign-in session is spent (SESSION_EXPIRED from then on). */
const MAX_WRONG_CODES = 5
const SMS_SWITCHES = ['REGMOBVERF3', 'MOBILEVERCODELOGIN3', 'PWRESETSMS3']
const E164 = /^\+[1-9]\d{6,14}$/

/**
 * @param {RequestContext} ctx
 * @returns {Record<string, string>}
 */
function cors(ctx) {
  const origin = ctx.req.headers.origin
  return {
    'access-control-allow-origin': typeof origin === 'string' && origin ? origin : '*',
    vary: 'Origin',
  }
}

/**
 * Google's error shape; the SDK reads `error.message` ("CODE" or "CODE : detail").
 * @param {RequestContext} ctx
 * @param {number} status
 * @param {string} message
 */
function googleError(ctx, status, message) {
  const reason = status === 429 ? 'rateLimitExceeded' : status === 404 ? 'notFound' : 'invalid'
  return json(
    status,
    { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } },
    cors(ctx),
  )
}

/**
 * @param {RequestContext} ctx
 * @param {unknown} payload
 */
const answer = (ctx, payload) => json(200, payload, cors(ctx))

/** @param {RequestContext} ctx */
function preflight(ctx) {
  const asked = ctx.req.headers['access-control-request-headers']
  return {
    status: 204,
    headers: {
      ...cors(ctx),
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers':
        typeof asked === 'string' && asked
          ? asked
          : 'content-type, x-client-version, x-firebase-locale, x-firebase-gmpid, x-firebase-client',
      'access-control-max-age': '600',
    },
    body: '',
  }
}

/**
 * The project an API key belongs to, with the merchants that accept it.
 * @param {Platform} platform
 * @param {string | undefined} key
 */
function projectOfKey(platform, key) {
  if (!key) return null
  /** @type {string | null} */
  let projectId = null
  /** @type {import('../lib/merchants.mjs').Merchant[]} */
  const merchants = []
  for (const [code, project] of Object.entries(firebaseProjects())) {
    if (project.apiKey !== key) continue
    projectId = project.projectId
    const merchant = platform.merchants.get(code)
    if (merchant) merchants.push(merchant)
  }
  return projectId ? { projectId, merchants } : null
}

/**
 * @param {RequestContext} ctx
 * @returns {Record<string, any> | null}
 */
function jsonBody(ctx) {
  try {
    return parseJsonBody(ctx.rawBody)
  } catch {
    return null
  }
}

/**
 * POST accounts:sendVerificationCode {phoneNumber, recaptchaToken} - texts a six-digit code
 * @param {RequestContext} ctx
 * @param {{ projectId: string, merchants: import('../lib/merchants.mjs').Merchant[] }} project
 */
function sendVerificationCode(ctx, project) {
  const body = jsonBody(ctx)
  if (!body) return googleError(ctx, 400, 'INVALID_JSON_PAYLOAD')
  const merchant = project.merchants.find((m) => SMS_SWITCHES.some((modId) => isSwitchOn(m, modId)))
  if (!merchant) return googleError(ctx, 400, 'OPERATION_NOT_ALLOWED')
  const phoneNumber = typeof body.phoneNumber === 'string' ? body.phoneNumber.trim() : ''
  if (!phoneNumber) return googleError(ctx, 400, 'MISSING_PHONE_NUMBER')
  if (!E164.test(phoneNumber)) return googleError(ctx, 400, 'INVALID_PHONE_NUMBER : Invalid format.')
  if (typeof body.recaptchaToken !== 'string' || body.recaptchaToken.trim() === '') {
    return googleError(ctx, 400, 'CAPTCHA_CHECK_FAILED')
  }
  const { windows } = ctx.platform
  const perAddress = windows.take(`firebase-send-ip:${ctx.ip}`, SENDS_PER_ADDRESS_PER_HOUR, HOUR_MS)
  if (!perAddress.allowed) return googleError(ctx, 400, 'QUOTA_EXCEEDED')
  const perNumber = windows.take(
    `firebase-send:${project.projectId}:${phoneNumber}`,
    SENDS_PER_NUMBER_PER_HOUR,
    HOUR_MS,
  )
  if (!perNumber.allowed) return googleError(ctx, 400, 'TOO_MANY_ATTEMPTS_TRY_LATER')

  const now = ctx.platform.now()
  const code = randomDigits(6)
  const sessionInfo = randomBytes(32).toString('base64url')
  const { db } = ctx.platform
  db.transaction(() => {
    db.prepare(
      `INSERT INTO firebase_sessions (session_info, project_id, phone_number, code_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(sessionInfo, project.projectId, phoneNumber, sha256Hex(code), now, now + CODE_TTL_MINUTES * 60_000)
    writeOutbox(db, {
      merchantCode: merchant.code,
      channel: 'sms',
      recipient: phoneNumber.slice(1),
      purpose: 'firebase',
      code,
      body: messageText('firebaseCode', ctx.language, { code, brand: merchant.brandName }),
      now,
    })
  })()
  return answer(ctx, { sessionInfo })
}

/**
 * @param {Platform} platform
 * @param {string} projectId
 * @param {string} phoneNumber
 */
function signInUser(platform, projectId, phoneNumber) {
  const { db } = platform
  const now = platform.now()
  const existing = /** @type {{ local_id: string } | undefined} */ (
    db
      .prepare('SELECT local_id FROM firebase_users WHERE project_id = ? AND phone_number = ?')
      .get(projectId, phoneNumber)
  )
  const localId = existing?.local_id ?? randomBytes(14).toString('base64url')
  if (existing) db.prepare('UPDATE firebase_users SET last_login_at = ? WHERE local_id = ?').run(now, localId)
  else
    db.prepare(
      `INSERT INTO firebase_users (local_id, project_id, phone_number, created_at, last_login_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(localId, projectId, phoneNumber, now, now)
  const refreshToken = randomBytes(32).toString('base64url')
  db.prepare('INSERT INTO firebase_refresh_tokens (token_hash, local_id, created_at) VALUES (?, ?, ?)').run(
    sha256Hex(refreshToken),
    localId,
    now,
  )
  const idToken = issueIdToken(platform, { projectId, localId, phoneNumber })
  return { localId, isNewUser: !existing, idToken, refreshToken }
}

/**
 * POST accounts:signInWithPhoneNumber {sessionInfo, code} - checks the code, answers an id token
 * @param {RequestContext} ctx
 * @param {{ projectId: string }} project
 */
function signInWithPhoneNumber(ctx, project) {
  const body = jsonBody(ctx)
  if (!body) return googleError(ctx, 400, 'INVALID_JSON_PAYLOAD')
  const sessionInfo = typeof body.sessionInfo === 'string' ? body.sessionInfo : ''
  const code = typeof body.code === 'string' ? body.code.trim() : ''
  if (!sessionInfo) return googleError(ctx, 400, 'MISSING_SESSION_INFO')
  if (!code) return googleError(ctx, 400, 'MISSING_CODE')
  const { db } = ctx.platform
  const now = ctx.platform.now()
  const session =
    /** @type {{ phone_number: string, code_hash: string, expires_at: number, used_at: number | null, failed_attempts: number } | undefined} */ (
      db
        .prepare('SELECT * FROM firebase_sessions WHERE session_info = ? AND project_id = ?')
        .get(sessionInfo, project.projectId)
    )
  if (!session) return googleError(ctx, 400, 'INVALID_SESSION_INFO')
  if (session.used_at !== null || session.expires_at <= now) return googleError(ctx, 400, 'SESSION_EXPIRED')
  if (!safeEqual(sha256Hex(code), session.code_hash)) {
    db.prepare(
      `UPDATE firebase_sessions SET failed_attempts = failed_attempts + 1,
         used_at = CASE WHEN failed_attempts + 1 >= ? THEN ? ELSE used_at END
       WHERE session_info = ?`,
    ).run(MAX_WRONG_CODES, now, sessionInfo)
    return googleError(ctx, 400, 'INVALID_CODE')
  }
  db.prepare('UPDATE firebase_sessions SET used_at = ? WHERE session_info = ?').run(now, sessionInfo)
  const user = signInUser(ctx.platform, project.projectId, session.phone_number)
  return answer(ctx, {
    kind: 'identitytoolkit#VerifyPhoneNumberResponse',
    idToken: user.idToken,
    refreshToken: user.refreshToken,
    expiresIn: String(ID_TOKEN_TTL_SECONDS),
    localId: user.localId,
    isNewUser: user.isNewUser,
    phoneNumber: session.phone_number,
  })
}

/**
 * @typedef {object} IdpUserRow
 * @property {string} local_id
 * @property {string} project_id
 * @property {string} provider_id
 * @property {string} raw_id
 * @property {string | null} email
 * @property {number} email_verified
 * @property {string | null} display_name
 * @property {string | null} photo_url
 * @property {number} created_at
 * @property {number} last_login_at
 */

/** @type {Set<string>} */
const IDP_PROVIDERS = new Set(Object.values(SOCIAL_PROVIDERS))
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The account a fake IdP credential describes, as Firebase's own emulator reads it: strict JSON, or a JWT
 * whose payload is taken unverified (there is no real Google or Facebook behind it).
 * @param {string | null} credential
 * @returns {Record<string, any> | null | undefined} undefined when absent, null when unreadable
 */
function fakeIdpClaims(credential) {
  if (!credential) return undefined
  try {
    const text = credential.trim().startsWith('{')
      ? credential
      : Buffer.from(credential.split('.')[1] ?? '', 'base64url').toString('utf8')
    const claims = JSON.parse(text)
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? claims : null
  } catch {
    return null
  }
}

/**
 * The IdP's answer: `postBody` (a credential the SDK built) or, after a popup or redirect, the query
 * and fragment of `requestUri`.
 * @param {Record<string, any>} body
 * @returns {URLSearchParams | null}
 */
function idpResponse(body) {
  if (typeof body.postBody === 'string' && body.postBody) return new URLSearchParams(body.postBody)
  try {
    const url = new URL(String(body.requestUri))
    const params = new URLSearchParams(url.search)
    for (const [name, value] of new URLSearchParams(url.hash.replace(/^#/, ''))) params.set(name, value)
    return params
  } catch {
    return null
  }
}

/** @param {unknown} value */
const claimText = (value) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 256) : null)

/**
 * @param {string} providerId
 * @param {string} rawId
 */
const federatedIdOf = (providerId, rawId) =>
  providerId === 'google.com' ? `https://accounts.google.com/${rawId}` : `http://facebook.com/${rawId}`

/**
 * POST accounts:signInWithIdp {requestUri, postBody, returnSecureToken} - signs in with a (fake) Google
 * or Facebook credential, answers an id token with sign_in_provider google.com or facebook.com
 * @param {RequestContext} ctx
 * @param {{ projectId: string }} project
 */
function signInWithIdp(ctx, project) {
  const body = jsonBody(ctx)
  if (!body) return googleError(ctx, 400, 'INVALID_JSON_PAYLOAD')
  if (typeof body.requestUri !== 'string' || !body.requestUri)
    return googleError(ctx, 400, 'MISSING_REQUEST_URI')
  // Linking a provider to a signed-in user and pending (OAuth 1) tokens are not part of the Portal's flow.
  if (body.idToken) return googleError(ctx, 400, 'OPERATION_NOT_ALLOWED : linking is not emulated')
  if (body.pendingToken) return googleError(ctx, 400, 'INVALID_PENDING_TOKEN')
  const params = idpResponse(body)
  if (!params) return googleError(ctx, 400, 'INVALID_REQUEST_URI')
  const providerId = params.get('providerId') ?? ''
  if (!IDP_PROVIDERS.has(providerId))
    return googleError(ctx, 400, 'INVALID_PROVIDER_ID : Provider Id is not supported.')
  const idToken = params.get('id_token')
  const accessToken = params.get('access_token')
  const claims = fakeIdpClaims(idToken) ?? fakeIdpClaims(accessToken)
  if (!claims) return googleError(ctx, 400, 'INVALID_IDP_RESPONSE : Unable to parse the IdP credential.')
  const rawId = claimText(claims.sub)
  if (!rawId || rawId.length > 128) {
    return googleError(
      ctx,
      400,
      'INVALID_IDP_RESPONSE : Invalid Idp Response: id_token missing required fields.',
    )
  }
  const email = claimText(claims.email)?.toLowerCase() ?? null
  if (email && !EMAIL.test(email)) return googleError(ctx, 400, 'INVALID_IDP_RESPONSE : Invalid email.')
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true'
  const displayName =
    claimText(claims.name) ??
    claimText([claims.given_name, claims.family_name].filter((p) => typeof p === 'string').join(' '))
  const photoUrl = claimText(claims.picture)

  const { db } = ctx.platform
  const now = ctx.platform.now()
  const existing = /** @type {IdpUserRow | undefined} */ (
    db
      .prepare('SELECT * FROM firebase_idp_users WHERE project_id = ? AND provider_id = ? AND raw_id = ?')
      .get(project.projectId, providerId, rawId)
  )
  const federatedId = federatedIdOf(providerId, rawId)
  const idpAnswer = {
    federatedId,
    providerId,
    email: email ?? undefined,
    emailVerified,
    displayName: displayName ?? undefined,
    fullName: displayName ?? undefined,
    photoUrl: photoUrl ?? undefined,
    rawUserInfo: JSON.stringify(claims),
    ...(idToken ? { oauthIdToken: idToken } : {}),
    ...(accessToken ? { oauthAccessToken: accessToken } : {}),
  }
  if (!existing) {
    if (body.autoCreate === false) return googleError(ctx, 400, 'USER_NOT_FOUND')
    // One account per e-mail address, Firebase's default: the same address under another provider is
    // an account the player must sign in to the way they first did (auth/account-exists-with-different-credential).
    const other = email
      ? /** @type {IdpUserRow | undefined} */ (
          db
            .prepare(
              'SELECT * FROM firebase_idp_users WHERE project_id = ? AND email = ? AND provider_id <> ?',
            )
            .get(project.projectId, email, providerId)
        )
      : undefined
    if (other) {
      return answer(ctx, {
        kind: 'identitytoolkit#VerifyAssertionResponse',
        ...idpAnswer,
        needConfirmation: true,
        verifiedProvider: [other.provider_id],
      })
    }
  }
  const localId = existing?.local_id ?? randomBytes(14).toString('base64url')
  if (existing) {
    db.prepare(
      `UPDATE firebase_idp_users SET email = ?, email_verified = ?, display_name = ?, photo_url = ?, last_login_at = ?
       WHERE local_id = ?`,
    ).run(email, emailVerified ? 1 : 0, displayName, photoUrl, now, localId)
  } else {
    db.prepare(
      `INSERT INTO firebase_idp_users (local_id, project_id, provider_id, raw_id, email, email_verified,
         display_name, photo_url, created_at, last_login_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      localId,
      project.projectId,
      providerId,
      rawId,
      email,
      emailVerified ? 1 : 0,
      displayName,
      photoUrl,
      now,
      now,
    )
  }
  const refreshToken = randomBytes(32).toString('base64url')
  db.prepare(
    'INSERT INTO firebase_idp_refresh_tokens (token_hash, local_id, created_at) VALUES (?, ?, ?)',
  ).run(sha256Hex(refreshToken), localId, now)
  const user = /** @type {IdpUserRow} */ (
    db.prepare('SELECT * FROM firebase_idp_users WHERE local_id = ?').get(localId)
  )
  return answer(ctx, {
    kind: 'identitytoolkit#VerifyAssertionResponse',
    ...idpAnswer,
    localId,
    idToken: idpIdToken(ctx.platform, user),
    refreshToken,
    expiresIn: String(ID_TOKEN_TTL_SECONDS),
    isNewUser: !existing,
  })
}

/**
 * @param {Platform} platform
 * @param {IdpUserRow} user
 */
function idpIdToken(platform, user) {
  return issueIdpIdToken(platform, {
    projectId: user.project_id,
    localId: user.local_id,
    providerId: user.provider_id,
    rawId: user.raw_id,
    email: user.email,
    emailVerified: user.email_verified === 1,
    displayName: user.display_name,
    photoUrl: user.photo_url,
  })
}

/**
 * POST accounts:lookup {idToken} - the signed-in user's account
 * @param {RequestContext} ctx
 * @param {{ projectId: string }} project
 */
function lookup(ctx, project) {
  const body = jsonBody(ctx)
  const claims = typeof body?.idToken === 'string' ? verifiedClaims(ctx.platform.db, body.idToken) : null
  const now = Math.floor(ctx.platform.now() / 1000)
  if (!claims || claims.aud !== project.projectId || typeof claims.exp !== 'number' || claims.exp <= now) {
    return googleError(ctx, 400, 'INVALID_ID_TOKEN')
  }
  const { db } = ctx.platform
  const lastRefreshAt = new Date(ctx.platform.now()).toISOString()
  const idp = /** @type {IdpUserRow | undefined} */ (
    db.prepare('SELECT * FROM firebase_idp_users WHERE local_id = ?').get(String(claims.sub))
  )
  if (idp) {
    return answer(ctx, {
      kind: 'identitytoolkit#GetAccountInfoResponse',
      users: [
        {
          localId: idp.local_id,
          ...(idp.email ? { email: idp.email } : {}),
          emailVerified: idp.email_verified === 1,
          ...(idp.display_name ? { displayName: idp.display_name } : {}),
          ...(idp.photo_url ? { photoUrl: idp.photo_url } : {}),
          providerUserInfo: [
            {
              providerId: idp.provider_id,
              rawId: idp.raw_id,
              federatedId: federatedIdOf(idp.provider_id, idp.raw_id),
              ...(idp.email ? { email: idp.email } : {}),
              ...(idp.display_name ? { displayName: idp.display_name } : {}),
              ...(idp.photo_url ? { photoUrl: idp.photo_url } : {}),
            },
          ],
          createdAt: String(idp.created_at),
          lastLoginAt: String(idp.last_login_at),
          lastRefreshAt,
        },
      ],
    })
  }
  const user =
    /** @type {{ local_id: string, phone_number: string, created_at: number, last_login_at: number } | undefined} */ (
      db.prepare('SELECT * FROM firebase_users WHERE local_id = ?').get(String(claims.sub))
    )
  if (!user) return googleError(ctx, 400, 'USER_NOT_FOUND')
  return answer(ctx, {
    kind: 'identitytoolkit#GetAccountInfoResponse',
    users: [
      {
        localId: user.local_id,
        phoneNumber: user.phone_number,
        providerUserInfo: [{ providerId: 'phone', rawId: user.phone_number, phoneNumber: user.phone_number }],
        createdAt: String(user.created_at),
        lastLoginAt: String(user.last_login_at),
        lastRefreshAt,
      },
    ],
  })
}

/**
 * POST securetoken /v1/token (form: grant_type=refresh_token, refresh_token) - a fresh id token
 * @param {RequestContext} ctx
 * @param {{ projectId: string }} project
 */
function refresh(ctx, project) {
  const form = parseFormBody(ctx.rawBody)
  if (form.grant_type !== 'refresh_token' || !form.refresh_token) {
    return googleError(ctx, 400, 'INVALID_GRANT_TYPE')
  }
  const { db } = ctx.platform
  const hash = sha256Hex(form.refresh_token)
  const row = /** @type {{ local_id: string, project_id: string, phone_number: string } | undefined} */ (
    db
      .prepare(
        `SELECT u.local_id, u.project_id, u.phone_number FROM firebase_refresh_tokens r
         JOIN firebase_users u ON u.local_id = r.local_id WHERE r.token_hash = ?`,
      )
      .get(hash)
  )
  const idp = row
    ? undefined
    : /** @type {IdpUserRow | undefined} */ (
        db
          .prepare(
            `SELECT u.* FROM firebase_idp_refresh_tokens r
             JOIN firebase_idp_users u ON u.local_id = r.local_id WHERE r.token_hash = ?`,
          )
          .get(hash)
      )
  const owner = row ?? idp
  if (!owner || owner.project_id !== project.projectId) return googleError(ctx, 400, 'INVALID_REFRESH_TOKEN')
  const idToken = idp
    ? idpIdToken(ctx.platform, idp)
    : issueIdToken(ctx.platform, {
        projectId: owner.project_id,
        localId: owner.local_id,
        phoneNumber: /** @type {{ phone_number: string }} */ (row).phone_number,
      })
  return answer(ctx, {
    access_token: idToken,
    id_token: idToken,
    expires_in: String(ID_TOKEN_TTL_SECONDS),
    token_type: 'Bearer',
    refresh_token: form.refresh_token,
    user_id: owner.local_id,
    project_id: owner.project_id,
  })
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {Platform} platform
 */
export default function registerFirebaseEmulatorRoutes(router, platform) {
  const wanted = process.env.PLATFORM_FIREBASE_EMULATOR?.trim().toLowerCase()
  if (wanted === 'off' || (platform.mode === 'production' && wanted !== 'on')) return
  // Fail at start, not at the first request, when the project list is malformed.
  firebaseProjects()

  /**
   * @param {RequestContext} ctx
   * @param {(project: NonNullable<ReturnType<typeof projectOfKey>>) => PlatformResponse} handler
   */
  const withKey = (ctx, handler) => {
    const project = projectOfKey(ctx.platform, ctx.query.key)
    if (!project) return googleError(ctx, 400, 'INVALID_API_KEY')
    return handler(project)
  }

  // The Identity Toolkit calls the SDK's phone, Google and Facebook sign-ins make (see docs/platform.md).
  const toolkit = '/identitytoolkit.googleapis.com/:version/:action'
  router.add('OPTIONS', toolkit, preflight)
  router.get(toolkit, (ctx) =>
    withKey(ctx, (project) => {
      const call = `${ctx.params.version}/${ctx.params.action}`
      if (call === 'v1/recaptchaParams') {
        return answer(ctx, {
          kind: 'identitytoolkit#GetRecaptchaParamResponse',
          recaptchaSiteKey: 'emulator-site-key',
        })
      }
      if (call === 'v2/recaptchaConfig') {
        // reCAPTCHA Enterprise off: the SDK uses its (test-mode) reCAPTCHA v2 verifier.
        return answer(ctx, {
          recaptchaKey: `projects/${project.projectId}/keys/emulator`,
          recaptchaEnforcementState: [
            { provider: 'PHONE_PROVIDER', enforcementState: 'OFF' },
            { provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' },
          ],
        })
      }
      return googleError(ctx, 404, 'NOT_FOUND')
    }),
  )
  router.post(
    toolkit,
    (ctx) =>
      withKey(ctx, (project) => {
        if (ctx.params.version !== 'v1') return googleError(ctx, 404, 'NOT_FOUND')
        switch (ctx.params.action) {
          case 'accounts:sendVerificationCode':
            return sendVerificationCode(ctx, project)
          case 'accounts:signInWithPhoneNumber':
            return signInWithPhoneNumber(ctx, project)
          case 'accounts:signInWithIdp':
            return signInWithIdp(ctx, project)
          case 'accounts:lookup':
            return lookup(ctx, project)
          default:
            return googleError(
              ctx,
              400,
              'OPERATION_NOT_ALLOWED : only phone, Google and Facebook sign-in are emulated',
            )
        }
      }),
    { body: 'raw', maxBodyBytes: 16 * 1024 },
  )

  const token = '/securetoken.googleapis.com/v1/token'
  router.add('OPTIONS', token, preflight)
  router.post(token, (ctx) => withKey(ctx, (project) => refresh(ctx, project)), {
    body: 'raw',
    maxBodyBytes: 16 * 1024,
  })
}
