// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { sharedPlatform } from './helpers.mjs'

const platform = sharedPlatform()

/**
 * @param {import('./helpers.mjs').CallResult} result
 * @param {number} status
 * @param {string} errorCode
 */
function assertFailure(result, status, errorCode) {
  assert.equal(result.status, status, result.text)
  assert.equal(result.json?.success, false)
  assert.equal(result.json?.errorCode, errorCode)
  assert.match(String(result.headers['content-type']), /^application\/json/)
}

describe('transport rules', () => {
  it('refuses a call without a Merchant header', async () => {
    assertFailure(
      await platform.call('/wps/system/status', { merchant: null }),
      400,
      'merchant.acct.setup.err',
    )
  })

  it('refuses an unknown merchant', async () => {
    assertFailure(
      await platform.call('/wps/system/status', { merchant: 'NOPE' }),
      400,
      'merchant.acct.setup.err',
    )
  })

  it('refuses a Merchant header sent twice, even with the same value', async () => {
    const result = await platform.call('/wps/system/status', {
      merchant: null,
      headers: { Merchant: ['SOL1', 'SOL1'] },
    })
    assertFailure(result, 400, 'function.not.available')
  })

  it('answers an unknown path with 404 function.not.available', async () => {
    assertFailure(await platform.call('/wps/no/such/call'), 404, 'function.not.available')
    assertFailure(await platform.call('/wps/relay/NO_SUCH_RELAY'), 404, 'function.not.available')
    assertFailure(await platform.call('/elsewhere', { merchant: null }), 404, 'function.not.available')
  })

  it('answers a wrong method on a known path with 405 #459', async () => {
    const result = await platform.call('/wps/system/status', { method: 'DELETE' })
    assertFailure(result, 405, '#459')
    assert.equal(result.headers.allow, 'GET')
  })

  it('answers a dead token with 401 login.not.session, even on a public call', async () => {
    assertFailure(
      await platform.call('/wps/system/status', { token: 'f'.repeat(64) }),
      401,
      'login.not.session',
    )
    assertFailure(
      await platform.call('/wps/relay/GCSGAME_hotGamesV2', { token: 'not-a-token' }),
      401,
      'login.not.session',
    )
  })

  it('localizes failure messages by Language and falls back to the merchant default', async () => {
    const english = await platform.call('/wps/nothing', { language: 'EN' })
    const chinese = await platform.call('/wps/nothing', { language: 'ZH' })
    const portugueseDefault = await platform.call('/wps/nothing')
    assert.notEqual(english.json.message, chinese.json.message)
    assert.equal(portugueseDefault.json.message, 'Esta função não está disponível.')
    const unsupportedOnVerdant = await platform.call('/wps/nothing', { merchant: 'VRD2', language: 'PT' })
    assert.equal(unsupportedOnVerdant.json.message, english.json.message)
  })

  it('answers the RSA modulus as 1024-bit lowercase hex text', async () => {
    const result = await platform.call(`/wps/session/key/rsa?t=${Date.now()}`)
    assert.equal(result.status, 200)
    assert.match(String(result.headers['content-type']), /^text\/plain/)
    assert.match(result.text, /^[0-9a-f]{256}$/)
  })

  it('refuses malformed encrypted bodies with a contract error and keeps answering', async () => {
    const login = '/wps/session/login'
    const modulus = (await platform.call('/wps/session/key/rsa')).text
    assert.ok(modulus)
    /** @type {{ headers: Record<string, string>, body: string }[]} */
    const cases = [
      { headers: {}, body: '{"value":"AAAA"}' },
      { headers: { Encryption: 'zz-not-hex' }, body: '{"value":"AAAA"}' },
      { headers: { Encryption: 'abcdef' }, body: '{"value":"AAAA"}' },
      { headers: { Encryption: 'abcdef' }, body: '"bm90IGRlcyBkYXRh"' },
      { headers: { Encryption: 'abcdef' }, body: 'bm90IGRlcyBkYXRh' },
      { headers: { Encryption: 'abcdef' }, body: '{"value":' },
      { headers: { Encryption: 'abcdef' }, body: '' },
      { headers: { Encryption: `${modulus}ff` }, body: '{"value":"AAAAAAAAAAA="}' },
    ]
    for (const { headers, body } of cases) {
      const result = await platform.call(login, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json;charset=UTF-8', ...headers },
        body,
      })
      assert.equal(result.status, 400, `${JSON.stringify(headers)} ${body}: ${result.text}`)
      assert.equal(result.json.success, false)
      assert.ok(['request_body_required', 'request_param_err'].includes(result.json.errorCode), result.text)
    }
    const status = await platform.call('/wps/system/status')
    assert.equal(status.status, 200)
  })

  it('refuses malformed JSON on a relay and an oversized body', async () => {
    const malformed = await platform.call('/wps/relay/GCSGAME_hotGamesV2', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"vassalage":',
    })
    assertFailure(malformed, 400, 'request_body_required')
    const oversized = await platform.call('/wps/relay/GCSGAME_hotGamesV2', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filler: 'x'.repeat(300 * 1024) }),
    })
    assert.equal(oversized.status, 413)
    assert.equal(oversized.json.errorCode, 'request_param_err')
    assert.equal((await platform.call('/wps/system/status')).status, 200)
  })
})
