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
