// @ts-check
// The encryption known vector. These numbers were computed outside the platform (OpenSSL's raw RSA
// and legacy single DES) and are also written in docs/platform.md; the portal's encrypter pins the
// same numbers, so the two sides cannot drift.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import {
  RSA_PUBLIC_EXPONENT,
  SECRET_ALPHABET,
  decodeServiceLink,
  decryptRequest,
  encodeServiceLink,
  modPow,
} from '../lib/crypto.mjs'
import { encryptPayload } from './client.mjs'

const MODULUS_HEX = [
  'b566ac77a89034d1a679d693dbecf9c1f768e5c2a403c138d886df2c70a56ec5c6b1a0d5d7f7d51bbed4a9fffa9d52b7',
  'f82ab84f0102d3fa18c4f55c6d5b8cc1107d139b4ccbc5414df5f55b2d44503d345475329a26909529ef06beec18c9dd',
  '1ba52c90814b1c57936e3a4658bb18c2a7aadaedae035ea4b15532a9a681391b',
].join('')
const PRIVATE_EXPONENT_HEX = [
  '940191f68fb21966754e33a5b06b49dcd8e0dd9651fc3e4b036007f75a71a04ffe2e2fec4aaa0b56f7fccc37ef632d7a',
  'ad212e0047f2e6c1c833eb7dde3c343a70f2a784b6d8d2b208baf6a1a5ec472264c1a029aad414a36fda10d50bd3344f',
  'd8ef89403731447c3c7db7ce6264f5d320d0f9be81ff2b8029063db740050f01',
].join('')
const SECRET = 'Ab3dEf7hIk9mNoPq'
const PAYLOAD = { username: 'demo01', password: 'Secret#123' }
const ENCRYPTION_HEX = [
  '6597d51faaf8555edcce3696102eb5a62e2fbd3443129fd04fd5c5a0590f8fdad532fdcf6acb136d71395c61d7c76ff5',
  '1e63dbcce7ac268dafdf8f9d47973beffaceb4f0579c59b63e2acf7b558e68c3a150c18e044b74ff3b9a3a10701dfc7e',
  'c8225ab569a225a97bf1228d53088b7b234fc4fbdfd68e09d7b046672218740b',
].join('')
const BODY_BASE64 = 'zV0+zioD1RKGQGbr8gfkIGDJlfEZHdPN/8xSU9Xm2JM3JYGPuQqXCyo6Qo8iJb4t'

const n = BigInt(`0x${MODULUS_HEX}`)
const d = BigInt(`0x${PRIVATE_EXPONENT_HEX}`)

describe('encryption known vector', () => {
  it('decrypts the vector in every body form the contract allows', () => {
    for (const body of [JSON.stringify({ value: BODY_BASE64 }), JSON.stringify(BODY_BASE64), BODY_BASE64]) {
      assert.deepEqual(decryptRequest({ encryptionHex: ENCRYPTION_HEX, body, n, d }), PAYLOAD)
    }
    assert.deepEqual(
      decryptRequest({ encryptionHex: ENCRYPTION_HEX.toUpperCase(), body: BODY_BASE64, n, d }),
      PAYLOAD,
    )
  })

  it('reproduces the Encryption header with textbook RSA', () => {
    const secretNumber = BigInt(`0x${Buffer.from(SECRET, 'ascii').toString('hex')}`)
    assert.equal(modPow(secretNumber, RSA_PUBLIC_EXPONENT, n).toString(16), ENCRYPTION_HEX)
  })

  it('is what the test client produces for the fixed secret', () => {
    assert.deepEqual(encryptPayload(PAYLOAD, MODULUS_HEX, SECRET), {
      encryptionHex: ENCRYPTION_HEX,
      value: BODY_BASE64,
    })
  })

  it('round-trips random secrets drawn from the contract alphabet', () => {
    assert.equal(SECRET_ALPHABET.length, 61)
    for (let round = 0; round < 20; round += 1) {
      const payload = { round, text: 'olá 你好 สวัสดี' }
      const { encryptionHex, value } = encryptPayload(payload, MODULUS_HEX)
      assert.deepEqual(decryptRequest({ encryptionHex, body: JSON.stringify({ value }), n, d }), payload)
    }
  })

  it('refuses a wrong key, a truncated body and non-JSON plaintext with contract error codes', () => {
    const { encryptionHex } = encryptPayload(PAYLOAD, MODULUS_HEX, 'Zz9yXx8wVv7uTt6s')
    assert.throws(() => decryptRequest({ encryptionHex, body: BODY_BASE64, n, d }), {
      errorCode: 'request_param_err',
    })
    assert.throws(
      () => decryptRequest({ encryptionHex: ENCRYPTION_HEX, body: BODY_BASE64.slice(0, 12), n, d }),
      {
        errorCode: 'request_param_err',
      },
    )
    assert.throws(() => decryptRequest({ encryptionHex: undefined, body: BODY_BASE64, n, d }), {
      errorCode: 'request_body_required',
    })
    assert.throws(() => decryptRequest({ encryptionHex: ENCRYPTION_HEX, body: '{"value":""}', n, d }), {
      errorCode: 'request_body_required',
    })
  })
})

describe('customer-service links', () => {
  it('matches an independently computed link and decodes back', () => {
    const url = 'http://localhost:4010/pages/SOL1/livechat'
    const encoded = encodeServiceLink(url, 'S0laRk3y')
    assert.equal(encoded, 'ic26yUXHmHFYpzfG/qebIDCOU+9u0njetTzBKPxiutEz+pBeBs5WQ8IJL6y/MtBIS0laRk3y')
    assert.equal(decodeServiceLink(encoded), url)
  })
})
