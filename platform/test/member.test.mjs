// @ts-check
import assert from 'node:assert/strict'
import { inflateSync } from 'node:zlib'
import { describe, it } from 'node:test'

import { crc32 } from '../lib/captcha.mjs'
import { InsufficientFundsError, balanceOf, post } from '../lib/ledger.mjs'
import { postPoints } from '../lib/points/ledger.mjs'
import { callEncrypted, tokenFor } from './client.mjs'
import { sharedPlatform } from './helpers.mjs'

const platform = sharedPlatform()

describe('member info', () => {
  it('answers the contract shape', async () => {
    const token = await tokenFor(platform, 'vip01', 'Vip#2026')
    const info = (await platform.call('/wps/member/info', { token })).json.value
    assert.equal(info.account, 'vip01')
    assert.equal(info.userName, 'vip01')
    assert.equal(info.nickname, 'VIP Guest')
    assert.equal(info.type, 0)
    assert.equal(info.toUpline, false)
    assert.deepEqual(info.clubLabel, {
      labelName: 'Diamond',
      color: '#1565c0',
      color2: '#90caf9',
      rankLevel: 5,
    })
    assert.ok(Array.isArray(info.memberLabel))
    assert.match(info.regDate, /^\d{4}-\d\d-\d\dT/)
    assert.equal(info.mobile, null)

    const mobileToken = await tokenFor(platform, 'mobile01', 'Mobile#2026')
    assert.equal(
      (await platform.call('/wps/member/info', { token: mobileToken })).json.value.mobile,
      '+55 119*****321',
    )

    const agentToken = await tokenFor(platform, 'agent01', 'Agent#2026')
    const agent = (await platform.call('/wps/member/info', { token: agentToken })).json.value
    assert.equal(agent.type, 1)
    assert.ok(agent.memberLabel.some((/** @type {any} */ label) => label.labelName === 'Agent'))
  })

  it('answers the avatar as a platform image', async () => {
    const token = await tokenFor(platform, 'player01', 'Player#2026')
    const icon = (await platform.call('/wps/member/info/icon', { token })).json.value
    assert.match(icon.icon, /^\/assets\/avatars\/\d\.svg$/)
    assert.equal((await platform.call(icon.icon, { merchant: null })).status, 200)
  })

  it('lets the member pick one of its avatars, and shows the golden frame once redeemed in the point mall', async () => {
    const token = await tokenFor(platform, 'player01', 'Player#2026')
    const set = await platform.call('/wps/member/info/icon', { method: 'POST', token, json: { avatar: 7 } })
    assert.equal(set.status, 200, set.text)
    assert.deepEqual(set.json.value, {
      icon: '/assets/avatars/7.svg',
      avatar: 7,
      avatarType: 'SYSTEM',
      frame: null,
    })
    for (const avatar of [0, 9, 'x', 2.5]) {
      const refused = await platform.call('/wps/member/info/icon', {
        method: 'POST',
        token,
        json: { avatar },
      })
      assert.equal(refused.json.errorCode, 'request_param_err', String(avatar))
    }
    const mine = (await platform.call('/wps/relay/MCSFE_getPlayerAvatar', { token })).json.value
    assert.equal(mine.avatar, 7)
    assert.equal(mine.frame, null)
    assert.deepEqual(
      mine.avatars.map((/** @type {{ avatar: number }} */ a) => a.avatar),
      [1, 2, 3, 4, 5, 6, 7, 8],
    )
    assert.equal((await platform.call('/wps/relay/MCSFE_getPlayerAvatar', {})).json.errorCode, 'nologin')

    // player01 takes the golden avatar frame from the point mall.
    const id = Number(platform.db.prepare("SELECT id FROM members WHERE username = 'player01'").pluck().get())
    postPoints(platform.db, { memberId: id, points: 5, kind: 'adjustment', at: Date.now() })
    const frame = platform.db
      .prepare("SELECT id FROM point_rewards WHERE merchant_code = 'SOL1' AND code = 'frame'")
      .pluck()
      .get()
    const redeemed = await callEncrypted(
      platform,
      'POST',
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      { password: 'Player#2026', requestId: `frame-${Date.now()}`, rewardId: frame },
      { token },
    )
    assert.equal(redeemed.status, 200, redeemed.text)
    assert.equal((await platform.call('/wps/member/info/icon', { token })).json.value.frame, 'GOLD')
    assert.equal(
      (await platform.call('/wps/relay/MCSFE_getPlayerAvatar', { token })).json.value.frame,
      'GOLD',
    )
  })

  it('remembers a language the merchant offers and refuses others', async () => {
    const token = await tokenFor(platform, 'player01', 'Player#2026')
    const set = await platform.call('/wps/member/language', {
      method: 'POST',
      token,
      json: { language: 'en' },
    })
    assert.deepEqual(set.json.value, { language: 'EN' })
    assert.equal((await platform.call('/wps/member/info', { token })).json.value.language, 'EN')
    const unknown = await platform.call('/wps/member/language', {
      method: 'POST',
      token,
      json: { language: 'XX' },
    })
    assert.equal(unknown.status, 400)
    const verdantToken = await tokenFor(platform, 'player01', 'Player#2026', { merchant: 'VRD2' })
    const notOffered = await platform.call('/wps/member/language', {
      method: 'POST',
      merchant: 'VRD2',
      token: verdantToken,
      json: { language: 'PT' },
    })
    assert.equal(notOffered.status, 400)
  })
})

describe('wallet', () => {
  it('answers the balance in major units with the merchant currency', async () => {
    const token = await tokenFor(platform, 'player01', 'Player#2026')
    const balance = (await platform.call('/wps/v2/wallets/balance?typeId=0', { token })).json.value
    assert.deepEqual(balance, {
      sumBalance: 1500,
      balance: [{ accountTypeId: 1, availBalance: 1500 }],
      currency: 'BRL',
      currencySymbol: 'R$',
    })
    assert.equal((await platform.call('/wps/v2/wallets/balance')).json.errorCode, 'nologin')
  })

  it('keeps every balance equal to the sum of its ledger', () => {
    const mismatched = platform.db
      .prepare(
        `SELECT m.id FROM members m LEFT JOIN ledger l ON l.member_id = m.id
         GROUP BY m.id HAVING m.balance_minor != COALESCE(SUM(l.amount_minor), 0)`,
      )
      .all()
    assert.deepEqual(mismatched, [])
  })

  it('refuses to take a balance below zero and leaves it untouched', () => {
    const memberId = /** @type {number} */ (
      platform.db
        .prepare("SELECT id FROM members WHERE merchant_code = 'SOL1' AND username = 'expired01'")
        .pluck()
        .get()
    )
    const before = balanceOf(platform.db, memberId)
    assert.throws(
      () => post(platform.db, { memberId, amountMinor: -(before + 1), kind: 'bet', ref: 'test' }),
      InsufficientFundsError,
    )
    assert.equal(balanceOf(platform.db, memberId), before)
    const { balanceAfter } = post(platform.db, { memberId, amountMinor: -before, kind: 'bet', ref: 'test' })
    assert.equal(balanceAfter, 0)
    post(platform.db, { memberId, amountMinor: before, kind: 'payout', ref: 'test' })
    assert.throws(() => post(platform.db, { memberId, amountMinor: 1.5, kind: 'bet' }), TypeError)
  })

  it('answers the contract flags of the consolidated funds', async () => {
    const agent = await tokenFor(platform, 'agent01', 'Agent#2026')
    assert.deepEqual(
      (await platform.call('/wps/member/info/funds/consolidated', { token: agent })).json.value,
      {
        dailysalreqtype: 1,
        divtypereq: 1,
        contracthoursalreq: 0,
        realtimesalreqtype: 1,
      },
    )
    const player = await tokenFor(platform, 'player01', 'Player#2026')
    const flags = (await platform.call('/wps/member/info/funds/consolidated', { token: player })).json.value
    assert.deepEqual(Object.values(flags), [0, 0, 0, 0])
  })
})

describe('captcha image', () => {
  it('is a valid PNG in base64 with intact chunks', async () => {
    const result = await platform.call('/wps/captcha')
    assert.equal(result.status, 200)
    const png = Buffer.from(result.json.value, 'base64')
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    let offset = 8
    /** @type {Record<string, Buffer>} */
    const chunks = {}
    while (offset < png.length) {
      const length = png.readUInt32BE(offset)
      const type = png.subarray(offset + 4, offset + 8).toString('ascii')
      const data = png.subarray(offset + 8, offset + 8 + length)
      assert.equal(
        png.readUInt32BE(offset + 8 + length),
        crc32(png.subarray(offset + 4, offset + 8 + length)),
        type,
      )
      chunks[type] = data
      offset += 12 + length
    }
    const header = /** @type {Buffer} */ (chunks.IHDR)
    const width = header.readUInt32BE(0)
    const height = header.readUInt32BE(4)
    assert.equal(width, 4 * 28 + 16, 'four characters for SOL1')
    assert.equal(inflateSync(/** @type {Buffer} */ (chunks.IDAT)).length, (width * 3 + 1) * height)
    assert.ok(chunks.IEND)
  })
})
