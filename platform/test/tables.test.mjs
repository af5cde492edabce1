// @ts-check
// The live tables over HTTP: everyone at a table sees the same result, a bet is taken only while the
// window is open and once per round, and every bet settles exactly once with the ledger equal to the
// balance.
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { describe, it } from 'node:test'

import { registerFresh, tokenFor } from './client.mjs'
import { assertLedgerBalances, manualClock, memberIdOf, sharedPlatform, testControl } from './helpers.mjs'
import { floats } from '../inhouse/fair.mjs'
import { RED, drawResult } from '../inhouse/tables/rules.mjs'
import { settleDueTableBets } from '../inhouse/tables/rounds.mjs'

const clock = manualClock(Date.parse('2026-06-01T10:00:00.000Z'))
/** @type {string} */
let player
const platform = sharedPlatform({
  now: clock.now,
  async afterStart() {
    player = await tokenFor(platform, 'player01', 'Player#2026')
  },
})

/** @param {string} pattern game code pattern of a live table */
function tableGame(pattern) {
  return /** @type {{ node_id: number, name: string }} */ (
    platform.db
      .prepare(
        "SELECT node_id, name FROM games WHERE game_type = 'LIVE' AND game_code LIKE ? ORDER BY node_id LIMIT 1",
      )
      .get(pattern)
  )
}

/** @param {string} token @param {number} nodeId */
async function launchTable(token, nodeId, language = 'EN') {
  const result = await platform.call(`/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS&accountType=1`, {
    token,
    language,
  })
  assert.equal(result.status, 200, result.text)
  const url = new URL(result.json.value.content.game_url)
  return { url, session: /** @type {string} */ (url.searchParams.get('session')) }
}

/** @param {string} session */
async function tableState(session) {
  const result = await platform.call(`/play/api/table?session=${session}`, { merchant: null })
  assert.equal(result.status, 200, result.text)
  return result.json.value
}

/** The table's state once its next betting window is open (the shared clock moved on). @param {string} session */
async function bettingState(session) {
  const state = await tableState(session)
  if (state.round.phase === 'betting') return state
  clock.advance(state.round.msLeft)
  return tableState(session)
}

/**
 * Places `bets` on a table's round through the table session `session`.
 * @param {unknown} session
 * @param {unknown} round
 * @param {unknown} bets
 */
function bet(session, round, bets) {
  return platform.call('/play/api/table/bet', {
    merchant: null,
    method: 'POST',
    json: { session, round, bets },
  })
}

/**
 * A fresh member of SOL1 with `amountMinor` credited; answers its token and id.
 * @param {string} username
 * @param {number} amountMinor
 */
async function fundedMember(username, amountMinor) {
  const { token } = await registerFresh(platform, username)
  const credited = await testControl(platform, `/__test/members/${username}/credit`, {
    merchant: 'SOL1',
    amountMinor,
  })
  assert.equal(credited.status, 200, credited.text)
  return { token: /** @type {string} */ (token), id: memberId(username) }
}

/** @param {string} username */
const memberId = (username) => memberIdOf(platform, username)

describe('live tables over HTTP', () => {
  it('live tables are named for the game they deal and open its table', async () => {
    const names = /** @type {string[]} */ (
      platform.db.prepare("SELECT name FROM games WHERE game_type = 'LIVE'").pluck().all()
    )
    assert.ok(names.includes('Velvet Roulette 1') && names.includes('Crown Baccarat 1'))
    for (const name of names) assert.match(name, /Roulette|Baccarat|Dragon Tiger/, name)
    for (const [pattern, engine] of /** @type {[string, string][]} */ ([
      ['velvet_roulette_%', 'roulette'],
      ['crown_baccarat_%', 'baccarat'],
      ['%dragon_tiger%', 'dragontiger'],
    ])) {
      const { url, session } = await launchTable(player, tableGame(pattern).node_id, 'PT')
      assert.equal(url.pathname, `/play/${engine}`)
      const page = await platform.call(`${url.pathname}${url.search}`, { merchant: null })
      assert.equal(page.status, 200)
      assert.match(page.text, /table\.js/)
      assert.match(page.text, /Façam suas apostas|Apostas/)
      const state = await bettingState(session)
      assert.equal(state.table.kind, engine)
      assert.equal(state.round.phase, 'betting')
      assert.match(state.round.seedHash, /^[0-9a-f]{64}$/)
      assert.equal(state.round.seed, null)
    }
  })

  it('two players see the same result; each bet settles once, on that result, into the ledger', async () => {
    const roulette = tableGame('velvet_roulette_%')
    const second = await fundedMember('tablemate1', 50_000)
    const one = await launchTable(player, roulette.node_id)
    const two = await launchTable(second.token, roulette.node_id)
    const open = await bettingState(one.session)
    const before = await tableState(two.session)
    assert.equal(before.round.no, open.round.no)
    assert.equal(before.round.seedHash, open.round.seedHash)

    const placed = await bet(one.session, open.round.no, [
      { spot: 'red', stake: 1000 },
      { spot: 'n:17', stake: 200 },
    ])
    assert.equal(placed.status, 200, placed.text)
    assert.equal(placed.json.value.bets[0].status, 'open')
    assert.equal(placed.json.value.bets[0].stake, 1200)
    assert.equal((await bet(two.session, open.round.no, [{ spot: 'black', stake: 500 }])).status, 200)

    // A second tab of the same player, the same round: refused.
    const other = await launchTable(player, roulette.node_id)
    const twice = await bet(other.session, open.round.no, [{ spot: 'odd', stake: 100 }])
    assert.equal(twice.status, 409)
    assert.equal(twice.json.errorCode, 'table.bet.placed')

    // Bad spots and stakes are refused and take nothing.
    for (const bets of [[{ spot: 'split:3-4', stake: 100 }], [], [{ spot: 'red', stake: 1 }]]) {
      const refused = await bet(two.session, open.round.no, bets)
      assert.equal(refused.status, 400, JSON.stringify(bets))
    }

    const id = memberId('player01')
    const balanceBefore = /** @type {number} */ (
      platform.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(id)
    )
    clock.advance(open.table.bettingMs + 1)
    const shown = await tableState(one.session)
    const seen = await tableState(two.session)
    assert.equal(shown.round.phase, 'result')
    assert.deepEqual(shown.round.result, seen.round.result)
    assert.equal(createHash('sha256').update(shown.round.seed).digest('hex'), shown.round.seedHash)
    const recomputed = drawResult(
      'roulette',
      floats(
        { serverSeed: shown.round.seed, clientSeed: `table-${roulette.node_id}`, nonce: shown.round.no },
        1,
      ),
    )
    assert.deepEqual(recomputed, shown.round.result)

    const mine = shown.bets[0]
    const pocket = shown.round.result.pocket
    const expected = (RED.includes(pocket) ? 2000 : 0) + (pocket === 17 ? 7200 : 0)
    assert.equal(mine.status, 'settled')
    assert.equal(mine.payout, expected)
    const balanceAfter = platform.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(id)
    assert.equal(balanceAfter, balanceBefore + expected)
    assertLedgerBalances(platform, id)
    assertLedgerBalances(platform, second.id)

    // Settling again (the scheduler, a restart) pays nothing more.
    assert.equal(settleDueTableBets(platform.db, clock.now()), 0)
    assert.equal(
      platform.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(id),
      balanceAfter,
    )
    const payouts = platform.db
      .prepare("SELECT COUNT(*) FROM ledger WHERE ref = ? AND kind = 'payout'")
      .pluck()
      .get(mine.round)
    assert.equal(payouts, expected > 0 ? 1 : 0)

    // After the window: too late for that round.
    const late = await bet(one.session, open.round.no, [{ spot: 'red', stake: 100 }])
    assert.equal(late.status, 409)
    assert.equal(late.json.errorCode, 'table.closed')
    assert.match(late.json.message, /closed/)

    // The bet is in the betting record, and its round verifies.
    const record = await platform.call('/wps/relay/GCS_betRecord?gameType=LIVE', { token: player })
    assert.ok(
      record.json.value.list.some((/** @type {any} */ row) => row.roundId === mine.round),
      record.text,
    )
    const verify = await platform.call(`/play/api/verify?round=${mine.round}`, { merchant: null })
    assert.equal(verify.status, 200, verify.text)
    assert.equal(verify.json.value.serverSeed, shown.round.seed)
    assert.deepEqual(verify.json.value.outcome.result, shown.round.result)
    const verifyPage = await platform.call(`/play/verify?round=${mine.round}&lang=EN`, { merchant: null })
    assert.equal(verifyPage.status, 200)
  })

  it('a stake above the balance is refused; concurrent bets on one round take one', async () => {
    const baccarat = tableGame('crown_baccarat_%')
    const fresh = await fundedMember('tablepoor1', 1500)
    const { session } = await launchTable(fresh.token, baccarat.node_id)
    const state = await bettingState(session)
    const id = fresh.id
    const balance = /** @type {number} */ (
      platform.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(id)
    )
    const tooMuch = await bet(session, state.round.no, [{ spot: 'banker', stake: balance + 100 }])
    assert.equal(tooMuch.status, 400)
    assert.equal(tooMuch.json.errorCode, 'balance.insufficient')
    const results = await Promise.all(
      Array.from({ length: 8 }, () => bet(session, state.round.no, [{ spot: 'player', stake: 1000 }])),
    )
    assert.equal(results.filter((result) => result.status === 200).length, 1)
    assert.ok(
      results.every((result) => result.status === 200 || result.json.errorCode === 'table.bet.placed'),
    )
    assert.equal(
      platform.db.prepare('SELECT balance_minor FROM members WHERE id = ?').pluck().get(id),
      balance - 1000,
    )
    assertLedgerBalances(platform, id)

    // The test control closes the window now; the result and the payout follow at once.
    const closed = await platform.call(`/__test/tables/${baccarat.node_id}/close`, {
      merchant: null,
      method: 'POST',
    })
    assert.equal(closed.status, 200, closed.text)
    assert.equal(closed.json.value.settled, 1)
    const after = await tableState(session)
    assert.equal(after.round.phase, 'result')
    const result = after.round.result
    assert.equal(after.bets[0].payout, result.winner === 'player' ? 2000 : result.winner === 'tie' ? 1000 : 0)
    assertLedgerBalances(platform, id)
    const unknown = await platform.call('/__test/tables/999999/close', { merchant: null, method: 'POST' })
    assert.equal(unknown.status, 404)
  })
})
