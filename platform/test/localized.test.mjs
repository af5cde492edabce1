// @ts-check
// What players read from the platform comes in their language and says what it is: card rooms are
// named for the game they play, room tiers, payment-method names, SMS and e-mail texts follow the
// request's Language.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { engineOf } from '../inhouse/rounds.mjs'
import { latestOutbox, tokenFor } from './client.mjs'
import { sharedPlatform } from './helpers.mjs'

/** @type {string} */
let player

const platform = sharedPlatform({
  async afterStart() {
    player = await tokenFor(platform, 'player01', 'Player#2026')
  },
})

describe('card rooms', () => {
  it('are named for the game they open', () => {
    const rooms = /** @type {import('../lib/catalog.mjs').GameRow[]} */ (
      platform.db.prepare("SELECT * FROM games WHERE game_type = 'PVP'").all()
    )
    assert.ok(rooms.length >= 15)
    for (const room of rooms) {
      if (room.name === "Texas Hold'em") {
        assert.equal(engineOf(room), 'holdem')
        continue
      }
      assert.equal(engineOf(room), 'dice', room.name)
      assert.match(room.name, /dice/i, `${room.name} opens the dice game`)
    }
    assert.ok(rooms.some((room) => room.name === "Texas Hold'em"))
  })

  it('name their tiers in the caller’s language', async () => {
    const pt = await platform.call('/wps/relay/GLS2_roomList', { token: player, language: 'PT' })
    const tiers = new Set(pt.json.value.list.map((/** @type {any} */ room) => room.tier))
    assert.deepEqual([...tiers], ['Iniciante', 'Padrão', 'Apostas altas'])
    assert.match(pt.json.value.list[0].roomName, / · Iniciante$/)
    const en = await platform.call('/wps/relay/GLS2_roomList', { token: player, language: 'EN' })
    assert.equal(en.json.value.list[2].tier, 'High roller')
  })
})

describe('site texts', () => {
  it('names payment methods in the caller’s language', async () => {
    const pt = await platform.call('/wps/system/status', { language: 'PT' })
    const names = pt.json.value.info.paymentMethods.map((/** @type {any} */ method) => method.name)
    assert.ok(names.includes('Transferência bancária'), names.join(', '))
    assert.ok(!names.includes('Bank transfer'))
    const vi = await platform.call('/wps/system/status', { language: 'VI' })
    assert.ok(vi.json.value.info.paymentMethods.some((/** @type {any} */ m) => m.name === 'Ví điện tử'))
  })

  it('sends SMS codes and reset mails in the caller’s language', async () => {
    const mobile = '11955501234'
    const sent = await platform.call('/wps/verification/sms/register', {
      method: 'POST',
      language: 'PT',
      json: { countryDialingCode: '55', mobileNo: mobile },
    })
    assert.equal(sent.status, 200, sent.text)
    const sms = await latestOutbox(platform, { mobile: `55${mobile}` })
    assert.match(sms.text, /seu código de verificação é \d{6}\. Ele expira em 5 minutos\./)

    const mailed = await platform.call('/wps/member/password/email', {
      method: 'POST',
      language: 'PT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=player01&email=player01%40example.com',
    })
    assert.equal(mailed.status, 200)
    const mail = await latestOutbox(platform, { email: 'player01@example.com' })
    assert.match(mail.text, /foi pedida a redefinição da senha de player01/)
    assert.ok(mail.text.includes(mail.code))
  })
})
