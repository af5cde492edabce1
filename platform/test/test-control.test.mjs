// @ts-check
// The test clock that journeys use to reach expiries over HTTP, without touching the system clock.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'

import { callEncrypted, latestOutbox } from './client.mjs'
import { startPlatform } from './helpers.mjs'

/** @type {Awaited<ReturnType<typeof startPlatform>>} */
let platform

before(async () => {
  platform = await startPlatform()
})
after(() => platform.close())

describe('test clock', () => {
  it('moves forward on request, so an SMS code expires', async () => {
    const send = await platform.call('/wps/verification/sms/noLogin', {
      method: 'POST',
      json: { mobileNum: '11987654321', countryDialingCode: '55' },
    })
    assert.equal(send.status, 200, send.text)
    const { code } = await latestOutbox(platform, { mobile: '5511987654321' })

    const moved = await platform.call('/__test/clock', {
      method: 'POST',
      merchant: null,
      json: { advanceMs: 5 * 60 * 1000 + 1 },
    })
    assert.equal(moved.status, 200, moved.text)
    assert.equal(moved.json.value.offsetMs, 5 * 60 * 1000 + 1)

    const login = await callEncrypted(platform, 'POST', '/wps/session/login', {
      username: '11987654321',
      password: code,
      type: 'sms',
    })
    assert.equal(login.json.success, false)
    assert.equal(login.json.errorCode, 'login.failed')
  })

  it('refuses to move backwards or by a non-integer', async () => {
    for (const advanceMs of [-1, 1.5, 'soon']) {
      const result = await platform.call('/__test/clock', {
        method: 'POST',
        merchant: null,
        json: { advanceMs },
      })
      assert.equal(result.status, 400)
      assert.equal(result.json.errorCode, 'request_param_err')
    }
  })

  it('does not exist in production', async () => {
    const production = await startPlatform({ mode: 'production' })
    try {
      const result = await production.call('/__test/clock', {
        method: 'POST',
        merchant: null,
        json: { advanceMs: 1 },
      })
      assert.equal(result.status, 404)
    } finally {
      await production.close()
    }
  })
})
