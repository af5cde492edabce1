// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { post } from '../lib/ledger.mjs'
import { tokenFor } from './client.mjs'
import { memberIdOf, playDice, sharedPlatform } from './helpers.mjs'

let player = ''
let other = ''

const platform = sharedPlatform({
  async afterStart() {
    player = await tokenFor(platform, 'player01', 'Player#2026')
    other = await tokenFor(platform, 'mobile01', 'Mobile#2026')
  },
})

/** @param {string} username */
const memberId = (username) => memberIdOf(platform, username)

/**
 * Marks a message read as the member behind `token`.
 * @param {string} token
 * @param {unknown} id
 */
function readMessage(token, id) {
  return platform.call('/wps/relay/CSP_messageRead', { method: 'POST', token, json: { id } })
}

describe('account record (ODSFE2_MemTransDet)', () => {
  it('pages the member’s own ledger, newest first, with balance after each entry', async () => {
    await playDice(platform, player, 3)
    await playDice(platform, other, 1)
    const first = await platform.call('/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=4', { token: player })
    assert.equal(first.status, 200, first.text)
    const value = first.json.value
    const rows = /** @type {{ id: string, amount_minor: number, balance_after: number, kind: string }[]} */ (
      platform.db
        .prepare(
          'SELECT id, amount_minor, balance_after, kind FROM ledger WHERE member_id = ? ORDER BY id DESC',
        )
        .all(memberId('player01'))
    )
    assert.equal(value.totalCount, rows.length)
    assert.equal(value.totalPages, Math.ceil(rows.length / 4))
    assert.deepEqual(
      value.list.map((/** @type {any} */ row) => [Number(row.id), row.amount, row.balanceAfter, row.kind]),
      rows.slice(0, 4).map((row) => [row.id, row.amount_minor, row.balance_after, row.kind]),
    )
    const bet = value.list.find((/** @type {any} */ row) => row.kind === 'bet')
    assert.equal(bet.transType, 'bet')
    assert.equal(bet.gameName, 'Dice')
    assert.match(bet.roundId, /^R/)
    assert.deepEqual(value.currency, { code: 'BRL', symbol: 'R$', minorDigits: 2 })
    // Every entry's balance after is the one before it plus its amount.
    const all = (await platform.call('/wps/relay/ODSFE2_MemTransDet?pageSize=100', { token: player })).json
      .value.list
    for (let i = 0; i < all.length - 1; i += 1) {
      assert.equal(all[i].balanceAfter, all[i + 1].balanceAfter + all[i].amount)
    }
    const balance = (await platform.call('/wps/v2/wallets/balance?typeId=0', { token: player })).json.value
    assert.equal(Math.round(balance.sumBalance * 100), all[0].balanceAfter)
  })

  it('never shows another member’s entries', async () => {
    const mine = (await platform.call('/wps/relay/ODSFE2_MemTransDet?pageSize=100', { token: other })).json
      .value
    const ids = new Set(
      platform.db
        .prepare('SELECT id FROM ledger WHERE member_id = ?')
        .pluck()
        .all(memberId('mobile01'))
        .map(String),
    )
    assert.equal(mine.totalCount, ids.size)
    for (const row of mine.list) assert.ok(ids.has(row.id), `row ${row.id} belongs to mobile01`)
    // A member id in the request changes nothing: the session decides whose rows these are.
    const forged = await platform.call(
      `/wps/relay/ODSFE2_MemTransDet?pageSize=100&memberId=${memberId('player01')}&customerId=${memberId('player01')}`,
      { token: other },
    )
    assert.equal(forged.json.value.totalCount, ids.size)
  })

  it('filters by type and time range and sums income and expense', async () => {
    const bets = (
      await platform.call('/wps/relay/ODSFE2_MemTransDet?transType=bet&pageSize=100', { token: player })
    ).json.value
    assert.equal(bets.totalCount, 3)
    assert.ok(bets.list.every((/** @type {any} */ row) => row.transType === 'bet' && row.amount === -100))
    assert.deepEqual(bets.summary, { income: 0, expense: 300 })
    const opening = (
      await platform.call('/wps/relay/ODSFE2_MemTransDet?transType=adjustment', { token: player })
    ).json.value
    assert.equal(opening.totalCount, 1)
    const now = Date.now()
    const future = await platform.call(`/wps/relay/ODSFE2_MemTransDet?startTime=${now + 60_000}`, {
      token: player,
    })
    assert.equal(future.json.value.totalCount, 0)
    const posted = await platform.call('/wps/relay/ODSFE2_MemTransDet', {
      method: 'POST',
      token: player,
      json: {
        transType: 'bet',
        startTime: now - 60 * 60 * 1000,
        endTime: now + 60_000,
        pageNo: 1,
        pageSize: 2,
      },
    })
    assert.equal(posted.json.value.totalCount, 3)
    assert.equal(posted.json.value.list.length, 2)
  })

  it('names each ledger kind’s type, refunds apart from what they refund', async () => {
    const id = memberId('mobile01')
    post(platform.db, { memberId: id, amountMinor: 5_000, kind: 'deposit', ref: 'D1' })
    post(platform.db, { memberId: id, amountMinor: -2_000, kind: 'withdraw', ref: 'W1' })
    post(platform.db, { memberId: id, amountMinor: 2_000, kind: 'withdraw_refund', ref: 'W1' })
    const list = (await platform.call('/wps/relay/ODSFE2_MemTransDet?pageSize=3', { token: other })).json
      .value.list
    assert.deepEqual(
      list.map((/** @type {any} */ row) => [row.kind, row.transType, row.amount]),
      [
        ['withdraw_refund', 'refund', 2_000],
        ['withdraw', 'withdraw', -2_000],
        ['deposit', 'deposit', 5_000],
      ],
    )
    const refunds = await platform.call('/wps/relay/ODSFE2_MemTransDet?transType=refund', { token: other })
    assert.equal(refunds.json.value.totalCount, 1)
  })

  it('keeps paging within bounds and refuses nonsense', async () => {
    const past = await platform.call('/wps/relay/ODSFE2_MemTransDet?pageNo=999&pageSize=10', {
      token: player,
    })
    assert.equal(past.status, 200)
    assert.deepEqual(past.json.value.list, [])
    assert.ok(past.json.value.totalCount > 0)
    for (const query of [
      'pageNo=0',
      'pageNo=-1',
      'pageNo=1.5',
      'pageSize=101',
      'pageSize=0',
      'transType=jackpot',
      'startTime=abc',
      'startTime=200&endTime=100',
    ]) {
      const refused = await platform.call(`/wps/relay/ODSFE2_MemTransDet?${query}`, { token: player })
      assert.equal(refused.status, 400, query)
      assert.equal(refused.json.errorCode, 'request_param_err', query)
    }
    const guest = await platform.call('/wps/relay/ODSFE2_MemTransDet')
    assert.equal(guest.status, 401)
  })
})

describe('betting record (ODSFE2_MemBetDet)', () => {
  it('lists the member’s rounds with stake, payout, result and the balance after the round', async () => {
    const value = (await platform.call('/wps/relay/ODSFE2_MemBetDet?pageSize=2', { token: player })).json
      .value
    assert.equal(value.totalCount, 3)
    assert.equal(value.totalPages, 2)
    assert.equal(value.list.length, 2)
    for (const round of value.list) {
      assert.equal(round.gameName, 'Dice')
      assert.equal(round.gameType, 'INHOUSE')
      assert.equal(round.betAmount, 100)
      assert.equal(round.netAmount, round.winAmount - round.betAmount)
      assert.equal(round.result, round.netAmount > 0 ? 'WIN' : round.netAmount < 0 ? 'LOSE' : 'TIE')
      const last = /** @type {{ balance_after: number }} */ (
        platform.db
          .prepare('SELECT balance_after FROM ledger WHERE ref = ? ORDER BY id DESC LIMIT 1')
          .get(round.roundId)
      )
      assert.equal(round.balanceAfter, last.balance_after)
    }
    const ledgerNet = /** @type {number} */ (
      platform.db
        .prepare("SELECT SUM(amount_minor) FROM ledger WHERE member_id = ? AND kind IN ('bet', 'payout')")
        .pluck()
        .get(memberId('player01'))
    )
    assert.equal(value.summary.netAmount, ledgerNet)
    const live = (await platform.call('/wps/relay/ODSFE2_MemBetDet?gameType=LIVE', { token: player })).json
      .value
    assert.equal(live.totalCount, 0)
    const theirs = (await platform.call('/wps/relay/ODSFE2_MemBetDet?pageSize=100', { token: other })).json
      .value
    assert.equal(theirs.totalCount, 1)
    assert.ok(
      !value.list.some((/** @type {any} */ r) =>
        theirs.list.some((/** @type {any} */ t) => t.roundId === r.roundId),
      ),
    )
    const bad = await platform.call('/wps/relay/ODSFE2_MemBetDet?gameType=POKER', { token: player })
    assert.equal(bad.status, 400)
    const empty = await platform.call('/wps/relay/ODSFE2_MemBetDet?pageNo=50', { token: player })
    assert.deepEqual(empty.json.value.list, [])
  })
})

describe('platform messages (CSP_*)', () => {
  it('delivers a welcome and one note per sign-up bonus, in the caller’s language', async () => {
    post(platform.db, {
      memberId: memberId('mobile01'),
      amountMinor: 1_000,
      kind: 'signup_bonus',
      ref: 'register',
    })
    const count = await platform.call('/wps/relay/CSP_unreadCount', { token: other })
    assert.equal(count.status, 200, count.text)
    assert.deepEqual(count.json.value, { count: 2 })
    const list = (await platform.call('/wps/relay/CSP_messageList', { token: other, language: 'PT' })).json
      .value
    assert.equal(list.totalCount, 2)
    assert.equal(list.unread, 2)
    const titles = list.list.map((/** @type {any} */ m) => m.title)
    assert.ok(titles.includes('Bem-vindo(a) à Solara Games'), titles.join())
    assert.ok(titles.includes('Bônus de cadastro creditado'), titles.join())
    const bonus = list.list.find((/** @type {any} */ m) => m.title === 'Bônus de cadastro creditado')
    assert.match(bonus.content, /R\$ 10,00 foi adicionado/)
    assert.equal(bonus.read, false)
    const english = (await platform.call('/wps/relay/CSP_messageList', { token: other, language: 'EN' })).json
      .value
    assert.ok(english.list.some((/** @type {any} */ m) => m.content.startsWith('R$ 10.00 has been added')))
    // Reading twice delivers nothing twice.
    assert.equal(english.totalCount, 2)
  })

  it('marks one message read for its owner only', async () => {
    const list = (await platform.call('/wps/relay/CSP_messageList', { token: other })).json.value
    const target = list.list[0]
    const foreign = await readMessage(player, target.id)
    assert.equal(foreign.status, 404)
    const missing = await readMessage(other, '99999999')
    assert.equal(missing.status, 404)
    assert.equal(missing.json.errorCode, foreign.json.errorCode)
    const bad = await readMessage(other, 'x')
    assert.equal(bad.status, 400)
    const read = await readMessage(other, target.id)
    assert.equal(read.status, 200, read.text)
    assert.equal(read.json.value.read, true)
    assert.equal(read.json.value.unread, 1)
    assert.deepEqual((await platform.call('/wps/relay/CSP_unreadCount', { token: other })).json.value, {
      count: 1,
    })
    // Another member's inbox is untouched.
    const theirs = (await platform.call('/wps/relay/CSP_unreadCount', { token: player })).json.value
    assert.equal(theirs.count, 1, 'player01 has only the welcome (its balance came as an adjustment)')
    const pageTwo = (await platform.call('/wps/relay/CSP_messageList?pageNo=2&pageSize=1', { token: other }))
      .json.value
    assert.equal(pageTwo.list.length, 1)
    assert.equal(pageTwo.totalPages, 2)
  })

  it('gives trial accounts no inbox and guests nothing', async () => {
    const trial = await platform.call('/wps/session/login/freeplay', { method: 'POST', json: {} })
    const token = trial.json.value.token
    assert.deepEqual((await platform.call('/wps/relay/CSP_unreadCount', { token })).json.value, { count: 0 })
    assert.equal((await platform.call('/wps/relay/CSP_unreadCount')).status, 401)
    assert.equal((await platform.call('/wps/relay/CSP_messageList')).status, 401)
  })
})
