// @ts-check
// Provably fair outcomes. Every round is decided by HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`):
// the player sees SHA-256(serverSeed) before playing, may choose the client seed, and every round uses
// the next nonce. Once the player rotates the pair, the server seed is revealed and any past round can
// be recomputed by anyone, byte for byte, with the same formula.
import { createHash, createHmac, randomBytes } from 'node:crypto'

import { blockFloats } from './client/fair-check.mjs'

export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export function newServerSeed() {
  return randomBytes(32).toString('hex')
}

export function newClientSeed() {
  return randomBytes(8).toString('hex')
}

/** @param {string} serverSeed */
export function hashServerSeed(serverSeed) {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex')
}

/**
 * `count` floats in [0, 1), four bytes each, eight per HMAC block; the cursor numbers the blocks.
 * @param {{ serverSeed: string, clientSeed: string, nonce: number }} seeds
 * @param {number} count
 * @returns {number[]}
 */
export function floats({ serverSeed, clientSeed, nonce }, count) {
  /** @type {number[]} */
  const result = []
  for (let cursor = 0; result.length < count; cursor += 1) {
    blockFloats(
      createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest(),
      result,
      count,
    )
  }
  return result
}
