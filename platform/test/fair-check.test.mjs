// @ts-check
// The seed checks a player's browser runs (inhouse/client/fair-check.mjs, with Web Crypto) agree with
// the server's draws: the same floats for a seed pair and nonce, the same hash of a seed.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { floats, hashServerSeed } from '../inhouse/fair.mjs'
import { fairFloats, sha256Hex } from '../inhouse/client/fair-check.mjs'

describe('the browser’s seed checks', () => {
  it('draw the floats the server draws, across several HMAC blocks', async () => {
    const pair = { serverSeed: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', clientSeed: 'player-seed', nonce: 42 }
    assert.deepEqual(await fairFloats(pair.serverSeed, pair.clientSeed, pair.nonce, 25), floats(pair, 25))
    assert.deepEqual(
      await fairFloats(pair.serverSeed, 'fixture-7', 0, 3),
      floats({ ...pair, clientSeed: 'fixture-7', nonce: 0 }, 3),
    )
  })

  it('hash a seed as the server does', async () => {
    assert.equal(await sha256Hex('a revealed seed'), hashServerSeed('a revealed seed'))
  })
})
