// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { decodeServiceLink } from '../lib/crypto.mjs'
import { sharedPlatform } from './helpers.mjs'

const platform = sharedPlatform({ resetFlags: true })

/**
 * @param {any} node
 * @returns {Record<string, boolean>}
 */
function flatten(node) {
  return Object.assign(
    { [node.modId]: node.enabled === '1' },
    ...node.childrenNodes.map((/** @type {any} */ child) => flatten(child)),
  )
}

/**
 * Sets a merchant's maintenance and region flags through test control.
 * @param {string} code
 * @param {object} flags
 */
function setMerchantStatus(code, flags) {
  return platform.call(`/__test/merchants/${code}/status`, { method: 'POST', merchant: null, json: flags })
}

describe('system status', () => {
  it('describes each merchant differently', async () => {
    const solara = (await platform.call('/wps/system/status')).json.value
    const verdant = (await platform.call('/wps/system/status', { merchant: 'VRD2' })).json.value

    assert.equal(solara.status, 0)
    assert.equal(solara.maintenance, false)
    assert.equal(solara.regionRestriction, false)
    assert.deepEqual(solara.location, { ip: '127.0.0.1', country: 'LOCAL' })

    assert.equal(solara.info.brandName, 'Solara Games')
    assert.deepEqual(solara.info.languages, ['PT', 'EN', 'ZH', 'ID', 'TH', 'VI'])
    assert.equal(solara.info.defaultLanguage, 'PT')
    assert.deepEqual(solara.info.currency, { code: 'BRL', symbol: 'R$', minorDigits: 2 })
    assert.equal(verdant.info.brandName, 'Verdant Club')
    assert.deepEqual(verdant.info.languages, ['EN', 'TH', 'VI', 'ZH'])
    assert.equal(verdant.info.currency.symbol, '$')

    const solaraSwitches = flatten(solara.info.whitelabel)
    const verdantSwitches = flatten(verdant.info.whitelabel)
    for (const modId of [
      'DIRECTREG3',
      'FREEPLAY3',
      'MOBILENUMREG3',
      'MOBILEVERCODELOGIN3',
      'CBS3',
      'CAPTCHA3',
    ]) {
      assert.equal(solaraSwitches[modId], true, modId)
    }
    for (const modId of ['FREEPLAY3', 'MOBILENUMREG3', 'MOBILEVERCODELOGIN3', 'CBS3']) {
      assert.equal(verdantSwitches[modId], false, modId)
    }
    assert.equal(verdantSwitches.CAPTCHA3, true)

    assert.equal(solara.info.register.username.patternId, 1)
    assert.equal(solara.info.register.password.patternId, 19)
    assert.deepEqual(solara.info.imageCDNs, [platform.platform.publicUrl()])
    assert.equal(typeof solara.info.analytics.gtagId, 'string')
    assert.ok(solara.info.domainRoute.length > 0)
    assert.ok(solara.info.domainRoute.every((/** @type {any} */ route) => typeof route.speed === 'number'))
    assert.equal(solara.info.mainDomain, 'solara.localhost')
    const resourceTypes = solara.info.resources.map((/** @type {any} */ resource) => resource.resourceType)
    assert.deepEqual(resourceTypes, [
      'Android',
      'MOBILECONFIG',
      'FACEBOOK',
      'WHATSAPP',
      'TELEGRAM',
      'AFFILIATELINK',
    ])
  })

  it('lists the resources a merchant has, as an operator sets them, and none that would lead nowhere', async () => {
    /** @param {string} merchant */
    const resources = async (merchant) =>
      /** @type {Array<{ resourceType: string, url: string }>} */ (
        (await platform.call('/wps/system/status', { merchant, language: 'EN' })).json.value.info.resources
      )
    const solara = Object.fromEntries((await resources('SOL1')).map((r) => [r.resourceType, r.url]))
    assert.equal(solara.FACEBOOK, 'https://www.facebook.com/solaragames')
    assert.equal(solara.WHATSAPP, 'https://wa.me/5511987650000')
    assert.equal(solara.TELEGRAM, 'https://t.me/solaragames')
    // Verdant has no WhatsApp contact: no entry rather than a page that says so.
    const verdant = (await resources('VRD2')).map((r) => r.resourceType)
    assert.ok(!verdant.includes('WHATSAPP'))
    assert.ok(verdant.includes('TELEGRAM'))
    // The platform's own resources answer, and none is a page standing in for something missing.
    for (const url of [solara.Android ?? '', solara.MOBILECONFIG ?? '', solara.AFFILIATELINK ?? '']) {
      assert.ok(url?.startsWith(platform.platform.publicUrl()), url)
      const page = await platform.call(new URL(url).pathname, { merchant: null })
      assert.equal(page.status, 200, url)
      assert.doesNotMatch(page.text, /stands for|which the operator sets|no hosts online/)
    }
    for (const gone of ['facebook', 'whatsapp', 'telegram', 'usd']) {
      assert.equal((await platform.call(`/pages/SOL1/${gone}`, { merchant: null })).status, 404, gone)
    }
  })

  it("serves the merchant's APK as its Android download once the operator has put one in apps/", async () => {
    const { mkdirSync, writeFileSync, rmSync } = await import('node:fs')
    const { apkPath } = await import('../lib/apps.mjs')
    const file = apkPath(platform.platform.dataDir, 'SOL1')
    assert.equal((await platform.call('/downloads/SOL1.apk', { merchant: null })).status, 404)
    mkdirSync(new URL('.', `file://${file}`).pathname, { recursive: true })
    writeFileSync(file, Buffer.from('PK\u0003\u0004 operator build'))
    try {
      const status = (await platform.call('/wps/system/status', { language: 'EN' })).json.value
      const android = status.info.resources.find((/** @type {any} */ r) => r.resourceType === 'Android')
      assert.equal(android.url, `${platform.platform.publicUrl()}/downloads/SOL1.apk`)
      const res = await fetch(android.url.replace(platform.platform.publicUrl(), platform.baseUrl))
      assert.equal(res.status, 200)
      assert.equal(res.headers.get('content-type'), 'application/vnd.android.package-archive')
      assert.match(res.headers.get('content-disposition') ?? '', /SOL1\.apk/)
      assert.equal(Buffer.from(await res.arrayBuffer()).toString(), 'PK\u0003\u0004 operator build')
    } finally {
      rmSync(file)
    }
  })

  it('encodes customer-service links with the key in their last 8 characters, pointing to a real page', async () => {
    const status = (await platform.call('/wps/system/status', { language: 'EN' })).json.value
    const services = status.info.customerService
    assert.deepEqual(
      services.map((/** @type {any} */ entry) => entry.csType),
      ['LIVECHAT', 'VIP'],
    )
    for (const entry of services) {
      assert.equal(entry.type, '3')
      const url = decodeServiceLink(entry.path)
      assert.ok(url.startsWith(platform.platform.publicUrl()), url)
      const page = await platform.call(new URL(url).pathname, { merchant: null })
      assert.equal(page.status, 200)
      assert.match(page.text, /Solara Games/)
    }
  })

  it('switches maintenance and region restriction per merchant', async () => {
    assert.equal((await setMerchantStatus('SOL1', { maintenance: true })).status, 200)
    let solara = (await platform.call('/wps/system/status')).json.value
    let verdant = (await platform.call('/wps/system/status', { merchant: 'VRD2' })).json.value
    assert.equal(solara.status, 1)
    assert.equal(solara.maintenance, true)
    assert.equal(verdant.status, 0)

    await setMerchantStatus('SOL1', { maintenance: false })
    await setMerchantStatus('VRD2', { regionRestriction: true })
    solara = (await platform.call('/wps/system/status')).json.value
    verdant = (await platform.call('/wps/system/status', { merchant: 'VRD2' })).json.value
    assert.equal(solara.status, 0)
    assert.equal(verdant.status, 2)
    assert.equal(verdant.regionRestriction, true)

    await platform.call('/__test/reset-flags', { method: 'POST', merchant: null })
    verdant = (await platform.call('/wps/system/status', { merchant: 'VRD2' })).json.value
    assert.equal(verdant.status, 0)
  })

  it('rejects bad test-control input', async () => {
    const unknown = await setMerchantStatus('NOPE', { maintenance: true })
    assert.equal(unknown.status, 404)
    const notBoolean = await setMerchantStatus('SOL1', { maintenance: 'yes' })
    assert.equal(notBoolean.status, 400)
  })

  it('locates the visitor from X-Forwarded-For and restricts the merchant’s blocked countries', async () => {
    const brazil = await platform.call('/wps/system/status', {
      headers: { 'X-Forwarded-For': '192.0.2.7, 10.0.0.1' },
    })
    assert.deepEqual(brazil.json.value.location, { ip: '192.0.2.7', country: 'BR' })
    assert.equal(brazil.json.value.status, 0)

    const states = await platform.call('/wps/system/status', {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    })
    assert.deepEqual(states.json.value.location, { ip: '203.0.113.9', country: 'US' })
    assert.equal(states.json.value.status, 2)
    assert.equal(states.json.value.regionRestriction, true)
  })

  it('answers register settings, countries, whitelabel and domain routes', async () => {
    const rules = (await platform.call('/wps/system/setting/register', { merchant: 'VRD2' })).json.value
    assert.equal(rules.captcha.required, true)
    assert.equal(rules.payeeName.enabled, true)
    const countries = (await platform.call('/wps/system/country')).json.value
    assert.deepEqual(countries[0], { countryCode: 'BR', countryDialingCode: '55' })
    const tree = (await platform.call('/wps/system/whitelabel')).json.value
    assert.equal(tree.modId, 'COMM3')
    const routes = (await platform.call('/wps/system/domainRoute')).json.value
    assert.equal(routes[0].url, 'http://solara.localhost')
  })
})

describe('test control in production mode', () => {
  it('does not exist', async () => {
    const production = await (await import('./helpers.mjs')).startPlatform({ mode: 'production' })
    try {
      const result = await production.call('/__test/reset-flags', { method: 'POST', merchant: null })
      assert.equal(result.status, 404)
      assert.equal(result.json.errorCode, 'function.not.available')
      assert.equal((await production.call('/__test/outbox?mobile=1', { merchant: null })).status, 404)
    } finally {
      await production.stop()
    }
  })
})
