// @ts-check
// The provably-fair arithmetic a player's browser runs to check a round, its hashes with Web Crypto
// rather than the server's: a revealed seed's SHA-256 and the floats HMAC-SHA256(serverSeed,
// `clientSeed:nonce:cursor`) gives, four bytes to a float, as inhouse/fair.mjs draws them (with this
// file's blockFloats, so the two cannot read the bytes differently).
const encoder = new TextEncoder()

/**
 * Adds to `result` the floats of one HMAC block, four bytes to a float, until it holds `count`.
 * @param {Uint8Array} bytes
 * @param {number[]} result
 * @param {number} count
 */
export function blockFloats(bytes, result, count) {
  for (let offset = 0; offset + 4 <= bytes.length && result.length < count; offset += 4) {
    let value = 0
    for (let index = 0; index < 4; index += 1)
      value += /** @type {number} */ (bytes[offset + index]) / 256 ** (index + 1)
    result.push(value)
  }
}

/**
 * The SHA-256 of `text` in lower-case hex.
 * @param {string} text
 */
export async function sha256Hex(text) {
  return [...new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
}

/**
 * The first `count` floats in [0, 1) of a seed pair and nonce.
 * @param {string} serverSeed
 * @param {string} clientSeed
 * @param {number | string} nonce
 * @param {number} count
 */
export async function fairFloats(serverSeed, clientSeed, nonce, count) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  /** @type {number[]} */
  const result = []
  for (let cursor = 0; result.length < count; cursor += 1) {
    const block = await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${cursor}`))
    blockFloats(new Uint8Array(block), result, count)
  }
  return result
}
