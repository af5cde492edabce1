// @ts-check
// Firebase as the platform sees it: which Firebase project each merchant accepts, the key the offline Auth
// emulator (routes/firebase-emulator.mjs) signs its id tokens with, the check of an id token handed in
// where the contract takes an SMS code (firebaseIdToken, firebaseChannel 'sms'), and of one handed in to
// sign in with Google or Facebook (login type and firebaseChannel 'google' or 'facebook').
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
} from 'node:crypto'

import { sha256Hex } from './crypto.mjs'
import { ApiError } from './http.mjs'
import { getSetting, putSetting } from './store.mjs'

/** @typedef {import('../app.mjs').Platform} Platform */
/** @typedef {import('./merchants.mjs').Merchant} Merchant */
/** @typedef {{ projectId: string, apiKey: string }} FirebaseProject */

/**
 * The Firebase project whose phone sign-ins each merchant accepts, with the web API key its sites use.
 * PLATFORM_FIREBASE_PROJECTS (JSON, e.g. {"SOL1":{"projectId":"demo-portal","apiKey":"demo-key"}})
 * replaces this list; a merchant without a project refuses firebaseIdToken.
 * @type {Record<string, FirebaseProject>}
 */
export const DEFAULT_FIREBASE_PROJECTS = {
  SOL1: { projectId: 'demo-portal', apiKey: 'demo-key' },
}

/** @type {Record<string, FirebaseProject> | undefined} */
let configured

/** @returns {Record<string, FirebaseProject>} */
export function firebaseProjects() {
  if (configured) return configured
  const raw = process.env.PLATFORM_FIREBASE_PROJECTS?.trim()
  if (!raw) return (configured = DEFAULT_FIREBASE_PROJECTS)
  /** @type {unknown} */
  let parsed
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new Error('PLATFORM_FIREBASE_PROJECTS must be JSON: {"<merchant>": {"projectId", "apiKey"}}')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('PLATFORM_FIREBASE_PROJECTS must be an object keyed by merchant code')
  }
  /** @type {Record<string, FirebaseProject>} */
  const projects = {}
  for (const [code, value] of Object.entries(parsed)) {
    const { projectId, apiKey } = /** @type {Record<string, unknown>} */ (value ?? {})
    if (typeof projectId !== 'string' || !/^[a-z0-9-]{4,40}$/.test(projectId) || typeof apiKey !== 'string') {
      throw new Error(`PLATFORM_FIREBASE_PROJECTS: ${code} needs a projectId and an apiKey`)
    }
    projects[code] = { projectId, apiKey }
  }
  return (configured = projects)
}

/** @param {string} merchantCode */
export function firebaseProjectOf(merchantCode) {
  return firebaseProjects()[merchantCode]
}

/** ID tokens live an hour, as Firebase's do. */
export const ID_TOKEN_TTL_SECONDS = 3600
/** Clock difference tolerated on `iat` and `auth_time`. */
const SKEW_SECONDS = 60
const KEY_SETTING = 'firebase_signing_key'

/** @type {WeakMap<object, { kid: string, privateKey: import('node:crypto').KeyObject, publicKey: import('node:crypto').KeyObject }>} */
const keys = new WeakMap()

/**
 * The RS256 key of the emulator, made once per store so tokens outlive a restart.
 * @param {import('better-sqlite3').Database} db
 */
export function signingKey(db) {
  const cached = keys.get(db)
  if (cached) return cached
  let stored = getSetting(db, KEY_SETTING)
  if (!stored) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
    stored = JSON.stringify({
      kid: randomBytes(10).toString('hex'),
      pem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    })
    putSetting(db, KEY_SETTING, stored)
  }
  const { kid, pem } = JSON.parse(stored)
  const privateKey = createPrivateKey(pem)
  const key = { kid, privateKey, publicKey: createPublicKey(privateKey) }
  keys.set(db, key)
  return key
}

/** @param {unknown} value */
const segment = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')

/**
 * @param {import('better-sqlite3').Database} db
 * @param {Record<string, unknown>} claims
 */
export function signToken(db, claims) {
  const { kid, privateKey } = signingKey(db)
  const data = `${segment({ alg: 'RS256', kid, typ: 'JWT' })}.${segment(claims)}`
  return `${data}.${sign('sha256', Buffer.from(data), privateKey).toString('base64url')}`
}

/**
 * The claims of a token this platform signed, or null when it is malformed, signed by another key or
 * tampered with. Says nothing about expiry or audience.
 * @param {import('better-sqlite3').Database} db
 * @param {string} token
 * @returns {Record<string, any> | null}
 */
export function verifiedClaims(db, token) {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [head = '', body = '', signature = ''] = parts
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'))
    const { kid, publicKey } = signingKey(db)
    if (header?.alg !== 'RS256' || header.kid !== kid) return null
    if (!verify('sha256', Buffer.from(`${head}.${body}`), publicKey, Buffer.from(signature, 'base64url'))) {
      return null
    }
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? claims : null
  } catch {
    return null
  }
}

/**
 * An id token with the claims Firebase puts in a phone sign-in's.
 * @param {Platform} platform
 * @param {{ projectId: string, localId: string, phoneNumber: string, authTime?: number }} user
 */
export function issueIdToken(platform, { projectId, localId, phoneNumber, authTime }) {
  return signUserToken(platform, projectId, localId, authTime, {
    phone_number: phoneNumber,
    firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
  })
}

/**
 * An id token with the claims Firebase puts in a Google or Facebook sign-in's.
 * @param {Platform} platform
 * @param {{ projectId: string, localId: string, providerId: string, rawId: string, email: string | null,
 *   emailVerified: boolean, displayName: string | null, photoUrl: string | null, authTime?: number }} user
 */
export function issueIdpIdToken(platform, user) {
  /** @type {Record<string, string[]>} */
  const identities = { [user.providerId]: [user.rawId] }
  if (user.email) identities.email = [user.email]
  return signUserToken(platform, user.projectId, user.localId, user.authTime, {
    ...(user.displayName ? { name: user.displayName } : {}),
    ...(user.photoUrl ? { picture: user.photoUrl } : {}),
    ...(user.email ? { email: user.email, email_verified: user.emailVerified } : {}),
    firebase: { identities, sign_in_provider: user.providerId },
  })
}

/**
 * @param {Platform} platform
 * @param {string} projectId
 * @param {string} localId
 * @param {number | undefined} authTime
 * @param {Record<string, unknown>} extra
 */
function signUserToken(platform, projectId, localId, authTime, extra) {
  const iat = Math.floor(platform.now() / 1000)
  return signToken(platform.db, {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: authTime ?? iat,
    user_id: localId,
    sub: localId,
    iat,
    exp: iat + ID_TOKEN_TTL_SECONDS,
    ...extra,
    // Two sign-ins within one second would otherwise make the same token, which is good for one use.
    jti: randomBytes(12).toString('base64url'),
  })
}

/**
 * Why an id token is refused whatever it proves (signature, project, lifetime, subject), or null.
 * @param {Platform} platform
 * @param {string} projectId
 * @param {Record<string, any> | null} claims the token's claims when its signature holds
 * @returns {string | null}
 */
function claimsProblem(platform, projectId, claims) {
  if (!claims) return 'signature'
  const now = Math.floor(platform.now() / 1000)
  if (claims.iss !== `https://securetoken.google.com/${projectId}` || claims.aud !== projectId) {
    return 'audience'
  }
  if (typeof claims.exp !== 'number' || claims.exp <= now) return 'expired'
  if (typeof claims.iat !== 'number' || claims.iat > now + SKEW_SECONDS) return 'issued'
  if (typeof claims.auth_time === 'number' && claims.auth_time > now + SKEW_SECONDS) return 'issued'
  if (typeof claims.sub !== 'string' || claims.sub === '' || claims.sub.length > 128) return 'subject'
  return null
}

/**
 * Why an id token is refused, or null when it proves the phone for this merchant's project.
 * @param {Platform} platform
 * @param {string} projectId
 * @param {string} token
 * @param {string} phoneNumber '+', dialing code and number
 * @returns {string | null}
 */
export function tokenProblem(platform, projectId, token, phoneNumber) {
  const claims = verifiedClaims(platform.db, token)
  const problem = claimsProblem(platform, projectId, claims)
  if (problem || !claims) return problem ?? 'signature'
  if (claims.firebase?.sign_in_provider !== 'phone') return 'provider'
  if (claims.phone_number !== phoneNumber) return 'phone'
  return null
}

/**
 * Marks a token spent; false when it was spent before.
 * @param {Platform} platform
 * @param {string} merchantCode
 * @param {string} token
 * @param {number} exp the token's expiry, in seconds
 */
function spend(platform, merchantCode, token, exp) {
  const now = platform.now()
  const { db } = platform
  db.prepare('DELETE FROM firebase_spent_tokens WHERE expires_at < ?').run(now)
  const spent = db
    .prepare(
      `INSERT OR IGNORE INTO firebase_spent_tokens (token_hash, merchant_code, spent_at, expires_at)
       VALUES (?, ?, ?, ?)`,
    )
    .run(sha256Hex(token), merchantCode, now, exp * 1000)
  return spent.changes === 1
}

/**
 * Spends an id token handed in instead of an SMS code: it must be signed by the emulator's key, issued
 * for the merchant's project, unexpired, name exactly '+' + dialing code + number, and not have been
 * spent before. Answers false for any refusal (the caller says "wrong code"); a token is spent only
 * when it passes.
 * @param {Platform} platform
 * @param {{ merchant: Merchant, token: string, channel: unknown, dialing: string, mobileNum: string }} attempt
 */
export function consumeFirebaseToken(platform, { merchant, token, channel, dialing, mobileNum }) {
  if (channel !== 'sms') {
    throw new ApiError(400, 'request_param_err', { value: { field: 'firebaseChannel' } })
  }
  const project = firebaseProjectOf(merchant.code)
  if (!project) throw new ApiError(403, 'function.not.available')
  if (token.length > 4096) return false
  if (tokenProblem(platform, project.projectId, token, `+${dialing}${mobileNum}`)) return false
  const claims = /** @type {Record<string, any>} */ (verifiedClaims(platform.db, token))
  return spend(platform, merchant.code, token, claims.exp)
}

/** Third-party sign-in: the login `type`, the `firebaseChannel` naming it, and Firebase's provider id. */
export const SOCIAL_PROVIDERS = /** @type {const} */ ({ google: 'google.com', facebook: 'facebook.com' })

/** @typedef {keyof typeof SOCIAL_PROVIDERS} SocialChannel */

/**
 * @param {unknown} value
 * @returns {value is SocialChannel}
 */
export function isSocialChannel(value) {
  return value === 'google' || value === 'facebook'
}

/**
 * @typedef {object} SocialIdentity
 * @property {string} uid the Firebase user (`sub`)
 * @property {string} provider google.com or facebook.com
 * @property {string | null} email
 * @property {boolean} emailVerified
 * @property {string | null} name
 */

/**
 * Spends the id token of a Google or Facebook sign-in: checked as a phone token is (signature, issuer
 * and audience of the merchant's project, lifetime, one use), with `firebase.sign_in_provider` the
 * provider the channel names. The identity it proves, or null for any refusal; a token is spent only
 * when it passes.
 * @param {Platform} platform
 * @param {{ merchant: Merchant, token: string, channel: SocialChannel }} attempt
 * @returns {SocialIdentity | null}
 */
export function consumeSocialToken(platform, { merchant, token, channel }) {
  const project = firebaseProjectOf(merchant.code)
  if (!project) throw new ApiError(403, 'function.not.available')
  if (token.length > 4096) return null
  const claims = verifiedClaims(platform.db, token)
  if (claimsProblem(platform, project.projectId, claims) || !claims) return null
  if (claims.firebase?.sign_in_provider !== SOCIAL_PROVIDERS[channel]) return null
  if (!spend(platform, merchant.code, token, claims.exp)) return null
  const text = (/** @type {unknown} */ value) =>
    typeof value === 'string' && value.trim() ? value.trim() : null
  return {
    uid: claims.sub,
    provider: SOCIAL_PROVIDERS[channel],
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
  }
}

/**
 * The firebaseIdToken of a request body, or '' when the caller sent an SMS code instead.
 * @param {Record<string, any>} body
 */
export function firebaseTokenOf(body) {
  return typeof body.firebaseIdToken === 'string' ? body.firebaseIdToken.trim() : ''
}
