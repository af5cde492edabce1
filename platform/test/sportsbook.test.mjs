// @ts-check
// The sportsbook: the settlement rules of 1X2, handicap and totals, multiples, the documented margin,
// the schedule's determinism, the result draw against the exact score distribution, and over HTTP a
// slip placed and refused (started fixture, moved price, stake above the balance, the same slip
// twice) and settled exactly once by the scheduler, across a restart, with the ledger equal to the
// balance and the bets in the betting record.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'

import { tokenFor } from './client.mjs'
import { xorshift } from './seeded.mjs'
import { assertLedgerBalances, balanceOf, manualClock, startPlatform } from './helpers.mjs'
import {
  ESPORTS,
  MARGIN,
  PRICE_STEP_MS,
  SPORTS,
  betPayout,
  combinedPrice,
  drawScore,
  fixturesBetween,
  marketsAt,
  modelAt,
  pickWins,
  scoreDistribution,
} from '../inhouse/sportsbook.mjs'
import { settleDueSports } from '../inhouse/sports-bets.mjs'

describe('sportsbook rules', () => {
  it('settles 1X2, handicap and totals on the final score, with half lines that never push', () => {
    assert.equal(pickWins('1x2', 'home', null, 2, 1), true)
    assert.equal(pickWins('1x2', 'draw', null, 2, 1), false)
    assert.equal(pickWins('1x2', 'draw', null, 1, 1), true)
    assert.equal(pickWins('1x2', 'away', null, 0, 3), true)
    assert.equal(pickWins('1x2', 'home', null, 1, 1), false)
    // Home −1.5: wins by two or more; away +1.5 wins otherwise.
    assert.equal(pickWins('handicap', 'home', -1.5, 3, 1), true)
    assert.equal(pickWins('handicap', 'away', -1.5, 3, 1), false)
    assert.equal(pickWins('handicap', 'home', -1.5, 2, 1), false)
    assert.equal(pickWins('handicap', 'away', -1.5, 2, 1), true)
    // Home +0.5 wins a draw.
    assert.equal(pickWins('handicap', 'home', 0.5, 1, 1), true)
    assert.equal(pickWins('handicap', 'away', 0.5, 1, 1), false)
    assert.equal(pickWins('totals', 'over', 2.5, 2, 1), true)
    assert.equal(pickWins('totals', 'under', 2.5, 2, 1), false)
    assert.equal(pickWins('totals', 'under', 2.5, 1, 1), true)
    // On every score exactly one pick of each market wins.
    for (const [home, away] of [
      [0, 0],
      [1, 0],
      [2, 2],
      [0, 3],
      [5, 4],
    ]) {
      const h = /** @type {number} */ (home)
      const a = /** @type {number} */ (away)
      const oneX2 = ['home', 'draw', 'away'].filter((pick) =>
        pickWins('1x2', /** @type {any} */ (pick), null, h, a),
      )
      assert.equal(oneX2.length, 1)
      for (const line of [-2.5, -0.5, 0.5, 1.5]) {
        assert.notEqual(pickWins('handicap', 'home', line, h, a), pickWins('handicap', 'away', line, h, a))
      }
      assert.notEqual(pickWins('totals', 'over', 3.5, h, a), pickWins('totals', 'under', 3.5, h, a))
    }
  })

  it('a multiple pays the stake times every price when every leg wins, and nothing otherwise', () => {
    assert.equal(betPayout(1000, [185], [true]), 1850)
    assert.equal(betPayout(1000, [185, 210], [true, true]), 3885)
    assert.equal(betPayout(1000, [185, 210], [true, false]), 0)
    assert.equal(betPayout(333, [157, 203, 119], [true, true, true]), 1262) // ⌊333 × 1.57 × 2.03 × 1.19⌋
    assert.equal(combinedPrice([185, 210]), 388)
  })

  it('prices every market with the documented margin: implied probabilities add up to at least 106 %', () => {
    const now = Date.parse('2026-03-02T12:00:00Z')
    let markets = 0
    for (const sport of [...Object.keys(SPORTS), ...Object.keys(ESPORTS)]) {
      for (const fixture of fixturesBetween('margin', sport, now, now + 6 * 60 * 60 * 1000)) {
        for (const market of marketsAt('margin', fixture, now)) {
          const book = market.picks.reduce((sum, pick) => sum + 100 / pick.price, 0)
          const truth = market.picks.reduce((sum, pick) => sum + pick.probability, 0)
          assert.ok(
            Math.abs(truth - 1) < 1e-9,
            `${fixture.id} ${market.market} probabilities sum to ${truth}`,
          )
          assert.ok(book >= MARGIN - 1e-9, `${fixture.id} ${market.market} book ${book}`)
          // Each pick returns at most 1 / 1.06 at its own probability (unless priced at the 1.01 floor).
          for (const pick of market.picks) {
            if (pick.price > 101) assert.ok((pick.probability * pick.price) / 100 <= 1 / MARGIN + 1e-9)
          }
          markets += 1
        }
      }
    }
    assert.ok(markets > 300)
  })

  it('makes the same schedule from the same seed, another from another, and moves prices by the step', () => {
    const now = Date.parse('2026-03-02T12:00:00Z')
    const day = 24 * 60 * 60 * 1000
    const first = fixturesBetween('seed-a', 'football', now, now + day)
    assert.deepEqual(fixturesBetween('seed-a', 'football', now, now + day), first)
    const other = fixturesBetween('seed-b', 'football', now, now + day)
    assert.notDeepEqual(
      other.map((fixture) => `${fixture.home}:${fixture.away}`),
      first.map((fixture) => `${fixture.home}:${fixture.away}`),
    )
    const fixture = /** @type {import('../inhouse/sportsbook.mjs').Fixture} */ (first.at(-1))
    for (const entry of first) assert.notEqual(entry.home, entry.away)
    const prices = (/** @type {number} */ at) =>
      marketsAt('seed-a', fixture, at).flatMap((market) => market.picks.map((pick) => pick.price))
    assert.deepEqual(prices(now), prices(now + 1000))
    let moved = false
    for (let step = 1; step < 8 && !moved; step += 1) {
      moved = prices(now + step * PRICE_STEP_MS).join() !== prices(now).join()
    }
    assert.ok(moved, 'prices move between steps')
  })

  it('draws scores with the distribution the prices come from', () => {
    const draw = xorshift(2026_31)
    for (const sport of ['football', 'basketball', 'cs2']) {
      const fixture = /** @type {import('../inhouse/sportsbook.mjs').Fixture} */ (
        fixturesBetween('dist', sport, 0, 2 * 60 * 60 * 1000)[0]
      )
      const model = modelAt('dist', fixture, fixture.kickoffAt)
      let exact = 0
      for (const [home, away, p] of scoreDistribution(model)) if (home > away) exact += p
      const rounds = 200_000
      let wins = 0
      for (let round = 0; round < rounds; round += 1) {
        const score = drawScore(model, [draw(), draw(), draw()])
        if (!model.draws) assert.notEqual(score.home, score.away)
        if (score.home > score.away) wins += 1
      }
      assert.ok(Math.abs(wins / rounds - exact) < 0.005, `${sport}: ${wins / rounds} against ${exact}`)
    }
  })
})

describe('sportsbook over HTTP', () => {
  const clock = manualClock(Date.parse('2026-03-02T12:05:00.000Z'))
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-sports-'))
  /** @type {Awaited<ReturnType<typeof startPlatform>>} */
  let platform
  let token = ''
  let memberId = 0

  before(async () => {
    platform = await startPlatform({ now: clock.now, dataDir })
    token = await tokenFor(platform, 'player01', 'Player#2026')
    memberId = /** @type {number} */ (
      platform.db
        .prepare("SELECT id FROM members WHERE username = 'player01' AND merchant_code = 'SOL1'")
        .pluck()
        .get()
    )
  })
  after(async () => {
    await platform.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** @param {string} vendor */
  async function launch(vendor, language = 'EN') {
    const nodeId = platform.db.prepare('SELECT node_id FROM games WHERE vendor_code = ?').pluck().get(vendor)
    const result = await platform.call(`/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS&accountType=1`, {
      token,
      language,
    })
    assert.equal(result.status, 200, result.text)
    const url = new URL(result.json.value.content.game_url)
    assert.equal(url.pathname, '/play/sportsbook')
    return /** @type {string} */ (url.searchParams.get('session'))
  }

  /** @param {string} session @param {string} [sport] */
  async function book(session, sport = '') {
    const result = await platform.call(`/play/api/sports/book?session=${session}&sport=${sport}`, {
      merchant: null,
    })
    assert.equal(result.status, 200, result.text)
    return result.json.value
  }

  /** @param {Record<string, unknown>} body */
  const slip = (body) =>
    platform.call('/play/api/sports/slip', { merchant: null, method: 'POST', json: body })

  /**
   * @param {string} session @param {string} slipId @param {'singles' | 'multiple'} mode @param {number} stake
   * @param {Record<string, unknown>[]} legs
   */
  const place = (session, slipId, mode, stake, legs) => slip({ session, slipId, mode, stake, legs })

  /** @param {any} fixture @param {string} market @param {string} pick */
  const leg = (fixture, market, pick) => {
    const entry = fixture.markets.find((/** @type {any} */ m) => m.market === market)
    return {
      fixture: fixture.id,
      market,
      pick,
      price: entry.picks.find((/** @type {any} */ p) => p.pick === pick).price,
    }
  }

  it('the sports vendor opens the sportsbook with sports, an esports vendor with esports titles', async () => {
    const session = await launch('FLDS')
    const page = await platform.call(`/play/sportsbook?session=${session}&lang=EN`, { merchant: null })
    assert.equal(page.status, 200)
    assert.match(page.text, /data-sport="football"/)
    assert.match(page.text, /Bet slip/)
    const sports = await book(session)
    assert.deepEqual(sports.sports, Object.keys(SPORTS))
    assert.ok(sports.fixtures.length > 0)
    for (const fixture of sports.fixtures) {
      assert.ok(fixture.kickoffAt > clock.now())
      assert.match(fixture.seedHash, /^[0-9a-f]{64}$/)
      assert.deepEqual(
        fixture.markets.map((/** @type {any} */ market) => market.market),
        ['1x2', 'handicap', 'totals'],
      )
    }
    const esports = await book(await launch('AV'))
    assert.deepEqual(esports.sports, Object.keys(ESPORTS))
    // Another vendor's sport is not offered.
    const refused = await place(session, 'wrong-sport-1', 'singles', 500, [
      leg(esports.fixtures[0], '1x2', 'home'),
    ])
    assert.equal(refused.status, 404)
    assert.equal(refused.json.errorCode, 'sports.fixture.unknown')
  })

  it('places singles and a multiple, refuses what it must, and settles each bet once', async () => {
    const session = await launch('FLDS', 'PT')
    const football = await book(session, 'football')
    const hockey = await book(session, 'ice_hockey')
    const [a, b] = football.fixtures
    const [c] = hockey.fixtures
    const start = balanceOf(platform, memberId)

    // A price that is not the current one: refused with the current prices, nothing written.
    const stale = { ...leg(a, '1x2', 'home'), price: leg(a, '1x2', 'home').price + 7 }
    const moved = await place(session, 'slip-moved-1', 'singles', 500, [stale])
    assert.equal(moved.status, 409)
    assert.equal(moved.json.errorCode, 'sports.odds.changed')
    assert.match(moved.json.message, /cotações mudaram/)
    assert.equal(moved.json.value.legs[0].price, leg(a, '1x2', 'home').price)
    assert.equal(balanceOf(platform, memberId), start)

    // A stake above the balance: refused, nothing written.
    const tooMuch = await place(session, 'slip-rich-1', 'multiple', 1_000_000, [
      leg(a, '1x2', 'home'),
      leg(b, 'totals', 'over'),
    ])
    if (start < 1_000_000) {
      assert.equal(tooMuch.status, 400)
      assert.equal(tooMuch.json.errorCode, 'balance.insufficient')
      assert.equal(balanceOf(platform, memberId), start)
    }

    // Two selections of one fixture cannot make a multiple.
    const same = await place(session, 'slip-same-1', 'multiple', 500, [
      leg(a, '1x2', 'home'),
      leg(a, 'totals', 'over'),
    ])
    assert.equal(same.json.errorCode, 'sports.slip.same.fixture')

    const singles = await place(session, 'slip-singles-1', 'singles', 500, [
      leg(a, '1x2', 'home'),
      leg(b, 'handicap', 'away'),
    ])
    assert.equal(singles.status, 200, singles.text)
    assert.equal(singles.json.value.bets.length, 2)
    const multiple = await place(session, 'slip-multiple-1', 'multiple', 300, [
      leg(a, 'totals', 'under'),
      leg(c, '1x2', 'away'),
    ])
    assert.equal(multiple.status, 200, multiple.text)
    assert.equal(balanceOf(platform, memberId), start - 1300)
    assertLedgerBalances(platform, memberId)

    // The same slip again (a second tab, a repeated tap): refused, nothing taken twice.
    const again = await place(session, 'slip-multiple-1', 'multiple', 300, [
      leg(a, 'totals', 'under'),
      leg(c, '1x2', 'away'),
    ])
    assert.equal(again.status, 409)
    assert.equal(again.json.errorCode, 'sports.slip.placed')
    assert.equal(balanceOf(platform, memberId), start - 1300)

    // Open bets are in the betting record, open.
    const record = await platform.call('/wps/relay/ODSFE2_MemBetDet', {
      token,
      method: 'POST',
      json: { pageSize: 50 },
    })
    const open = record.json.value.list.filter((/** @type {any} */ row) => row.result === 'OPEN')
    assert.ok(open.length >= 3)
    assert.ok(open.some((/** @type {any} */ row) => /Glenrock|FC|Blades/.test(row.detail ?? '')))

    // Kick-off passed: the fixture takes no more bets.
    clock.advance(a.kickoffAt - clock.now() + 1)
    const late = await place(session, 'slip-late-1', 'singles', 500, [leg(a, '1x2', 'draw')])
    assert.equal(late.status, 409)
    assert.equal(late.json.errorCode, 'sports.fixture.started')

    // Nothing ends before its time.
    assert.equal(settleDueSports(platform.db, clock.now()).settled, 0)

    // Every fixture has ended: each bet settles once, by its legs' results.
    clock.advance(6 * 60 * 60 * 1000)
    const first = settleDueSports(platform.db, clock.now())
    assert.equal(first.settled, 3)
    assert.deepEqual(settleDueSports(platform.db, clock.now()), { settled: 0, paid: 0 })
    const bets =
      /** @type {{ round_ref: string, stake_minor: number, payout_minor: number, params: string, outcome: string, status: string }[]} */ (
        platform.db
          .prepare(
            "SELECT round_ref, stake_minor, payout_minor, params, outcome, status FROM bets WHERE engine = 'sportsbook' AND member_id = ?",
          )
          .all(memberId)
      )
    let paid = 0
    for (const bet of bets) {
      assert.equal(bet.status, 'settled')
      const legs = JSON.parse(bet.params).legs
      const results = JSON.parse(bet.outcome).legs
      const wins = legs.map((/** @type {any} */ entry, /** @type {number} */ index) => {
        const result = results[index]
        assert.equal(result.won, pickWins(entry.market, entry.pick, entry.line, result.home, result.away))
        return result.won
      })
      const expected = betPayout(
        bet.stake_minor,
        legs.map((/** @type {any} */ entry) => entry.price),
        wins,
      )
      assert.equal(bet.payout_minor, expected)
      paid += expected
      const payouts = platform.db
        .prepare("SELECT COUNT(*) FROM ledger WHERE ref = ? AND kind = 'payout'")
        .pluck()
        .get(bet.round_ref)
      assert.equal(payouts, expected > 0 ? 1 : 0)
    }
    assert.equal(first.paid, paid)
    assert.equal(balanceOf(platform, memberId), start - 1300 + paid)
    assertLedgerBalances(platform, memberId)

    // A restart and a second run of the scheduler pay nothing more.
    const before = balanceOf(platform, memberId)
    await platform.stop()
    platform = await startPlatform({ now: clock.now, dataDir })
    assert.deepEqual(settleDueSports(platform.db, clock.now()), { settled: 0, paid: 0 })
    assert.equal(balanceOf(platform, memberId), before)
    assertLedgerBalances(platform, memberId)
    token = await tokenFor(platform, 'player01', 'Player#2026')

    // Settled bets are in the betting record with their selections and results.
    const settled = await platform.call('/wps/relay/ODSFE2_MemBetDet', {
      token,
      method: 'POST',
      json: { pageSize: 50 },
    })
    const rows = settled.json.value.list.filter((/** @type {any} */ row) => row.roundId.startsWith('S'))
    assert.equal(rows.length, 3)
    for (const row of rows) {
      assert.notEqual(row.result, 'OPEN')
      assert.ok(row.detail.length > 10)
    }
  })

  it('the test control settles as if the clock were ahead without moving it', async () => {
    const session = await launch('FLDS')
    const fixture = (await book(session, 'basketball')).fixtures[0]
    const placed = await place(session, 'slip-control-1', 'singles', 500, [leg(fixture, '1x2', 'home')])
    assert.equal(placed.status, 200, placed.text)
    const now = clock.now()
    const early = await platform.call('/__test/sports/settle', {
      merchant: null,
      method: 'POST',
      json: { advanceMs: 60_000 },
    })
    assert.equal(early.json.value.settled, 0)
    const control = await platform.call('/__test/sports/settle', {
      merchant: null,
      method: 'POST',
      json: { advanceMs: fixture.kickoffAt - now + 3 * 60 * 60 * 1000 },
    })
    assert.equal(control.json.value.settled, 1)
    assert.equal(clock.now(), now)
    // Its fixture is over: it leaves the list and takes no more bets.
    assert.ok(
      !(await book(session, 'basketball')).fixtures.some(
        (/** @type {any} */ entry) => entry.id === fixture.id,
      ),
    )
    const late = await place(session, 'slip-control-2', 'singles', 500, [leg(fixture, '1x2', 'away')])
    assert.equal(late.json.errorCode, 'sports.fixture.started')
    assertLedgerBalances(platform, memberId)
  })
})
