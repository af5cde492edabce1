// @ts-check
// Texas Hold'em in the card rooms: hand ranking, the house seats' rule, the rake, and hands over HTTP:
// the ante and each call are ledger entries, the pot is paid once when the hand ends, the room's tier
// sets the stake, and the cards verify from the revealed seed.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { registerFresh } from './client.mjs'
import { assertLedgerBalances, sharedPlatform } from './helpers.mjs'
import { xorshift } from './seeded.mjs'
import { floats } from '../inhouse/fair.mjs'
import { HOLDEM_FLOATS, bestValue, compareValues, dealHand, playOut, seatStays } from '../inhouse/holdem.mjs'

/** @param {string} text e.g. 'As Kd' (ranks 2–9, T, J, Q, K, A; suits s h d c) */
const cards = (text) =>
  text.split(' ').map((code) => ({
    rank: '23456789TJQKA'.indexOf(/** @type {string} */ (code[0])) + 2,
    suit: 'shdc'.indexOf(/** @type {string} */ (code[1])),
  }))

describe('hold’em rules', () => {
  it('ranks hands by category, then by their cards', () => {
    const order = [
      'As Kd 9c 7h 3s 2d 4c', // high card
      '9s 9d Kc 7h 3s 2d 4c', // pair
      '9s 9d Kc Kh 3s 2d 5c', // two pair
      '9s 9d 9c Kh 3s 2d 5c', // trips
      'As 2d 3c 4h 5s 9d Kc', // wheel straight
      '6s 7d 8c 9h Ts 2d 2c', // straight to ten
      'As Ks 9s 7s 3s 2d 4c', // flush
      '9s 9d 9c Kh Ks 2d 5c', // full house
      '9s 9d 9c 9h Ks 2d 5c', // quads
      '5s 6s 7s 8s 9s 2d Kc', // straight flush
    ].map((hand) => bestValue(cards(hand)))
    assert.deepEqual(
      order.map((value) => value[0]),
      [0, 1, 2, 3, 4, 4, 5, 6, 7, 8],
    )
    for (let index = 1; index < order.length; index += 1) {
      assert.ok(
        compareValues(/** @type {number[]} */ (order[index]), /** @type {number[]} */ (order[index - 1])) > 0,
        `${index}`,
      )
    }
    // Kickers decide between equal pairs; the board can tie two hands.
    assert.ok(
      compareValues(bestValue(cards('9s 9d Ac 7h 3s 2d 4c')), bestValue(cards('9h 9c Kc 7d 3s 2d 4c'))) > 0,
    )
    assert.equal(
      compareValues(bestValue(cards('2s 3d As Ks Qs Js Ts')), bestValue(cards('4h 5c As Ks Qs Js Ts'))),
      0,
    )
  })

  it('house seats stay by their published rule', () => {
    assert.equal(seatStays(cards('7s 7d'), []), true)
    assert.equal(seatStays(cards('Ks 2d'), []), true)
    assert.equal(seatStays(cards('9s Td'), []), true)
    assert.equal(seatStays(cards('8s Td'), []), false)
    assert.equal(seatStays(cards('8s Td'), cards('8d 2c 3h')), true)
    assert.equal(seatStays(cards('As 4d'), cards('8d 2c 3h')), true)
    assert.equal(seatStays(cards('As 4d'), cards('8d 2c 3h Jc')), false)
  })

  it('the pot, the rake (5 %, none before the flop) and split pots', () => {
    // The player calls all three times holding aces; both seats hold nothing that stays: they fold
    // before the flop, so no rake and the player takes the five antes and calls in the pot.
    const hand = {
      player: cards('As Ad'),
      seats: [cards('2c 7d'), cards('3c 8h')],
      board: cards('Kd 9s 4h Jc 5d'),
    }
    const early = playOut(hand, 1, false, 100)
    assert.deepEqual(early.winners, ['player'])
    assert.equal(early.pot, 400)
    assert.equal(early.rake, 0)
    assert.equal(early.payout, 400)
    // A seat that stays to the showdown with a pair of kings against the player's aces.
    const showdown = playOut({ ...hand, seats: [cards('Kc Qd'), cards('3c 8h')] }, 3, false, 100)
    assert.equal(showdown.showdown, true)
    assert.equal(showdown.pot, 4 * 100 + 4 * 100 + 100)
    assert.equal(showdown.rake, 45)
    assert.deepEqual(showdown.winners, ['player'])
    assert.equal(showdown.payout, 900 - 45)
    // A fold loses what the player put in.
    const folded = playOut(hand, 0, true, 100)
    assert.equal(folded.payout, 0)
    assert.equal(folded.rake, 0)
    // The board plays for both: the pot is split, each share rounded down.
    const split = playOut(
      { player: cards('2s 3d'), seats: [cards('Kh 5c'), cards('9c 9h')], board: cards('As Ks Qs Js Ts') },
      3,
      false,
      100,
    )
    assert.deepEqual(new Set(split.winners), new Set(['player', 0, 1]))
    assert.equal(split.pot, 1200)
    assert.equal(split.payout, Math.floor((1200 - 60) / 3))
    // The largest pot: every seat calls every street, twelve units, 5 % raked.
    const big = playOut({ ...hand, seats: [cards('Kc Qd'), cards('Kh Qc')] }, 3, false, 1000)
    assert.equal(big.pot, 12_000)
    assert.equal(big.rake, 600)
  })

  it('deals eleven different cards from one deck', () => {
    const draw = xorshift(99)
    for (let index = 0; index < 2000; index += 1) {
      const hand = dealHand(Array.from({ length: HOLDEM_FLOATS }, () => draw()))
      const all = [...hand.player, ...hand.seats.flat(), ...hand.board].map(
        (card) => `${card.rank}/${card.suit}`,
      )
      assert.equal(new Set(all).size, 11)
    }
  })
})

const platform = sharedPlatform()

/** @param {Record<string, unknown>} body @param {string} path */
function act(path, body) {
  return platform.call(path, { merchant: null, method: 'POST', json: body })
}

describe('hold’em rooms over HTTP', () => {
  it('a hand: the ante and each call are bets, the pot is paid once, the cards verify', async () => {
    const { token } = await registerFresh(platform, 'holdemplay1')
    await platform.call('/__test/members/holdemplay1/credit', {
      merchant: null,
      method: 'POST',
      json: { merchant: 'SOL1', amountMinor: 100_000 },
    })
    const id = /** @type {number} */ (
      platform.db.prepare("SELECT id FROM members WHERE username = 'holdemplay1'").pluck().get()
    )
    const rooms = await platform.call('/wps/relay/GLS2_roomList', { token })
    const room = rooms.json.value.list.find(
      (/** @type {any} */ item) => item.gameName === "Texas Hold'em" && item.roomId.endsWith('-B'),
    )
    assert.ok(room, rooms.text)
    const launched = await platform.call(
      `/wps/game/launchGame?roomId=${room.roomId}&launchMode=GLS&accountType=1`,
      {
        token,
      },
    )
    assert.equal(launched.status, 200, launched.text)
    const url = new URL(launched.json.value.content.game_url)
    assert.equal(url.pathname, '/play/holdem')
    const session = url.searchParams.get('session')
    const page = await platform.call(`${url.pathname}${url.search}`, { merchant: null })
    assert.match(page.text, /holdem\.js/)

    const unit = room.minBet
    const before = /** @type {number} */ (
      platform.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(id)
    )
    const dealt = await act('/play/api/holdem/deal', { session })
    assert.equal(dealt.status, 200, dealt.text)
    const hand = dealt.json.value
    assert.equal(hand.status, 'open')
    assert.equal(hand.stake, unit)
    assert.equal(hand.hole.length, 2)
    assert.equal(hand.board.length, 0)
    assert.equal(hand.seats, undefined)
    assert.equal((await act('/play/api/holdem/deal', { session })).status, 409)

    let view = hand
    let calls = 0
    while (view.status === 'open') {
      const next = await act('/play/api/holdem/act', { session, round: view.round, action: 'call' })
      assert.equal(next.status, 200, next.text)
      view = next.json.value
      calls += 1
      if (view.status === 'open') assert.equal(view.board.length, [0, 3, 4][calls])
    }
    assert.equal(view.stake, unit * (1 + calls))
    assert.equal(view.payout, view.outcome.payout)
    const after = platform.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(id)
    assert.equal(after, before - view.stake + view.payout)
    assertLedgerBalances(platform, id)
    const again = await act('/play/api/holdem/act', { session, round: view.round, action: 'call' })
    assert.equal(again.status, 409)
    assert.equal(platform.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(id), after)

    // Revealing the seed lets the hand be dealt again from it, card for card.
    const rotated = await act('/play/api/seed', { session })
    assert.equal(rotated.status, 200, rotated.text)
    const verify = await platform.call(`/play/api/verify?round=${view.round}`, { merchant: null })
    const round = verify.json.value
    const redealt = dealHand(
      floats(
        { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
        HOLDEM_FLOATS,
      ),
    )
    assert.deepEqual(redealt, round.outcome.hand)

    // A fold ends the next hand at once with nothing paid.
    const second = await act('/play/api/holdem/deal', { session })
    const folded = await act('/play/api/holdem/act', {
      session,
      round: second.json.value.round,
      action: 'fold',
    })
    assert.equal(folded.json.value.status, 'settled')
    assert.equal(folded.json.value.payout, 0)
    assert.equal(folded.json.value.stake, unit)
    assertLedgerBalances(platform, id)
    const bad = await act('/play/api/holdem/act', {
      session,
      round: second.json.value.round,
      action: 'raise',
    })
    assert.equal(bad.status, 400)
  })
})
