// @ts-check
// The help centre (articles per merchant and language) and feedback over HTTP: what a submission
// stores (text in SQLite, images as files under the data directory), every refusal storing nothing,
// the member's history with the operator's reply, and the per-member rate limit.
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

import { registerFresh } from './client.mjs'
import { sharedPlatform } from './helpers.mjs'
import { jpeg, png } from './images.mjs'

const platform = sharedPlatform()
let serial = 0

/** @param {Buffer} bytes */
const image = (bytes) => ({ data: bytes.toString('base64') })

async function member() {
  serial += 1
  const { token, customerId } = await registerFresh(platform, `fback${String(serial).padStart(4, '0')}`)
  return { token: /** @type {string} */ (token), id: /** @type {number} */ (customerId) }
}

/** @param {string} token @param {unknown} json */
const send = (token, json) => platform.call('/wps/feedback', { method: 'PUT', token, json })

/** @param {number} memberId */
function storedFor(memberId) {
  const rows = platform.db.prepare('SELECT * FROM feedback WHERE member_id = ?').all(memberId)
  const folder = join(platform.dataDir, 'feedback', 'SOL1')
  const files = existsSync(folder) ? readdirSync(folder) : []
  return { rows, files }
}

describe('help centre', () => {
  it('answers the categories and articles of the merchant in the caller language', async () => {
    const pt = await platform.call('/wps/system/helpCenter', { language: 'PT' })
    assert.equal(pt.status, 200)
    const categories = pt.json.value.categories
    assert.ok(categories.length >= 4)
    const account = categories.find((/** @type {any} */ c) => c.code === 'account')
    assert.equal(account.title, 'Conta')
    assert.equal(account.articles[0].slug, 'create-account')
    assert.match(account.articles[0].title, /conta/i)
    const vi = await platform.call('/wps/system/helpCenter', { merchant: 'VRD2', language: 'VI' })
    assert.equal(vi.json.value.categories[0].title, 'Tài khoản')
    const rows = platform.db
      .prepare('SELECT merchant_code, COUNT(*) AS n FROM help_articles GROUP BY 1')
      .all()
    assert.deepEqual(
      rows.map((/** @type {any} */ row) => row.merchant_code),
      ['SOL1', 'VRD2'],
    )
  })

  it('needs a known merchant', async () => {
    const res = await platform.call('/wps/system/helpCenter', { merchant: null })
    assert.equal(res.status, 400)
  })
})

describe('feedback', () => {
  it('stores the text in SQLite and the images as files, and lists it with the operator reply', async () => {
    const { token, id } = await member()
    const res = await send(token, {
      content: 'The deposit page is great 👍',
      images: [image(png()), image(jpeg())],
    })
    assert.equal(res.status, 200, res.text)
    assert.equal(res.json.value.status, 'open')
    assert.equal(res.json.value.imageCount, 2)
    const feedbackId = res.json.value.id
    const { rows } = storedFor(id)
    assert.equal(rows.length, 1)
    const images = JSON.parse(/** @type {any} */ (rows[0]).images)
    assert.deepEqual(
      images.map((/** @type {any} */ i) => [i.type, i.width, i.height]),
      [
        ['png', 2, 2],
        ['jpeg', 4, 3],
      ],
    )
    const saved = readFileSync(join(platform.dataDir, 'feedback', 'SOL1', images[0].file))
    assert.ok(saved.equals(png()))

    const reply = await platform.call('/__test/feedback/reply', {
      method: 'POST',
      json: { merchant: 'SOL1', id: feedbackId, reply: 'Thank you!' },
    })
    assert.equal(reply.status, 200)
    const history = await platform.call('/wps/feedback', { token })
    assert.equal(history.json.value.list.length, 1)
    assert.equal(history.json.value.list[0].status, 'answered')
    assert.equal(history.json.value.list[0].reply, 'Thank you!')
    assert.equal(history.json.value.list[0].content, 'The deposit page is great 👍')
  })

  it('refuses each fault with its field and reason and stores nothing', async () => {
    const { token, id } = await member()
    const before = storedFor(id).files.length
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])
    const cases = [
      [{ content: 'x'.repeat(141) }, 'content', 'too_long'],
      [{ content: '   ' }, 'content', 'required'],
      [{}, 'content', 'required'],
      [
        { content: 'four', images: [image(png()), image(png()), image(png()), image(png())] },
        'images',
        'too_many',
      ],
      [{ content: 'big', images: [image(png(2, 2, 6 * 1024 * 1024))] }, 'images', 'too_large'],
      [{ content: 'exe', images: [image(executable)] }, 'images', 'not_image'],
      [{ content: 'cut', images: [image(png().subarray(0, 40))] }, 'images', 'not_image'],
      [{ content: 'huge', images: [image(png(20_000, 1))] }, 'images', 'not_image'],
      [{ content: 'b64', images: [{ data: '***' }] }, 'images', 'not_image'],
    ]
    for (const [body, field, reason] of cases) {
      const res = await send(token, body)
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 60))
      assert.equal(res.json.errorCode, 'request_param_err')
      assert.deepEqual(res.json.value, { field, reason })
    }
    const after = storedFor(id)
    assert.equal(after.rows.length, 0)
    assert.equal(after.files.length, before)
  })

  it('needs a signed-in member and limits each member to 10 an hour', async () => {
    const guest = await platform.call('/wps/feedback', { method: 'PUT', json: { content: 'hi' } })
    assert.equal(guest.status, 401)
    const { token } = await member()
    for (let n = 0; n < 10; n += 1) assert.equal((await send(token, { content: `note ${n}` })).status, 200)
    const limited = await send(token, { content: 'one more' })
    assert.equal(limited.status, 429)
  })

  it('answers 404 for a reply to feedback that does not exist', async () => {
    const res = await platform.call('/__test/feedback/reply', {
      method: 'POST',
      json: { merchant: 'SOL1', id: 999_999, reply: 'hello' },
    })
    assert.equal(res.status, 404)
  })
})
