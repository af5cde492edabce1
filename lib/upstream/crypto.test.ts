import { createDecipheriv, generateKeyPairSync } from 'node:crypto'
import {
  decodeServiceLink,
  desEcbEncrypt,
  drawSecret,
  encryptPayload,
  modPow,
  SECRET_ALPHABET,
} from './crypto'

const b64urlToBigInt = (s: string) => BigInt(`0x${Buffer.from(s, 'base64url').toString('hex')}`)

function freshKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 })
  const jwk = privateKey.export({ format: 'jwk' })
  return { n: b64urlToBigInt(jwk.n!), d: b64urlToBigInt(jwk.d!) }
}

// What the platform does on its side (contract §3, step 5), written out independently here.
function decryptLikeThePlatform(encryptionHex: string, value: string, n: bigint, d: bigint): unknown {
  let hex = modPow(BigInt(`0x${encryptionHex}`), d, n).toString(16)
  if (hex.length % 2) hex = `0${hex}`
  const secret = Buffer.from(hex, 'hex').toString('ascii').replace(/^\0+/, '')
  const key8 = Buffer.from(secret.slice(0, 8), 'ascii')
  const decipher = createDecipheriv('des-ede3', Buffer.concat([key8, key8, key8]), null)
  const plain = Buffer.concat([decipher.update(Buffer.from(value, 'base64')), decipher.final()])
  return JSON.parse(plain.toString('utf8'))
}

// The contract's known vector, pinned identically in platform/test/crypto.test.mjs (docs/platform.md),
// so that neither side can drift from the scheme.
const VECTOR = {
  n: 'b566ac77a89034d1a679d693dbecf9c1f768e5c2a403c138d886df2c70a56ec5c6b1a0d5d7f7d51bbed4a9fffa9d52b7f82ab84f0102d3fa18c4f55c6d5b8cc1107d139b4ccbc5414df5f55b2d44503d345475329a26909529ef06beec18c9dd1ba52c90814b1c57936e3a4658bb18c2a7aadaedae035ea4b15532a9a681391b',
  d: '940191f68fb21966754e33a5b06b49dcd8e0dd9651fc3e4b036007f75a71a04ffe2e2fec4aaa0b56f7fccc37ef632d7aad212e0047f2e6c1c833eb7dde3c343a70f2a784b6d8d2b208baf6a1a5ec472264c1a029aad414a36fda10d50bd3344fd8ef89403731447c3c7db7ce6264f5d320d0f9be81ff2b8029063db740050f01',
  secret: 'Ab3dEf7hIk9mNoPq',
  payload: { username: 'demo01', password: 'Secret#123' },
  encryption:
    '6597d51faaf8555edcce3696102eb5a62e2fbd3443129fd04fd5c5a0590f8fdad532fdcf6acb136d71395c61d7c76ff51e63dbcce7ac268dafdf8f9d47973beffaceb4f0579c59b63e2acf7b558e68c3a150c18e044b74ff3b9a3a10701dfc7ec8225ab569a225a97bf1228d53088b7b234fc4fbdfd68e09d7b046672218740b',
  body: { value: 'zV0+zioD1RKGQGbr8gfkIGDJlfEZHdPN/8xSU9Xm2JM3JYGPuQqXCyo6Qo8iJb4t' },
  serviceLink: {
    url: 'http://localhost:4010/pages/SOL1/livechat',
    encoded: 'ic26yUXHmHFYpzfG/qebIDCOU+9u0njetTzBKPxiutEz+pBeBs5WQ8IJL6y/MtBIS0laRk3y',
  },
}

describe('the contract known vector', () => {
  it('produces exactly the pinned Encryption header and body', () => {
    const encrypted = encryptPayload(VECTOR.payload, VECTOR.n, VECTOR.secret)
    expect(encrypted.encryptionHex).toBe(VECTOR.encryption)
    expect(encrypted.body).toEqual(VECTOR.body)
  })

  it('decrypts back with the pinned private exponent', () => {
    const n = BigInt(`0x${VECTOR.n}`)
    const d = BigInt(`0x${VECTOR.d}`)
    expect(decryptLikeThePlatform(VECTOR.encryption, VECTOR.body.value, n, d)).toEqual(VECTOR.payload)
  })

  it('decodes the pinned customer-service link', () => {
    expect(decodeServiceLink(VECTOR.serviceLink.encoded)).toBe(VECTOR.serviceLink.url)
  })
})

describe('payload encryption', () => {
  it('draws 16-character secrets from the contract alphabet only (no Y, no j)', () => {
    expect(SECRET_ALPHABET).toHaveLength(61)
    expect(SECRET_ALPHABET).not.toMatch(/[Yj]/)
    for (let i = 0; i < 200; i++) {
      const secret = drawSecret()
      expect(secret).toMatch(/^[0-9A-XZa-ik-z]{16}$/)
    }
  })

  it('round-trips through an independent decryption with the private key', () => {
    const { n, d } = freshKey()
    const payload = { username: 'demo01', password: 'Secret#123', note: 'ção 中文' }
    const encrypted = encryptPayload(payload, n.toString(16))
    expect(encrypted.encryptionHex).toMatch(/^[0-9a-f]+$/)
    expect(decryptLikeThePlatform(encrypted.encryptionHex, encrypted.body.value, n, d)).toEqual(payload)
  })

  it('is deterministic for a given secret and differs between secrets', () => {
    const { n } = freshKey()
    const a = encryptPayload({ a: 1 }, n.toString(16), 'Ab3dEf7hIk9mNoPq')
    const b = encryptPayload({ a: 1 }, n.toString(16), 'Ab3dEf7hIk9mNoPq')
    const c = encryptPayload({ a: 1 }, n.toString(16), 'Zz3dEf7hIk9mNoPq')
    expect(a).toEqual(b)
    expect(c.encryptionHex).not.toBe(a.encryptionHex)
    expect(c.body.value).not.toBe(a.body.value)
  })

  it('pads with PKCS#7 to whole 8-byte DES blocks', () => {
    const key = Buffer.from('12345678')
    expect(desEcbEncrypt(Buffer.alloc(0), key)).toHaveLength(8)
    expect(desEcbEncrypt(Buffer.alloc(8), key)).toHaveLength(16)
    expect(() => desEcbEncrypt(Buffer.alloc(1), Buffer.from('short'))).toThrow(/8 bytes/)
  })

  it('decodes customer-service links whose last 8 characters are the key', () => {
    const key8 = 'K3y8Abcd'
    const url = 'https://chat.example/room?id=42'
    const encoded = desEcbEncrypt(Buffer.from(url), Buffer.from(key8)).toString('base64') + key8
    expect(decodeServiceLink(encoded)).toBe(url)
    expect(() => decodeServiceLink('short')).toThrow()
  })
})
