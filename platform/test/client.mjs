// @ts-check
// A tiny client for encrypted calls, written from the contract (section 3) and independent of the
// platform's own crypto module: RSA through node's raw public-key encryption, DES through des-ede3.
import assert from 'node:assert/strict'
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomInt } from 'node:crypto'
import { SEEDED_TERMS_VERSIONS } from '../lib/terms.mjs'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz'

export function drawSecret() {
  let secret = ''
  for (let index = 0; index < 16; index += 1) secret += ALPHABET[randomInt(ALPHABET.length)]
  return secret
}

/**
 * @param {unknown} payload
 * @param {string} modulusHex
 * @param {string} [secret] 16 characters; drawn at random when absent
 * @returns {{ encryptionHex: string, value: string }}
 */
export function encryptPayload(payload, modulusHex, secret = drawSecret()) {
  const modulus = Buffer.from(modulusHex.length % 2 ? `0${modulusHex}` : modulusHex, 'hex')
  const publicKey = createPublicKey({
    key: { kty: 'RSA', n: modulus.toString('base64url'), e: 'AQAB' },
    format: 'jwk',
  })
  const block = Buffer.alloc(modulus.length)
  Buffer.from(secret, 'ascii').copy(block, modulus.length - secret.length)
  const encrypted = publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, block)
  const encryptionHex = encrypted.toString('hex').replace(/^(00)+/, '')

  const key8 = Buffer.from(secret.slice(0, 8), 'ascii')
  const cipher = createCipheriv('des-ede3', Buffer.concat([key8, key8, key8]), null)
  const value = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]).toString(
    'base64',
  )
  return { encryptionHex, value }
}

/**
 * Sends an encrypted call through a test platform.
 * @param {import('./helpers.mjs').TestPlatform} platform
 * @param {string} method
 * @param {string} path
 * @param {unknown} payload
 * @param {import('./helpers.mjs').CallOptions} [options]
 */
export async function callEncrypted(platform, method, path, payload, options = {}) {
  const modulus = (await platform.call('/wps/session/key/rsa', { merchant: options.merchant })).text
  const { encryptionHex, value } = encryptPayload(payload, modulus)
  return platform.call(path, {
    ...options,
    method,
    headers: { ...options.headers, Encryption: encryptionHex },
    json: { value },
  })
}

/**
 * Logs in by username and password; returns the whole call result.
 * @param {import('./helpers.mjs').TestPlatform} platform
 * @param {string} username
 * @param {string} password
 * @param {import('./helpers.mjs').CallOptions & { captcha?: string }} [options]
 */
export function login(platform, username, password, options = {}) {
  const { captcha, ...callOptions } = options
  return callEncrypted(
    platform,
    'POST',
    '/wps/session/login',
    { username, password, captcha: captcha ?? '', type: 'username', loginDeviceId: 'test-device' },
    callOptions,
  )
}

/**
 * Logs in and returns the token, failing the test when login fails.
 * @param {import('./helpers.mjs').TestPlatform} platform
 * @param {string} username
 * @param {string} password
 * @param {import('./helpers.mjs').CallOptions} [options]
 */
export async function tokenFor(platform, username, password, options = {}) {
  const result = await login(platform, username, password, options)
  if (result.status !== 200) throw new Error(`login ${username} failed: ${result.text}`)
  return /** @type {string} */ (result.json.value.token)
}

/**
 * Signs up a member of SOL1 on the web form with the password `Fresh#2026`, signed in at once; returns
 * the whole call result.
 * @param {import('./helpers.mjs').TestPlatform} platform
 * @param {string} username
 * @param {Record<string, unknown>} [extra] more sign-up fields
 * @param {import('./helpers.mjs').CallOptions} [options]
 */
export function register(platform, username, extra = {}, options = {}) {
  return callEncrypted(
    platform,
    'PUT',
    '/wps/member/register',
    {
      registerMethod: 'WEB',
      registerUrl: 'http://solara.localhost/register',
      login: true,
      username,
      password: 'Fresh#2026',
      confirmPassword: 'Fresh#2026',
      termsVersion: SEEDED_TERMS_VERSIONS[options.merchant === 'VRD2' ? 'VRD2' : 'SOL1'],
      ...extra,
    },
    options,
  )
}

/**
 * Signs up a member as `register` does, failing the test when sign-up fails; answers the sign-up's value
 * (customerId, token, ...).
 * @param {import('./helpers.mjs').TestPlatform} platform
 * @param {string} username
 * @param {Record<string, unknown>} [extra] more sign-up fields
 */
export async function registerFresh(platform, username, extra = {}) {
  const result = await register(platform, username, extra)
  assert.equal(result.status, 200, result.text)
  return result.json.value
}

/**
 * Registers fresh SOL1 members named `prefix`, the time and a count, so each run's names are its own;
 * each call of the answer registers one (with `extra` sign-up fields) and answers its id, username and
 * token.
 * @param {import('./helpers.mjs').TestPlatform} platform
 * @param {string} prefix
 */
export function freshMembers(platform, prefix) {
  let registered = 0
  /** @param {Record<string, unknown>} [extra] */
  return async (extra = {}) => {
    registered += 1
    const username = `${prefix}${String(Date.now()).slice(-6)}${registered}`
    const value = await registerFresh(platform, username, extra)
    return { id: Number(value.customerId), username, token: /** @type {string} */ (value.token) }
  }
}

/**
 * The newest outbox entry for a phone number or e-mail address.
 * @param {import('./helpers.mjs').TestPlatform} platform
 * @param {{ mobile?: string, email?: string }} recipient
 */
export async function latestOutbox(platform, recipient) {
  const query = recipient.mobile
    ? `mobile=${encodeURIComponent(recipient.mobile)}`
    : `email=${recipient.email}`
  const result = await platform.call(`/__test/outbox?${query}`, { merchant: null })
  return result.json.value[0]
}

/**
 * Asks for a login code by SMS (the unauthenticated send); returns the whole call result.
 * @param {import('./helpers.mjs').TestPlatform} platform
 * @param {string} mobileNum
 * @param {string} countryDialingCode
 * @param {import('./helpers.mjs').CallOptions} [options]
 */
export function requestLoginSms(platform, mobileNum, countryDialingCode, options = {}) {
  return platform.call('/wps/verification/sms/noLogin', {
    ...options,
    method: 'POST',
    json: { mobileNum, countryDialingCode },
  })
}
