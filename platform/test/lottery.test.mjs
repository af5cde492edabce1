// @ts-check
// Lottery betting over HTTP: tickets of every kind on the open draw, the refusals (closed draw, unknown
// bet type, bad choice, stake above the balance), draws on the schedule and forced by the test control,
// settlement exactly once, the betting record, and 50 concurrent bets keeping the ledger equal to the
// balance.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { drawRules, resultOf } from '../lib/lottery/draws.mjs'
import { settleDraw, settleDueDraws, ticketWins } from '../lib/lottery/tickets.mjs'
import { usedOf } from '../lib/protection/rules.mjs'
import { registerFresh } from './client.mjs'
import { assertLedgerAt, manualClock, sharedPlatform } from './helpers.mjs'

const clock = manualClock()
const platform = sharedPlatform({ now: clock.now })

let serial = 0

/**
 * A fresh SOL1 member with `balance` minor units, and a launch session on a lottery game.
 * @param {number} balance
 * @param {string} gameCode
 */
async function player(balance, gameCode = 'mien_bac') {
  serial += 1
  const username = `lotto${serial}${Date.now() % 100000}`
  const { token } = await registerFresh(platform, username)
  const member = /** @type {{ id: number, balance_minor: number }} */ (
    platform.db
      .prepare("SELECT id, balance_minor FROM members WHERE username = ? AND merchant_code = 'SOL1'")
      .get(username)
  )
  const missing = balance - member.balance_minor
  if (missing !== 0) {
    platform.db
      .prepare('UPDATE members SET balance_minor = balance_minor + ? WHERE id = ?')
      .run(missing, member.id)
    platform.db
      .prepare(
        "INSERT INTO ledger (member_id, amount_minor, kind, ref, created_at, balance_after) VALUES (?, ?, 'adjustment', 'test', ?, ?)",
      )
      .run(member.id, missing, clock.now(), balance)
  }
  const launch = await platform.call(
    `/wps/game/launchLotto?device=WEB&lottoPrizeMode=ZY&launchMode=LOTT&lottoGameCode=${gameCode}&lottoView=betting&backUrl=/&language=EN`,
    { token, language: 'EN' },
  )
  assert.equal(launch.status, 200, launch.text)
  const session = /** @type {string} */ (new URL(launch.json.value.gameUrl).searchParams.get('session'))
  return { id: member.id, token, session, gameCode }
}

/** @param {string} gameCode */
const gameOf = (gameCode) =>
  /** @type {{ node_id: number, game_code: string, name: string }} */ (
    platform.db.prepare('SELECT node_id, game_code, name FROM games WHERE game_code = ?').get(gameCode)
  )

/** @param {string} gameCode */
const openDrawNo = (gameCode) => Math.floor(clock.now() / drawRules(gameOf(gameCode)).intervalMs)

/**
 * @param {{ session: string, gameCode: string }} who
 * @param {Record<string, string | number>} fields
 */
function bet(who, fields) {
  const form = new URLSearchParams({
    session: who.session,
    game: who.gameCode,
    drawNo: String(openDrawNo(who.gameCode)),
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
  })
  return platform.call('/lottery/bet', {
    method: 'POST',
    merchant: null,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
}

/** @param {number} memberId */

/** @param {number} memberId */
const ticketsOf = (memberId) =>
  /** @type {{ id: number, ticket_ref: string, status: string, payout_minor: number, stake_minor: number, bet_type: string, selection: string, draw_no: number }[]} */ (
    platform.db.prepare('SELECT * FROM lottery_tickets WHERE member_id = ? ORDER BY id').all(memberId)
  )

describe('lottery betting', () => {
  it('takes a ticket of each kind, debits the stake and shows it in the view and the record', async () => {
    const who = await player(100_00)
    for (const fields of [
      { type: 'pick', selection: '07', stake: '1.00' },
      { type: 'big_small', selection: 'big', stake: '2' },
      { type: 'odd_even', selection: 'even', stake: '3.50' },
    ]) {
      const placed = await bet(who, fields)
      assert.equal(placed.status, 303, placed.text)
      assert.match(String(placed.headers.location), /^\/lottery\/lobby\?session=.*&placed=L/)
    }
    assertLedgerAt(platform, who.id, 93_50)
    // Tickets count towards the wager and loss limits like any other round.
    assert.equal(usedOf(platform.db, who.id, 'wager', 'day', clock.now(), 0), 6_50)
    assert.equal(usedOf(platform.db, who.id, 'loss', 'day', clock.now(), 0), 6_50)
    const tickets = ticketsOf(who.id)
    assert.deepEqual(
      tickets.map((ticket) => [ticket.bet_type, ticket.selection, ticket.stake_minor, ticket.status]),
      [
        ['pick', '07', 100, 'open'],
        ['big_small', 'big', 200, 'open'],
        ['odd_even', 'even', 350, 'open'],
      ],
    )
    const view = await platform.call(
      `/lottery/lobby?session=${who.session}&game=${who.gameCode}&placed=${tickets[0]?.ticket_ref}`,
      {
        merchant: null,
      },
    )
    assert.equal(view.status, 200)
    assert.match(view.text, /data-notify="balance"/)
    assert.equal((view.text.match(/data-status="open"/g) ?? []).length, 3)
    const record = await platform.call('/wps/relay/ODSFE2_MemBetDet', {
      method: 'POST',
      token: who.token,
      json: {},
    })
    assert.equal(record.json.value.totalCount, 3)
    assert.ok(
      record.json.value.list.every(
        (/** @type {any} */ row) => row.result === 'OPEN' && row.gameName === 'Mien Bac',
      ),
    )
  })

  it('opens on the play type the launch names, and ignores one it does not know', async () => {
    const { token } = await registerFresh(platform, `lottoplay${Date.now() % 100000}`)
    /** @param {string} playType */
    const formsOf = async (playType) => {
      const launch = await platform.call(
        `/wps/game/launchLotto?device=WEB&lottoPrizeMode=ZY&launchMode=LOTT&lottoGameCode=mien_bac&lottoPlayType=${playType}&lottoView=betting&backUrl=/&language=EN`,
        { token, language: 'EN' },
      )
      assert.equal(launch.status, 200, launch.text)
      const url = new URL(launch.json.value.gameUrl)
      const view = await platform.call(`${url.pathname}${url.search}`, { merchant: null })
      assert.equal(view.status, 200, view.text)
      return {
        play: url.searchParams.get('play'),
        types: [...view.text.matchAll(/name="type" value="([a-z_]+)"/g)].map((match) => match[1]),
        chosen: [
          ...view.text.matchAll(/<form [^>]*data-chosen=""[^>]*>[\s\S]*?name="type" value="([a-z_]+)"/g),
        ].map((match) => match[1]),
      }
    }
    assert.deepEqual(await formsOf('big_small'), {
      play: 'big_small',
      types: ['big_small', 'pick', 'odd_even'],
      chosen: ['big_small'],
    })
    assert.deepEqual(await formsOf('odd_even'), {
      play: 'odd_even',
      types: ['odd_even', 'pick', 'big_small'],
      chosen: ['odd_even'],
    })
    assert.deepEqual(await formsOf('%3Cscript%3E'), {
      play: null,
      types: ['pick', 'big_small', 'odd_even'],
      chosen: [],
    })
  })

  it('refuses a closed draw, an unknown type, a bad choice, a stake out of range or above the balance', async () => {
    const who = await player(5_00)
    const closed = await bet(who, {
      type: 'big_small',
      selection: 'big',
      stake: '1',
      drawNo: openDrawNo(who.gameCode) - 1,
    })
    assert.equal(closed.status, 409)
    assert.match(closed.text, /role="alert">This draw is closed/)
    const unknown = await bet(who, { type: 'jackpot', selection: 'big', stake: '1' })
    assert.equal(unknown.status, 400)
    assert.match(unknown.text, /This bet type does not exist/)
    for (const selection of ['7', '100', 'ab']) {
      const bad = await bet(who, { type: 'pick', selection, stake: '1' })
      assert.equal(bad.status, 400, selection)
    }
    assert.equal((await bet(who, { type: 'odd_even', selection: 'big', stake: '1' })).status, 400)
    assert.equal((await bet(who, { type: 'odd_even', selection: 'odd', stake: '0.001' })).status, 400)
    assert.equal((await bet(who, { type: 'odd_even', selection: 'odd', stake: '-1' })).status, 400)
    const broke = await bet(who, { type: 'odd_even', selection: 'odd', stake: '6' })
    assert.equal(broke.status, 400)
    assert.match(broke.text, /Your balance is too low/)
    /** The view's pick bet of 1.00, posted as a page of the given origin would post it. @param {string} origin */
    const postFrom = (origin) =>
      platform.call('/lottery/bet', {
        method: 'POST',
        merchant: null,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({
          session: who.session,
          game: who.gameCode,
          type: 'pick',
          selection: '01',
          stake: '1',
        }).toString(),
      })
    const foreign = await postFrom('https://evil.example')
    assert.equal(foreign.status, 403)
    const opaque = await postFrom('null')
    assert.equal(opaque.status, 403, 'a sandboxed or referrer-less page cannot post a bet')
    const view = await platform.call(`/lottery/lobby?session=${who.session}`, { merchant: null })
    assert.equal(view.headers['referrer-policy'], 'same-origin', 'the bet forms post with their own origin')
    assert.equal(ticketsOf(who.id).length, 0)
    assertLedgerAt(platform, who.id, 5_00)
  })

  it('draws on the schedule and settles each ticket once, as its result says', async () => {
    const who = await player(50_00, 'quick_3d')
    const drawNo = openDrawNo('quick_3d')
    for (const selection of ['big', 'small'])
      assert.equal((await bet(who, { type: 'big_small', selection, stake: '10' })).status, 303)
    assert.equal((await bet(who, { type: 'pick', selection: '42', stake: '1' })).status, 303)
    clock.advance(drawRules(gameOf('quick_3d')).intervalMs)
    const view = await platform.call(`/lottery/lobby?session=${who.session}&game=quick_3d`, {
      merchant: null,
    })
    assert.equal(view.status, 200)
    const numbers = resultOf(platform.db, gameOf('quick_3d'), drawNo)
    const tickets = ticketsOf(who.id)
    const format = drawRules(gameOf('quick_3d')).format
    let expected = 29_00
    for (const ticket of tickets) {
      const wins = ticketWins(format, ticket, numbers)
      assert.equal(ticket.status, wins ? 'won' : 'lost')
      const payout = wins
        ? Math.floor((ticket.stake_minor * (ticket.bet_type === 'pick' ? 9000 : 195)) / 100)
        : 0
      assert.equal(ticket.payout_minor, payout)
      expected += payout
    }
    assert.equal(
      tickets.filter((ticket) => ticket.bet_type === 'big_small' && ticket.status === 'won').length,
      1,
    )
    assertLedgerAt(platform, who.id, expected)
    // A second run, and a run after the ticket rows were read back as open, pay nothing more.
    assert.equal(settleDueDraws(platform.db, clock.now()), 0)
    platform.db.prepare("UPDATE lottery_tickets SET status = 'open' WHERE member_id = ?").run(who.id)
    assert.equal(settleDraw(platform.db, gameOf('quick_3d'), drawNo, clock.now()).settled, 0)
    assertLedgerAt(platform, who.id, expected)
    const late = await bet(who, { type: 'big_small', selection: 'big', stake: '1', drawNo })
    assert.equal(late.status, 409)
  })

  it('the test control draws the open draw with a forced result, once', async () => {
    const who = await player(20_00, 'keno_80')
    assert.equal((await bet(who, { type: 'pick', selection: '5, 9', stake: '1' })).status, 303)
    assert.equal((await bet(who, { type: 'big_small', selection: 'small', stake: '2' })).status, 303)
    assert.equal((await bet(who, { type: 'odd_even', selection: 'even', stake: '3' })).status, 303)
    const numbers = Array.from({ length: 20 }, (_, index) => index + 1)
    const forced = await platform.call('/__test/lottery/draw', {
      method: 'POST',
      merchant: null,
      json: { gameCode: 'keno_80', numbers },
    })
    assert.equal(forced.status, 200, forced.text)
    // 1..20 sums to 210: small and even; 5 and 9 are drawn.
    assert.equal(forced.json.value.settled, 3)
    assert.equal(forced.json.value.paid, 15_00 + 3_90 + 5_85)
    assertLedgerAt(platform, who.id, 14_00 + 24_75)
    const again = await platform.call('/__test/lottery/draw', {
      method: 'POST',
      merchant: null,
      json: { gameCode: 'keno_80', numbers },
    })
    assert.equal(again.status, 409)
    const closed = await bet(who, { type: 'odd_even', selection: 'odd', stake: '1' })
    assert.equal(closed.status, 409, 'a drawn draw takes no more bets')
    const record = await platform.call('/wps/relay/ODSFE2_MemBetDet', {
      method: 'POST',
      token: who.token,
      json: {},
    })
    assert.deepEqual(record.json.value.summary, { betAmount: 6_00, winAmount: 24_75, netAmount: 18_75 })
    assert.ok(record.json.value.list.every((/** @type {any} */ row) => row.result === 'WIN'))
    const bad = await platform.call('/__test/lottery/draw', {
      method: 'POST',
      merchant: null,
      json: { gameCode: 'keno_80', numbers: [1, 1] },
    })
    assert.equal(bad.status, 400)
  })

  it('50 concurrent bets racing the balance keep the ledger equal to it, never negative', async () => {
    const who = await player(10_00, 'sieu_toc_5_phut')
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        bet(who, { type: 'odd_even', selection: index % 2 ? 'odd' : 'even', stake: '1' }),
      ),
    )
    const accepted = results.filter((result) => result.status === 303)
    const refused = results.filter(
      (result) => result.status === 400 && /Your balance is too low/.test(result.text),
    )
    assert.equal(accepted.length, 10)
    assert.equal(refused.length, 40)
    assertLedgerAt(platform, who.id, 0)
    assert.equal(ticketsOf(who.id).length, 10)
  })
})
