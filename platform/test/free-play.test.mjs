// @ts-check
// The free demo: a trial account launches games in free mode (account type 0) and plays them on its
// demo credit, with every stake and payout in the ledger; it has no real-money mode and no lottery, and
// real accounts have no free mode.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { tokenFor } from './client.mjs'
import { assertLedgerAt, balanceOf, houseDice, playDice, sharedPlatform } from './helpers.mjs'

const platform = sharedPlatform()

/** @param {string} query @param {string} token */
const launch = (query, token) => platform.call(`/wps/game/launchGame?launchMode=GLS&${query}`, { token })

describe('free play', () => {
  it('lets a trial account play an in-house game on its demo credit', async () => {
    const trial = await platform.call('/wps/session/login/freeplay', { method: 'POST', json: {} })
    const token = trial.json.value.token
    const memberId = /** @type {number} */ (
      platform.db.prepare('SELECT id FROM members WHERE username = ?').pluck().get(trial.json.value.userName)
    )
    const dice = houseDice(platform)
    const credit = balanceOf(platform, memberId)
    assert.ok(credit > 0)

    const [round] = await playDice(platform, token, 1, 100, 0)
    assert.ok(round)
    assertLedgerAt(platform, memberId, credit - 100 + round.payout)

    const real = await launch(`nodeId=${dice}&accountType=1`, token)
    assert.equal(real.status, 403)
    assert.equal(real.json.errorCode, 'function.not.available')
    const lottery = /** @type {number} */ (
      platform.db
        .prepare("SELECT node_id FROM games WHERE game_type IN ('LOTT', 'ELOTT') LIMIT 1")
        .pluck()
        .get()
    )
    assert.equal((await launch(`nodeId=${lottery}&accountType=0`, token)).status, 403)
  })

  it('has no free mode for a real account', async () => {
    const player = await tokenFor(platform, 'player01', 'Player#2026')
    const dice = houseDice(platform)
    const free = await launch(`nodeId=${dice}&accountType=0`, player)
    assert.equal(free.status, 400)
    assert.equal((await launch(`nodeId=${dice}&accountType=1`, player)).status, 200)
  })
})
