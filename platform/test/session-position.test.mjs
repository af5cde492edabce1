// @ts-check
// RG_session: the session's clock and net position for every signed-in account, a trial account
// included (RG_state, the whole protection state, stays for real members), counting each round since
// sign-in as soon as it is played.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { playDice, sharedPlatform } from './helpers.mjs'

const platform = sharedPlatform()

describe('RG_session', () => {
  it('answers a trial account its time since sign-in and its net position after every round', async () => {
    const trial = await platform.call('/wps/session/login/freeplay', { method: 'POST', json: {} })
    const token = trial.json.value.token
    const empty = await platform.call('/wps/relay/RG_session', { token })
    assert.equal(empty.status, 200, empty.text)
    assert.equal(empty.json.value.session.rounds, 0)
    assert.equal(empty.json.value.session.net, 0)
    assert.ok(Date.parse(empty.json.value.session.signedInAt) <= Date.parse(empty.json.value.now))

    const [round] = await playDice(platform, token, 1, 100, 0)
    assert.ok(round)
    const after = await platform.call('/wps/relay/RG_session', { token })
    assert.equal(after.json.value.session.rounds, 1)
    assert.equal(after.json.value.session.staked, 1)
    assert.equal(after.json.value.session.net, (round.payout - 100) / 100)

    const guest = await platform.call('/wps/relay/RG_session')
    assert.equal(guest.status, 401)
  })
})
