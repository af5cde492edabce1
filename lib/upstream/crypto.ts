import 'server-only'
import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto'

// The contract's payload encryption (upstream-contract.md §3): a 16-character secret drawn from a
// 61-character alphabet, DES-ECB over the JSON with the secret's first 8 bytes, and the secret itself
// sent as textbook RSA under the platform's 1024-bit modulus. Weak by design of the platform; it always
// travels inside HTTPS.
export const SECRET_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz'
const PUBLIC_EXPONENT = 65537n

export function drawSecret(): string {
  let secret = ''
  for (let i = 0; i < 16; i++) secret += SECRET_ALPHABET[randomInt(SECRET_ALPHABET.length)]
  return secret
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n
  let b = base % modulus
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus
    b = (b * b) % modulus
    e >>= 1n
  }
  return result
}

// Single DES is only in OpenSSL's legacy provider on Node 20; triple DES with K1=K2=K3 is the same cipher.
export function desEcbEncrypt(plain: Buffer, key8: Buffer): Buffer {
  if (key8.length !== 8) throw new Error('DES key must be 8 bytes')
  const cipher = createCipheriv('des-ede3', Buffer.concat([key8, key8, key8]), null)
  return Buffer.concat([cipher.update(plain), cipher.final()])
}

export function rsaEncryptSecret(secret: string, modulusHex: string): string {
  const modulus = BigInt(`0x${modulusHex.trim()}`)
  const message = BigInt(`0x${Buffer.from(secret, 'ascii').toString('hex')}`)
  return modPow(message, PUBLIC_EXPONENT, modulus).toString(16)
}

export type EncryptedRequest = { encryptionHex: string; body: { value: string } }

export function encryptPayload(
  payload: unknown,
  modulusHex: string,
  secret = drawSecret(),
): EncryptedRequest {
  const key8 = Buffer.from(secret.slice(0, 8), 'ascii')
  const value = desEcbEncrypt(Buffer.from(JSON.stringify(payload), 'utf8'), key8).toString('base64')
  return { encryptionHex: rsaEncryptSecret(secret, modulusHex), body: { value } }
}

// Customer-service links arrive as base64(DES-ECB(url, key8)) followed by the 8-character key.
export function decodeServiceLink(encoded: string): string {
  if (encoded.length <= 8) throw new Error('Encoded link too short')
  const key8 = Buffer.from(encoded.slice(-8), 'ascii')
  const data = Buffer.from(encoded.slice(0, -8), 'base64')
  const decipher = createDecipheriv('des-ede3', Buffer.concat([key8, key8, key8]), null)
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
}
