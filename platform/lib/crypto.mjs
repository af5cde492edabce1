// @ts-check
// The contract's request encryption (textbook RSA carrying a DES key, contract section 3),
// the customer-service link encoding, password hashing and session tokens.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  generateKeyPairSync,
  randomBytes,
  randomInt,
  scrypt,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto'
import { promisify } from 'node:util'

import { ApiError } from './http.mjs'

const scryptAsync = /** @type {(password: string, salt: Buffer, keylen: number) => Promise<Buffer>} */ (
  promisify(scrypt)
)

export const RSA_PUBLIC_EXPONENT = 65537n

/** The 61-character alphabet the contract draws the secret from (no `Y`, no `j`). */
export const SECRET_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz'

/** @param {string} base64url */
function base64UrlToBigInt(base64url) {
  return BigInt(`0x${Buffer.from(base64url, 'base64url').toString('hex')}`)
}

/**
 * @returns {{ n: bigint, d: bigint }}
 */
export function generateRsaKeyPair() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 })
  const jwk = privateKey.export({ format: 'jwk' })
  if (!jwk.n || !jwk.d) throw new Error('RSA key export lacks n or d')
  return { n: base64UrlToBigInt(jwk.n), d: base64UrlToBigInt(jwk.d) }
}

/**
 * Square-and-multiply; BigInt has no built-in modular exponentiation.
 * @param {bigint} base
 * @param {bigint} exponent
 * @param {bigint} modulus
 */
export function modPow(base, exponent, modulus) {
  if (modulus === 1n) return 0n
  let result = 1n
  let factor = base % modulus
  let remaining = exponent
  while (remaining > 0n) {
    if (remaining & 1n) result = (result * factor) % modulus
    factor = (factor * factor) % modulus
    remaining >>= 1n
  }
  return result
}

/** @param {bigint} value */
function bigIntToBytes(value) {
  let hex = value.toString(16)
  if (hex.length % 2) hex = `0${hex}`
  return Buffer.from(hex, 'hex')
}

/**
 * Single DES is `des-ede3` with the key three times: K1 = K2 = K3 collapses EDE to one DES pass,
 * and plain `des-ecb` needs OpenSSL's legacy provider on Node 20.
 * @param {Buffer} key8
 */
function tripleKey(key8) {
  if (key8.length !== 8) throw new Error('DES key must be 8 bytes')
  return Buffer.concat([key8, key8, key8])
}

/**
 * @param {Buffer} plain
 * @param {Buffer} key8
 */
export function desEcbEncrypt(plain, key8) {
  const cipher = createCipheriv('des-ede3', tripleKey(key8), null)
  return Buffer.concat([cipher.update(plain), cipher.final()])
}

/**
 * @param {Buffer} encrypted
 * @param {Buffer} key8
 */
export function desEcbDecrypt(encrypted, key8) {
  const decipher = createDecipheriv('des-ede3', tripleKey(key8), null)
  return Buffer.concat([decipher.update(encrypted), decipher.final()])
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * The encrypted body arrives as `{"value":"<base64>"}`, as a JSON-quoted string, or bare.
 * @param {string} body
 */
function extractCipherText(body) {
  const source = body.trim()
  if (source === '') throw new ApiError(400, 'request_body_required')
  if (source.startsWith('{') || source.startsWith('"')) {
    let parsed
    try {
      parsed = JSON.parse(source)
    } catch {
      throw new ApiError(400, 'request_param_err')
    }
    const candidate = typeof parsed === 'string' ? parsed : parsed?.value
    if (typeof candidate !== 'string' || candidate === '') throw new ApiError(400, 'request_body_required')
    return candidate.trim()
  }
  return source
}

/**
 * Decrypts an encrypted call: `Encryption` header (hex RSA) → secret r → DES key → JSON payload.
 * Every malformed input is an ApiError with a contract error code, never a crash.
 * @param {{ encryptionHex: string | undefined, body: string, n: bigint, d: bigint }} input
 * @returns {Record<string, unknown>}
 */
export function decryptRequest({ encryptionHex, body, n, d }) {
  const hex = (encryptionHex ?? '').trim()
  if (hex === '') throw new ApiError(400, 'request_body_required')
  if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length > 512) throw new ApiError(400, 'request_param_err')
  const cipherValue = BigInt(`0x${hex}`)
  if (cipherValue >= n) throw new ApiError(400, 'request_param_err')
  const secretBytes = bigIntToBytes(modPow(cipherValue, d, n))
  let start = 0
  while (start < secretBytes.length && secretBytes[start] === 0) start += 1
  const secret = secretBytes.subarray(start)
  if (secret.length < 8) throw new ApiError(400, 'request_param_err')

  const cipherText = extractCipherText(body)
  if (!BASE64.test(cipherText) || cipherText.length % 4 !== 0) throw new ApiError(400, 'request_param_err')
  let plain
  try {
    plain = desEcbDecrypt(Buffer.from(cipherText, 'base64'), secret.subarray(0, 8))
  } catch {
    throw new ApiError(400, 'request_param_err')
  }
  let payload
  try {
    payload = JSON.parse(plain.toString('utf8'))
  } catch {
    throw new ApiError(400, 'request_param_err')
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new ApiError(400, 'request_param_err')
  }
  return payload
}

/**
 * A customer-service link as the status call carries it: the last 8 characters are the key.
 * @param {string} url
 * @param {string} key8
 */
export function encodeServiceLink(url, key8) {
  if (Buffer.byteLength(key8) !== 8) throw new Error('service link key must be 8 ASCII characters')
  return desEcbEncrypt(Buffer.from(url, 'utf8'), Buffer.from(key8, 'ascii')).toString('base64') + key8
}

/**
 * @param {string} encoded
 */
export function decodeServiceLink(encoded) {
  const key8 = encoded.slice(-8)
  return desEcbDecrypt(Buffer.from(encoded.slice(0, -8), 'base64'), Buffer.from(key8, 'ascii')).toString(
    'utf8',
  )
}

/**
 * @param {string} password
 * @returns {Promise<{ hash: string, salt: string }>}
 */
export async function hashPassword(password) {
  const salt = randomBytes(16)
  const hash = await scryptAsync(password.normalize('NFC'), salt, 32)
  return { hash: hash.toString('hex'), salt: salt.toString('hex') }
}

/**
 * The same hash as `hashPassword`, computed synchronously: the first-start seed runs inside one
 * transaction before the server listens.
 * @param {string} password
 * @returns {{ hash: string, salt: string }}
 */
export function hashPasswordSync(password) {
  const salt = randomBytes(16)
  return { hash: scryptSync(password.normalize('NFC'), salt, 32).toString('hex'), salt: salt.toString('hex') }
}

/**
 * @param {string} password
 * @param {{ hash: string, salt: string }} stored
 */
export async function verifyPassword(password, stored) {
  const expected = Buffer.from(stored.hash, 'hex')
  const actual = await scryptAsync(
    password.normalize('NFC'),
    Buffer.from(stored.salt, 'hex'),
    expected.length,
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export function newToken() {
  return randomBytes(32).toString('hex')
}

/** @param {string} value */
export function sha256Hex(value) {
  return createHash('sha256').update(value).digest('hex')
}

/**
 * Compares two short strings without leaking where they differ.
 * @param {string} a
 * @param {string} b
 */
export function safeEqual(a, b) {
  const left = createHash('sha256').update(a).digest()
  const right = createHash('sha256').update(b).digest()
  return timingSafeEqual(left, right) && a.length === b.length
}

/** @param {number} length */
export function randomDigits(length) {
  let digits = ''
  for (let index = 0; index < length; index += 1) digits += String(randomInt(10))
  return digits
}

/**
 * @param {number} length
 * @param {string} alphabet
 */
export function randomString(length, alphabet) {
  let result = ''
  for (let index = 0; index < length; index += 1) result += alphabet[randomInt(alphabet.length)]
  return result
}
