// @ts-check
// Identity checks over HTTP: a submission keeps front and back as files outside any served folder, every
// bad file (0 bytes, 6 MB, a renamed executable, a PDF with script, a PNG that is text) is refused naming
// its side and reason with nothing kept, the automatic review verifies after the merchant's delay, the
// operator approves or rejects with a reason, a rejected member submits again, and a withdrawal is
// refused until the member is verified.
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

import { post } from '../lib/ledger.mjs'
import { documentProblem } from '../lib/identity/documents.mjs'
import { registerFresh } from './client.mjs'
import { assertLedgerBalances, balanceOf, manualClock, sharedPlatform, withdrawFresh } from './helpers.mjs'
import { jpeg, pdf, png } from './images.mjs'

const clock = manualClock()
const platform = sharedPlatform({ now: clock.now })
const OPERATOR = { 'x-operator-key': 'operator-demo-key' }
let serial = 0

/** @param {Buffer} bytes @param {string} type */
const doc = (bytes, type) => ({ type, data: bytes.toString('base64') })

async function member() {
  serial += 1
  const username = `kyc${String(serial).padStart(4, '0')}${String(Date.now()).slice(-4)}`
  const { token, customerId } = await registerFresh(platform, username)
  return { username, token: /** @type {string} */ (token), id: Number(customerId) }
}

/** @param {string} token @param {unknown} json */
const submit = (token, json) => platform.call('/wps/relay/KYC_submit', { method: 'POST', token, json })
/** @param {string} token */
const status = async (token) => (await platform.call('/wps/relay/KYC_status', { token })).json.value

/** @param {number} memberId */
function storedFor(memberId) {
  const rows = /** @type {any[]} */ (
    platform.db.prepare('SELECT * FROM identity_checks WHERE member_id = ? ORDER BY id').all(memberId)
  )
  const folder = join(platform.dataDir, 'identity', 'SOL1')
  const ids = new Set(rows.map((row) => `${row.id}-`))
  const files = existsSync(folder)
    ? readdirSync(folder).filter((file) => [...ids].some((id) => file.startsWith(id)))
    : []
  return { rows, files }
}

/** @param {string} token @param {number} amount */
const withdraw = (token, amount) => withdrawFresh(platform, token, amount)

describe('what a document is', () => {
  it('accepts a PNG, a JPEG and a plain PDF for what they say they are', () => {
    assert.equal(documentProblem(png(), 'png'), null)
    assert.equal(documentProblem(jpeg(), 'jpeg'), null)
    assert.equal(documentProblem(pdf('/OpenAction [3 0 R /Fit]'), 'pdf'), null)
  })

  it('refuses every file that is not what it claims, or that runs something', () => {
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 1)])
    const cases = /** @type {[Buffer, string, string][]} */ ([
      [Buffer.alloc(0), 'png', 'empty'],
      [Buffer.concat([png(), Buffer.alloc(6 * 1024 * 1024)]), 'png', 'too_large'],
      [executable, 'png', 'not_match'],
      [executable, 'pdf', 'not_match'],
      [Buffer.from('this is not a picture, only text\n'), 'png', 'not_match'],
      [png(), 'jpeg', 'not_match'],
      [jpeg(), 'pdf', 'not_match'],
      [png(), 'gif', 'wrong_type'],
      [pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'pdf', 'pdf_script'],
      [pdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'), 'pdf', 'pdf_script'],
      [pdf('', '<< /S /JavaScript /JS (this.exportDataObject()) >>'), 'pdf', 'pdf_script'],
      [pdf('/OpenAction << /S /Launch /F (cmd.exe) >>'), 'pdf', 'pdf_script'],
      [pdf('/Names << /EmbeddedFiles 5 0 R >>'), 'pdf', 'pdf_script'],
      [pdf().subarray(0, 200), 'pdf', 'not_match'],
    ])
    for (const [bytes, type, reason] of cases) {
      assert.equal(
        documentProblem(bytes, type),
        reason,
        `${type} ${bytes.subarray(0, 12).toString('latin1')}`,
      )
    }
  })
})

describe('identity checks', () => {
  it('refuses each bad upload over HTTP naming the side and reason, keeping nothing', async () => {
    const { token, id } = await member()
    const good = doc(png(), 'png')
    const cases = /** @type {[unknown, string, string][]} */ ([
      [{ front: good }, 'back', 'required'],
      [{ front: doc(Buffer.alloc(0), 'png'), back: good }, 'front', 'empty'],
      [{ front: good, back: doc(Buffer.alloc(6 * 1024 * 1024, 0x41), 'jpeg') }, 'back', 'too_large'],
      [{ front: doc(Buffer.from('MZ\x90\x00 program', 'latin1'), 'png'), back: good }, 'front', 'not_match'],
      [
        { front: good, back: doc(pdf('/AA << /O << /S /JavaScript /JS (x) >> >>'), 'pdf') },
        'back',
        'pdf_script',
      ],
      [{ front: doc(Buffer.from('plain text'), 'png'), back: good }, 'front', 'not_match'],
      [{ front: { type: 'png', data: 'not base64!' }, back: good }, 'front', 'not_match'],
    ])
    for (const [json, field, reason] of cases) {
      const res = await submit(token, json)
      assert.equal(res.status, 400, res.text)
      assert.equal(res.json.errorCode, 'identity.document.invalid')
      assert.deepEqual(res.json.value, { field, reason })
      assert.ok(res.json.message)
    }
    assert.deepEqual(storedFor(id), { rows: [], files: [] })
    assert.equal((await status(token)).status, 'none')
  })

  it('keeps both sides, verifies automatically after the delay, and then lets money leave', async () => {
    const { token, id } = await member()
    post(platform.db, { memberId: id, amountMinor: 10_000, kind: 'adjustment', at: clock.now() })
    assert.equal((await status(token)).required, true)

    const refused = await withdraw(token, 30)
    assert.equal(refused.status, 403, refused.text)
    assert.equal(refused.json.errorCode, 'identity.required')
    assert.equal(refused.json.value.status, 'none')
    assert.equal(balanceOf(platform, id), 11_000)

    const sent = await submit(token, { front: doc(jpeg(), 'jpeg'), back: doc(pdf(), 'pdf') })
    assert.equal(sent.status, 200, sent.text)
    assert.equal(sent.json.value.status, 'review')
    const { rows, files } = storedFor(id)
    assert.equal(rows.length, 1)
    assert.deepEqual(files.sort(), [`${rows[0].id}-back.pdf`, `${rows[0].id}-front.jpg`])
    assert.ok(
      readFileSync(join(platform.dataDir, 'identity', 'SOL1', `${rows[0].id}-front.jpg`)).equals(jpeg()),
    )
    // One waiting check at a time.
    assert.equal((await submit(token, { front: doc(png(), 'png'), back: doc(png(), 'png') })).status, 409)
    assert.equal((await withdraw(token, 30)).json.value.status, 'review')

    clock.advance(59_000)
    await platform.call('/__test/identity/review', { method: 'POST', merchant: null, json: {} })
    assert.equal((await status(token)).status, 'review')
    clock.advance(2_000)
    const run = await platform.call('/__test/identity/review', { method: 'POST', merchant: null, json: {} })
    assert.ok(run.json.value.verified.includes(rows[0].id))
    assert.equal((await status(token)).status, 'verified')
    // A second run finds nothing more to do.
    const again = await platform.call('/__test/identity/review', { method: 'POST', merchant: null, json: {} })
    assert.ok(!again.json.value.verified.includes(rows[0].id))

    const paid = await withdraw(token, 30)
    assert.equal(paid.status, 200, paid.text)
    assert.equal(balanceOf(platform, id), 8_000)
    assertLedgerBalances(platform, id)
    assert.equal((await submit(token, { front: doc(png(), 'png'), back: doc(png(), 'png') })).status, 409)
  })

  it('lets the operator reject with a reason, and the member submit again', async () => {
    const { token, id, username } = await member()
    assert.equal((await submit(token, { front: doc(png(), 'png'), back: doc(png(), 'png') })).status, 200)
    const checkId = storedFor(id).rows[0].id

    const noKey = await platform.call('/identity/console/api/checks', { merchant: null })
    assert.equal(noKey.status, 401)
    const queue = await platform.call('/identity/console/api/checks', { merchant: null, headers: OPERATOR })
    const waiting = queue.json.value.waiting.find((/** @type {any} */ check) => check.id === checkId)
    assert.equal(waiting.username, username)
    assert.deepEqual(
      waiting.documents.map((/** @type {any} */ d) => d.side),
      ['front', 'back'],
    )
    const file = await platform.call(`/identity/console/api/checks/${checkId}/front`, {
      merchant: null,
      headers: OPERATOR,
    })
    assert.equal(file.headers['content-type'], 'image/png')
    assert.ok(file.bytes.equals(png()))

    const decide = (/** @type {string} */ action, /** @type {unknown} */ json) =>
      platform.call(`/identity/console/api/checks/${checkId}/${action}`, {
        method: 'POST',
        merchant: null,
        headers: OPERATOR,
        json,
      })
    const noReason = await decide('reject', { reason: ' ' })
    assert.equal(noReason.status, 400)
    assert.equal(noReason.json.errorCode, 'identity.reason.required')
    assert.equal((await decide('reject', { reason: 'The photo  is blurred' })).status, 200)
    assert.equal((await decide('approve', {})).status, 409)
    // The automatic review never overrules the operator.
    clock.advance(120_000)
    await platform.call('/__test/identity/review', { method: 'POST', merchant: null, json: {} })
    const rejected = await status(token)
    assert.equal(rejected.status, 'rejected')
    assert.equal(rejected.reason, 'The photo is blurred')

    const again = await submit(token, { front: doc(png(), 'png'), back: doc(jpeg(), 'jpeg') })
    assert.equal(again.status, 200, again.text)
    assert.equal(again.json.value.status, 'review')
    assert.equal(again.json.value.reason, null)
    const now = await platform.call('/__test/identity/review', {
      method: 'POST',
      merchant: null,
      json: { merchant: 'SOL1', username },
    })
    assert.equal(now.json.value.verified.length, 1)
    assert.equal((await status(token)).status, 'verified')
  })

  it('counts the seeded demo accounts as verified', () => {
    const demo = /** @type {{ id: number }} */ (
      platform.db
        .prepare("SELECT id FROM members WHERE merchant_code = 'SOL1' AND username_key = 'vip01'")
        .get()
    )
    assert.equal(storedFor(demo.id).rows[0].status, 'verified')
  })
})
