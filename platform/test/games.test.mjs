// @ts-check
// The game area over HTTP: the paged list and its filters, favourites, recently played, rooms,
// launching and its errors, every in-house game, round verification, lotteries, the winner board,
// and the budget: 50 concurrent bets on one account keep the ledger equal to the balance.
import assert from 'node:assert/strict'
import { createHash, createHmac } from 'node:crypto'
import { describe, it } from 'node:test'

import { tokenFor } from './client.mjs'
import { SLOT_FLOATS } from '../inhouse/reels.mjs'
import { playSlot } from '../inhouse/rounds.mjs'
import { sharedPlatform } from './helpers.mjs'

/** @type {string} */
let player
/** Node id of each house game, read from the seeded catalogue. */
const house = { dice: '', slot5x3: '', mines: '' }

const platform = sharedPlatform({
  async afterStart() {
    player = await tokenFor(platform, 'player01', 'Player#2026')
    for (const row of /** @type {{ node_id: number, game_code: string }[]} */ (
      platform.db.prepare("SELECT node_id, game_code FROM games WHERE vendor_code = 'HOUSE'").all()
    )) {
      house[/** @type {keyof typeof house} */ (row.game_code)] = String(row.node_id)
    }
  },
})

/**
 * @param {string} token
 * @param {string} nodeId
 */
async function launch(token, nodeId, language = 'EN') {
  const result = await platform.call(
    `/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS&accountType=1&clientType=3&platform=html5-desktop`,
    {
      token,
      language,
    },
  )
  assert.equal(result.status, 200, result.text)
  const url = new URL(result.json.value.content.game_url)
  return { url, session: /** @type {string} */ (url.searchParams.get('session')) }
}

/**
 * @param {string} path
 * @param {Record<string, unknown>} body
 */
function play(path, body) {
  return platform.call(path, { merchant: null, method: 'POST', json: body })
}

/** @param {string} username */
function ledgerOf(username) {
  const member = /** @type {{ id: number, balance_minor: number }} */ (
    platform.db
      .prepare("SELECT id, balance_minor FROM members WHERE username = ? AND merchant_code = 'SOL1'")
      .get(username)
  )
  const sum = /** @type {number} */ (
    platform.db
      .prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM ledger WHERE member_id = ?')
      .pluck()
      .get(member.id)
  )
  return { ...member, sum }
}

/**
 * Recomputes floats exactly as the fairness page explains, independently of the engine's module.
 * @param {string} serverSeed @param {string} clientSeed @param {number} nonce @param {number} count
 */
function fairFloats(serverSeed, clientSeed, nonce, count) {
  const out = []
  for (let cursor = 0; out.length < count; cursor += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest()
    for (let offset = 0; offset < 32 && out.length < count; offset += 4) {
      out.push(bytes.readUInt32BE(offset) / 2 ** 32)
    }
  }
  return out
}

describe('game list', () => {
  it('pages 42 games at a time and filters by vendor, type, name, minimum bet and lines', async () => {
    const first = await platform.call('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1')
    assert.equal(first.status, 200)
    const { games, totalPages, totalCount } = first.json.value
    assert.equal(games.length, 42)
    assert.equal(totalPages, Math.ceil(totalCount / 42))
    assert.ok(games.every((/** @type {any} */ game) => game.gameType === 'RNG'))
    const last = await platform.call(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${totalPages}`)
    assert.equal(last.json.value.games.length, totalCount - 42 * (totalPages - 1))
    const beyond = await platform.call(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${totalPages + 1}`)
    assert.deepEqual(beyond.json.value.games, [])

    const vendor = await platform.call('/wps/relay/GCSGAME_gameList', {
      method: 'POST',
      json: { vassalage: 'KITE', pageSize: 200 },
    })
    assert.ok(vendor.json.value.games.every((/** @type {any} */ game) => game.vassalage === 'KITE'))
    assert.equal(vendor.json.value.totalCount, 75)

    const named = await platform.call('/wps/relay/GCSGAME_gameList?gameName=GOLDEN&pageSize=200')
    assert.ok(named.json.value.totalCount > 0)
    assert.ok(named.json.value.games.every((/** @type {any} */ game) => /golden/i.test(game.gameName)))
    const wildcard = await platform.call(`/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('%')}`)
    assert.equal(wildcard.json.value.totalCount, 0, 'a LIKE wildcard is matched literally')

    const cheap = await platform.call('/wps/relay/GCSGAME_gameList?minBet=20&pageSize=200&gameType=RNG')
    assert.ok(cheap.json.value.games.every((/** @type {any} */ game) => game.minBet <= 20))
    assert.ok(cheap.json.value.totalCount < totalCount)
    const lines = await platform.call('/wps/relay/GCSGAME_gameList?minLineNum=243&pageSize=200')
    assert.ok(lines.json.value.games.every((/** @type {any} */ game) => game.lineNum >= 243))
  })

  it('shows only the merchant’s vendors and refuses bad paging', async () => {
    const verdant = await platform.call('/wps/relay/GCSGAME_gameList?vassalage=ORBX', { merchant: 'VRD2' })
    assert.equal(verdant.json.value.totalCount, 0)
    for (const query of ['pageNo=0', 'pageSize=201', 'pageNo=abc', 'minBet=-1']) {
      const bad = await platform.call(`/wps/relay/GCSGAME_gameList?${query}`)
      assert.equal(bad.status, 400, query)
      assert.equal(bad.json.errorCode, 'request_param_err')
    }
  })

  it('lists vendors per game type for a signed-in member', async () => {
    const guest = await platform.call('/wps/relay/GCSGAME_getVassGameType')
    assert.equal(guest.status, 401)
    const types = await platform.call('/wps/relay/GCSGAME_getVassGameType', { token: player })
    const live = types.json.value.find((/** @type {any} */ group) => group.gameType === 'LIVE')
    assert.deepEqual(
      live.vendors.map((/** @type {any} */ vendor) => vendor.vassalage),
      ['VELV', 'CRWN'],
    )
    assert.equal(live.vendors[0].isGame, 'VASSALAGE')
  })
})

describe('favourites and recently played', () => {
  it('adds, lists and removes favourites, answering the ids each time', async () => {
    const token = await tokenFor(platform, 'vip01', 'Vip#2026')
    const added = await platform.call('/wps/relay/MCSFE_addFavoriteGame', {
      method: 'POST',
      token,
      json: { nodeId: '10100', vendor: 'LUMA', gameType: 'RNG' },
    })
    assert.deepEqual(added.json.value, ['10100'])
    const again = await platform.call('/wps/relay/MCSFE_addFavoriteGame', {
      method: 'POST',
      token,
      json: { nodeId: '10100', vendor: 'LUMA', gameType: 'RNG' },
    })
    assert.deepEqual(again.json.value, ['10100'], 'adding twice keeps one')
    await platform.call('/wps/relay/MCSFE_addFavoriteGame', {
      method: 'POST',
      token,
      json: { nodeId: house.dice, vendor: 'HOUSE', gameType: 'INHOUSE' },
    })
    const ids = await platform.call('/wps/relay/MCSFE_getFavoriteGames', { token })
    assert.deepEqual([...ids.json.value].sort(), [house.dice, '10100'].sort())
    const list = await platform.call(
      `/wps/relay/MCSFE_getFavoriteGamesList?token=${encodeURIComponent(token)}&gameType=RNG&pageNo=1&pageSize=42`,
      { token: undefined },
    )
    assert.equal(list.status, 200, 'the list reads the token from the query string')
    assert.deepEqual(
      list.json.value.content.map((/** @type {any} */ game) => game.nodeId),
      ['10100'],
    )
    const removal = JSON.stringify({ nodeId: '10100', vendor: 'LUMA', gameType: 'RNG' })
    // Node's client does not chunk a DELETE body, so its length is declared.
    const removed = await platform.call('/wps/relay/MCSFE_removeFavoriteGame', {
      method: 'DELETE',
      token,
      body: removal,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(removal)) },
    })
    assert.deepEqual(removed.json.value, [house.dice])
    const postRemove = await platform.call('/wps/relay/MCSFE_removeFavoriteGame', {
      method: 'POST',
      token,
      json: { nodeId: '10100' },
    })
    assert.equal(postRemove.status, 405, 'removing is DELETE only')
    const unknown = await platform.call('/wps/relay/MCSFE_addFavoriteGame', {
      method: 'POST',
      token,
      json: { nodeId: '999999' },
    })
    assert.equal(unknown.status, 404)
    const guest = await platform.call('/wps/relay/MCSFE_getFavoriteGames')
    assert.equal(guest.status, 401)
  })

  it('records launched games as recently played, newest first', async () => {
    const token = await tokenFor(platform, 'agent01', 'Agent#2026')
    await launch(token, '10100')
    await launch(token, house.mines)
    const recent = await platform.call('/wps/relay/GCS_recentGame?pageNo=1&pageSize=10', { token })
    assert.deepEqual(
      recent.json.value.list.map((/** @type {any} */ game) => game.nodeId),
      [house.mines, '10100'],
    )
    assert.equal(recent.json.value.totalPages, 1)
    const popular = await platform.call('/lgw/games/popular?count=20')
    assert.equal(popular.json.length, 20, 'popular is a bare array')
    assert.ok(popular.json.some((/** @type {any} */ game) => game.nodeId === '10100'))
  })

  it('lists card rooms with stakes and seats', async () => {
    const rooms = await platform.call('/wps/relay/GLS2_roomList', { token: player })
    const list = rooms.json.value.list
    assert.ok(list.length >= 15)
    assert.ok(
      list.every(
        (/** @type {any} */ room) => room.vassalage === 'DUEL' && room.maxSeats === 6 && room.players >= 0,
      ),
    )
    const room = list[0]
    const launched = await platform.call(`/wps/game/launchGame?roomId=${room.roomId}&launchMode=GLS`, {
      token: player,
    })
    assert.equal(launched.status, 200)
    const after = await platform.call('/wps/relay/GLS2_roomList', { token: player })
    assert.equal(after.json.value.list[0].players, room.players + 1)
  })
})

describe('launching', () => {
  it('answers the contract’s errors', async () => {
    const noMode = await platform.call(`/wps/game/launchGame?nodeId=${house.dice}`, {
      token: player,
      language: 'EN',
    })
    assert.equal(noMode.json.errorCode, '#727')
    assert.equal(noMode.json.success, false)
    const post = await platform.call(`/wps/game/launchGame?nodeId=${house.dice}&launchMode=GLS`, {
      token: player,
      method: 'POST',
    })
    assert.equal(post.status, 405)
    assert.equal(post.json.errorCode, '#459')
    const guest = await platform.call(`/wps/game/launchGame?nodeId=${house.dice}&launchMode=GLS`)
    assert.equal(guest.status, 401)
    const dead = await platform.call(`/wps/game/launchGame?nodeId=${house.dice}&launchMode=GLS`, {
      token: 'not-a-token',
    })
    assert.equal(dead.json.errorCode, 'login.not.session')
    const missing = await platform.call('/wps/game/launchGame?nodeId=999999&launchMode=GLS', {
      token: player,
    })
    assert.equal(missing.status, 404)
    const foreign = await platform.call('/wps/game/launchGame?nodeId=10100&vassalage=KITE&launchMode=GLS', {
      token: player,
    })
    assert.equal(foreign.json.errorCode, 'request_param_err')
    const otherMerchant = await platform.call(
      '/wps/game/launchGame?vassalage=ORBX&gameId=ORBX-0001&launchMode=GLS',
      {
        merchant: 'VRD2',
        token: await tokenFor(platform, 'player01', 'Player#2026', { merchant: 'VRD2' }),
      },
    )
    assert.equal(otherMerchant.status, 404, 'a vendor the merchant does not carry cannot be launched')
  })

  it('refuses a game under maintenance with a translated message', async () => {
    await platform.call('/__test/games/10101/maintenance', {
      merchant: null,
      method: 'POST',
      json: { on: true },
    })
    const refused = await platform.call('/wps/game/launchGame?nodeId=10101&launchMode=GLS', {
      token: player,
      language: 'PT',
    })
    assert.equal(refused.json.errorCode, 'game.maintenance')
    assert.match(refused.json.message, /manutenção/)
    await platform.call('/__test/games/10101/maintenance', {
      merchant: null,
      method: 'POST',
      json: { on: false },
    })
    const open = await platform.call('/wps/game/launchGame?nodeId=10101&launchMode=GLS', { token: player })
    assert.equal(open.status, 200)
  })

  it('opens a game page bound to a launch session, never to the token', async () => {
    const { url, session } = await launch(player, house.dice)
    assert.ok(!url.href.includes(player))
    const page = await platform.call(url.pathname + url.search, { merchant: null })
    assert.equal(page.status, 200)
    assert.match(page.headers['content-type'] ?? '', /text\/html/)
    assert.match(page.text, /18\+/)
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/)
    assert.ok(!page.text.includes(player))
    const state = await platform.call(`/play/api/state?session=${session}`, { merchant: null })
    assert.equal(state.json.value.balance, ledgerOf('player01').balance_minor)
    assert.match(state.json.value.seed.serverSeedHash, /^[0-9a-f]{64}$/)
    const themed = await platform.call(`${url.pathname}${url.search}&theme=dark`, { merchant: null })
    assert.match(themed.text, /<html lang="en" data-theme="dark">/)
    const unthemed = await platform.call(`${url.pathname}${url.search}&theme=%22%3E`, { merchant: null })
    assert.match(unthemed.text, /<html lang="en">/, 'only light and dark are taken')
    const wrongEngine = await platform.call(`/play/slot5x3?session=${session}`, { merchant: null })
    assert.equal(wrongEngine.status, 404)
  })

  it('ends the launch session when the member logs out', async () => {
    const token = await tokenFor(platform, 'mobile01', 'Mobile#2026')
    const { session } = await launch(token, house.dice)
    await platform.call('/wps/session/logout', { method: 'DELETE', token })
    const round = await play('/play/api/round', { session, stake: 10, target: 50, direction: 'under' })
    assert.equal(round.status, 401)
    assert.equal(round.json.errorCode, 'launch.session.invalid')
  })

  it('refuses a state change from another origin', async () => {
    const { session } = await launch(player, house.dice)
    const result = await platform.call('/play/api/round', {
      merchant: null,
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      json: { session, stake: 10, target: 50, direction: 'under' },
    })
    assert.equal(result.status, 403)
  })
})

describe('in-house games', () => {
  it('dice: debits the stake, pays 99/chance on a win, and writes both to the ledger with the bet', async () => {
    const { session } = await launch(player, house.dice)
    const before = ledgerOf('player01')
    const round = await play('/play/api/round', { session, stake: 200, target: 49.5, direction: 'under' })
    assert.equal(round.status, 200, round.text)
    const value = round.json.value
    assert.equal(value.status, 'settled')
    assert.equal(value.outcome.win, value.outcome.roll < 49.5)
    assert.equal(value.payout, value.outcome.win ? 400 : 0)
    const after = ledgerOf('player01')
    assert.equal(after.balance_minor, before.balance_minor - 200 + value.payout)
    assert.equal(after.sum, after.balance_minor)
    const entries = platform.db
      .prepare('SELECT kind, amount_minor FROM ledger WHERE ref = ? ORDER BY id')
      .all(value.round)
    assert.deepEqual(
      entries,
      value.payout
        ? [
            { kind: 'bet', amount_minor: -200 },
            { kind: 'payout', amount_minor: 400 },
          ]
        : [{ kind: 'bet', amount_minor: -200 }],
    )
    for (const bad of [
      { stake: 5, target: 50, direction: 'under' },
      { stake: 100, target: 0.5, direction: 'under' },
      { stake: 100, target: 50, direction: 'sideways' },
    ]) {
      const refused = await play('/play/api/round', { session, ...bad })
      assert.equal(refused.status, 400, JSON.stringify(bad))
    }
    const state = await platform.call(`/play/api/state?session=${session}`, { merchant: null })
    assert.equal(state.json.value.session.rounds, 1)
    assert.equal(state.json.value.session.net, value.payout - 200)
  })

  it('slot: twenty lines, wins and free spins from the paytable, one stake, a published exact return', async () => {
    const { session } = await launch(player, house.slot5x3)
    const before = ledgerOf('player01').balance_minor
    let won = false
    let paid = 0
    for (let spin = 0; spin < 30; spin += 1) {
      const round = await play('/play/api/round', { session, lineBet: 5 })
      assert.equal(round.status, 200, round.text)
      const value = round.json.value
      assert.equal(value.stake, 100)
      assert.equal(value.outcome.grid.length, 3)
      assert.equal(value.outcome.grid[0].length, 5)
      const spinTotal = (/** @type {any} */ spin) =>
        spin.wins.reduce(
          (/** @type {number} */ sum, /** @type {any} */ win) => sum + win.payoutMinor,
          spin.scatterPayout,
        )
      assert.equal(
        spinTotal(value.outcome),
        value.outcome.payoutMinor -
          value.outcome.freeSpins.reduce(
            (/** @type {number} */ sum, /** @type {any} */ free) => sum + free.payoutMinor,
            0,
          ),
      )
      assert.equal(value.outcome.freeSpins.length, value.outcome.scatters >= 3 ? 10 : 0)
      assert.equal(value.payout, value.outcome.payoutMinor)
      if (value.payout > 0) won = true
      paid += value.payout
    }
    assert.ok(won, 'thirty spins pay at least once')
    // One bet entry per round, free spins included; the payouts are the round's payout entries.
    assert.equal(ledgerOf('player01').balance_minor, before - 30 * 100 + paid)
    const table = await platform.call('/play/api/paytable', { merchant: null })
    assert.equal(table.json.value.paylines.length, 20)
    assert.equal(table.json.value.theoreticalReturn.toFixed(4), '0.9599')
    const page = await platform.call('/play/paytable?lang=PT&look=gems', { merchant: null })
    assert.match(page.text, /Retorno teórico ao jogador: 95\.99%/)
    assert.match(page.text, /data-look="gems"/)
    const ledger = ledgerOf('player01')
    assert.equal(ledger.sum, ledger.balance_minor)
  })

  it('fishing: a catalogue fishing game opens the sea; each shot is a bet, a hit pays stake × multiplier', async () => {
    const fishing = /** @type {{ node_id: number }} */ (
      platform.db
        .prepare(
          `SELECT g.node_id FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code
           WHERE mv.merchant_code = 'SOL1' AND g.game_classify = 'fishing' ORDER BY g.node_id LIMIT 1`,
        )
        .get()
    )
    const { url, session } = await launch(player, String(fishing.node_id), 'PT')
    assert.equal(url.pathname, '/play/fishing')
    const page = await platform.call(url.pathname + url.search, { merchant: null })
    assert.equal(page.status, 200)
    assert.match(page.text, /<canvas id="sea"/)
    assert.match(page.text, /Tubarão/)
    assert.match(page.text, /fishing\.js/)
    const before = ledgerOf('player01').balance_minor
    let paid = 0
    for (let shot = 0; shot < 20; shot += 1) {
      const round = await play('/play/api/round', { session, stake: 100, fish: 'minnow' })
      assert.equal(round.status, 200, round.text)
      const { outcome, payout, stake, engine } = round.json.value
      assert.equal(engine, 'fishing')
      assert.equal(stake, 100)
      assert.equal(outcome.fish, 'minnow')
      assert.equal(outcome.hit, outcome.roll < 4800)
      assert.equal(payout, outcome.hit ? 200 : 0)
      paid += payout
    }
    assert.equal(ledgerOf('player01').balance_minor, before - 2000 + paid)
    const unknown = await play('/play/api/round', { session, stake: 100, fish: 'kraken' })
    assert.equal(unknown.status, 400)
    assert.equal(unknown.json.errorCode, 'fish.unknown')
    assert.equal(unknown.json.message, 'Escolha um peixe para mirar.')
    const tooMuch = await play('/play/api/round', { session, stake: 2_000_000, fish: 'whale' })
    assert.equal(tooMuch.json.errorCode, 'stake.out.of.range')
    const ledger = ledgerOf('player01')
    assert.equal(ledger.sum, ledger.balance_minor)
  })

  it('test control: a fresh seed pair can be set before its first round, and the round follows it', async () => {
    const token = await tokenFor(platform, 'vip01', 'Vip#2026')
    const { session } = await launch(token, house.slot5x3)
    await play('/play/api/seed', { session })
    const serverSeed = '5e1ec7ed0f0ca5710a7ea5d1a9bd0c5e1ec7ed0f0ca5710a7ea5d1a9bd0c0031'
    /** @param {Record<string, unknown>} body */
    const setSeed = (body) =>
      platform.call('/__test/members/vip01/fair-seed', {
        merchant: null,
        method: 'POST',
        json: { merchant: 'SOL1', serverSeed, clientSeed: 'journey-win-16', ...body },
      })
    assert.equal((await setSeed({ serverSeed: 'not-hex' })).status, 400)
    assert.equal((await setSeed({ clientSeed: 'no spaces' })).json.errorCode, 'seed.invalid')
    const set = await setSeed({})
    assert.equal(set.status, 200, set.text)
    assert.equal(set.json.value.serverSeedHash, createHash('sha256').update(serverSeed).digest('hex'))
    const state = await platform.call(`/play/api/state?session=${session}`, { merchant: null })
    assert.equal(state.json.value.seed.serverSeedHash, set.json.value.serverSeedHash)
    const spun = await play('/play/api/round', { session, lineBet: 5 })
    const expected = playSlot(fairFloats(serverSeed, 'journey-win-16', 0, SLOT_FLOATS), { lineBet: 5 })
    assert.deepEqual(spun.json.value.outcome, expected.outcome)
    assert.equal(spun.json.value.payout, 105)
    assert.equal((await setSeed({})).status, 409)
  })

  it('mines: stake on start, reveal safe tiles, cash out; a mine loses; one open round at a time', async () => {
    const { session } = await launch(player, house.mines)
    const before = ledgerOf('player01').balance_minor
    const start = await play('/play/api/mines/start', { session, stake: 100, mines: 1 })
    assert.equal(start.status, 200, start.text)
    assert.equal(start.json.value.status, 'open')
    assert.equal(ledgerOf('player01').balance_minor, before - 100)
    const second = await play('/play/api/mines/start', { session, stake: 100, mines: 1 })
    assert.equal(second.json.errorCode, '#734')
    const round = start.json.value.round
    const seedChange = await play('/play/api/seed', { session, clientSeed: 'during-round' })
    assert.equal(
      seedChange.json.errorCode,
      'round.open',
      'revealing the seed mid-round would reveal the mines',
    )

    // With one mine, at most one of two tiles is mined: reveal until a tile is safe or the mine is hit.
    let view = start.json.value
    for (const tile of [0, 1]) {
      const reveal = await play('/play/api/mines/reveal', { session, round, tile })
      view = reveal.json.value
      if (view.status === 'settled' || view.revealed.length) break
    }
    if (view.status === 'open') {
      assert.equal(view.cashOutValue, Math.floor((100 * 99 * 25) / (100 * 24)))
      const cash = await play('/play/api/mines/cashout', { session, round })
      assert.equal(cash.json.value.status, 'settled')
      assert.equal(cash.json.value.payout, 103)
      const twice = await play('/play/api/mines/cashout', { session, round })
      assert.equal(twice.json.errorCode, 'round.settled')
    } else {
      assert.equal(view.payout, 0)
      assert.equal(view.outcome.mines.length, 1)
    }
    const ledger = ledgerOf('player01')
    assert.equal(ledger.sum, ledger.balance_minor)
  })

  it('refuses a stake above the balance and leaves no trace of the round', async () => {
    const token = await tokenFor(platform, 'newbie01', 'Welcome#01')
    const { session } = await launch(token, house.dice)
    const before = /** @type {number} */ (platform.db.prepare('SELECT COUNT(*) FROM bets').pluck().get())
    const refused = await play('/play/api/round', { session, stake: 100, target: 50, direction: 'over' })
    assert.equal(refused.json.errorCode, 'balance.insufficient')
    assert.equal(platform.db.prepare('SELECT COUNT(*) FROM bets').pluck().get(), before)
    assert.equal(ledgerOf('newbie01').balance_minor, 0)
  })
})

describe('provable fairness', () => {
  it('shows the hash first, lets the player set the client seed, and every round verifies after rotation', async () => {
    const token = await tokenFor(platform, 'agent01', 'Agent#2026')
    const dice = await launch(token, house.dice)
    const first = await play('/play/api/seed', { session: dice.session, clientSeed: 'my-lucky-seed' })
    assert.equal(first.status, 200, first.text)
    const committed = first.json.value.current
    assert.equal(committed.clientSeed, 'my-lucky-seed')
    assert.equal(committed.nonce, 0)
    const badSeed = await play('/play/api/seed', { session: dice.session, clientSeed: 'no spaces allowed' })
    assert.equal(badSeed.json.errorCode, 'seed.invalid')

    const rolled = await play('/play/api/round', {
      session: dice.session,
      stake: 100,
      target: 30,
      direction: 'over',
    })
    const slot = await launch(token, house.slot5x3)
    const spun = await play('/play/api/round', { session: slot.session, lineBet: 2 })
    const mines = await launch(token, house.mines)
    const opened = await play('/play/api/mines/start', { session: mines.session, stake: 100, mines: 24 })
    const lost = await play('/play/api/mines/reveal', {
      session: mines.session,
      round: opened.json.value.round,
      tile: 12,
    })
    assert.deepEqual([rolled.json.value.nonce, spun.json.value.nonce, opened.json.value.nonce], [0, 1, 2])

    const hidden = await platform.call(`/play/verify?round=${rolled.json.value.round}&lang=EN`, {
      merchant: null,
    })
    assert.match(hidden.text, /still in use/)
    const rotation = await play('/play/api/seed', { session: dice.session })
    const serverSeed = rotation.json.value.previous.serverSeed
    assert.equal(createHash('sha256').update(serverSeed).digest('hex'), committed.serverSeedHash)
    assert.equal(rotation.json.value.previous.roundsPlayed, 3)

    const [diceFloat] = fairFloats(serverSeed, 'my-lucky-seed', 0, 1)
    assert.equal(rolled.json.value.outcome.roll, Math.floor(/** @type {number} */ (diceFloat) * 10000) / 100)
    const table = (await platform.call('/play/api/paytable', { merchant: null })).json.value
    const stops = fairFloats(serverSeed, 'my-lucky-seed', 1, 5).map((value, reel) =>
      Math.floor(value * table.strips[reel].length),
    )
    assert.deepEqual(spun.json.value.outcome.stops, stops)
    const tiles = Array.from({ length: 25 }, (_, index) => index)
    const order = fairFloats(serverSeed, 'my-lucky-seed', 2, 25).map(
      (value) => tiles.splice(Math.floor(value * tiles.length), 1)[0],
    )
    assert.deepEqual(
      lost.json.value.outcome.mines,
      order.slice(0, 24).sort((a, b) => Number(a) - Number(b)),
    )

    const verify = await platform.call(`/play/api/verify?round=${spun.json.value.round}`, { merchant: null })
    assert.equal(verify.json.value.serverSeed, serverSeed)
    const page = await platform.call(`/play/verify?round=${spun.json.value.round}&lang=PT`, {
      merchant: null,
    })
    assert.equal(page.status, 200)
    assert.match(page.text, new RegExp(serverSeed))
    assert.match(page.text, /verify\.js/)
    const engine = await platform.call('/play/assets/reels.mjs', { merchant: null })
    assert.equal(engine.status, 200)
    assert.match(engine.text, /export function spinRound/)
    const checks = await platform.call('/play/assets/fair-check.mjs', { merchant: null })
    assert.equal(checks.status, 200)
    assert.match(checks.text, /export async function fairFloats/)
    const unknown = await platform.call('/play/verify?round=Rnope&lang=EN', { merchant: null })
    assert.equal(unknown.status, 404)
  })
})

describe('betting record', () => {
  it('lists the member’s settled bets, newest first, with totals equal to the ledger’s game entries', async () => {
    const record = await platform.call('/wps/relay/GCS_betRecord?pageNo=1&pageSize=5', { token: player })
    assert.equal(record.status, 200, record.text)
    const value = record.json.value
    const memberId = platform.db
      .prepare("SELECT id FROM members WHERE username = 'player01' AND merchant_code = 'SOL1'")
      .pluck()
      .get()
    const count = platform.db
      .prepare("SELECT COUNT(*) FROM bets WHERE member_id = ? AND status = 'settled'")
      .pluck()
      .get(memberId)
    assert.equal(value.totalCount, count)
    assert.equal(value.list.length, Math.min(5, Number(count)))
    const ledgerNet = platform.db
      .prepare(
        "SELECT SUM(l.amount_minor) FROM ledger l JOIN bets b ON b.round_ref = l.ref WHERE l.member_id = ? AND b.status = 'settled'",
      )
      .pluck()
      .get(memberId)
    assert.equal(value.summary.netAmount, ledgerNet)
    const inhouse = await platform.call('/wps/relay/GCS_betRecord?gameType=LIVE', { token: player })
    assert.equal(inhouse.json.value.totalCount, 0)
    const guest = await platform.call('/wps/relay/GCS_betRecord')
    assert.equal(guest.status, 401)
  })
})

describe('winner board and lotteries', () => {
  it('ranks real wins, largest first, with masked accounts', async () => {
    const board = await platform.call('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20')
    const list = board.json.value.list
    const wins = /** @type {number} */ (
      platform.db
        .prepare("SELECT COUNT(*) FROM bets WHERE merchant_code = 'SOL1' AND payout_minor > stake_minor")
        .pluck()
        .get()
    )
    assert.equal(list.length, Math.min(20, wins))
    for (let index = 1; index < list.length; index += 1)
      assert.ok(list[index - 1].winAmount >= list[index].winAmount)
    assert.ok(
      list.every((/** @type {any} */ row) => row.account.includes('***') && row.winAmount > row.betAmount),
    )
    const same = await platform.call('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=20')
    assert.deepEqual(same.json.value, board.json.value)
    const other = await platform.call('/wps/relay/GCSGAME_getRankList?limitNum=20', { merchant: 'VRD2' })
    assert.deepEqual(other.json.value.list, [], 'wins stay with their merchant')
  })

  it('serves menus, opened numbers and the lottery lobby launch', async () => {
    const menus = await platform.call('/lgw/games/game_menus?prizeMode=ZY')
    assert.deepEqual(
      menus.json.map((/** @type {any} */ group) => group.gameGroupCode),
      ['TCG_SEA', 'TCG_LOTTO_VN'],
    )
    const vn = await platform.call('/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB')
    assert.deepEqual(
      vn.json.map((/** @type {any} */ group) => group.gameGroupCode),
      ['TCG_LOTTO_VN'],
    )
    const code = vn.json[0].gameMenus[0].gameCode
    const numbers = await platform.call(`/lgw/vn/numeros/opened/game?gameCode=${code}&count=100`)
    assert.equal(numbers.json.length, 100)
    const again = await platform.call(`/lgw/vn/numeros/opened/game?gameCode=${code}&count=100`)
    assert.deepEqual(again.json, numbers.json, 'a past draw never changes')
    const recent = await platform.call('/lgw/vn/games/game_menu/recent')
    assert.equal(recent.json[0].lastDraw.drawNo, numbers.json[0].drawNo)
    const opened = await platform.call(`/lotto/lgw/games/opened/numero?gameCode=${code}`)
    assert.equal(opened.status, 401)
    const signed = await platform.call(`/lotto/lgw/games/opened/numero?gameCode=${code}&count=5`, {
      token: player,
    })
    assert.equal(signed.json.length, 5)

    const noMode = await platform.call('/wps/game/launchLotto?lottoArea=VN', { token: player })
    assert.equal(noMode.json.errorCode, '#727')
    const lobby = await platform.call(
      `/wps/game/launchLotto?device=WEB&lottoArea=VN&lottoPrizeMode=Lott&launchMode=LOTT&lottoGameCode=${code}&lottoView=betting&backUrl=/&language=EN`,
      { token: player },
    )
    assert.equal(lobby.status, 200, lobby.text)
    const url = new URL(lobby.json.value.gameUrl)
    const page = await platform.call(url.pathname + url.search, { merchant: null })
    assert.equal(page.status, 200)
    assert.match(
      page.text,
      new RegExp(numbers.json[0].numbers.map((/** @type {number} */ n) => `<span>${n}</span>`).join('')),
    )
  })
})

describe('budget: concurrent bets on one account', () => {
  it('50 bets at once leave the ledger equal to the balance, never negative, no round lost', async () => {
    const token = await tokenFor(platform, 'mobile01', 'Mobile#2026')
    const { session } = await launch(token, house.dice)
    const before = ledgerOf('mobile01')
    const betsBefore = /** @type {number} */ (
      platform.db.prepare('SELECT COUNT(*) FROM bets WHERE member_id = ?').pluck().get(before.id)
    )
    // 50 × 1 000 at a 1% win chance is five times the 10 000 opening balance: the account runs dry
    // partway through and the rest must be refused, without any of them half-written.
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        play('/play/api/round', { session, stake: 1000, target: 1, direction: 'under' }),
      ),
    )
    const accepted = results.filter((result) => result.status === 200)
    const refused = results.filter((result) => result.json?.errorCode === 'balance.insufficient')
    assert.equal(accepted.length + refused.length, 50, 'every request is either a settled round or a refusal')
    assert.ok(accepted.length > 0)
    const after = ledgerOf('mobile01')
    assert.equal(after.sum, after.balance_minor)
    assert.ok(after.balance_minor >= 0)
    const rounds =
      /** @type {{ round_ref: string, stake_minor: number, payout_minor: number, status: string }[]} */ (
        platform.db
          .prepare(
            'SELECT round_ref, stake_minor, payout_minor, status FROM bets WHERE member_id = ? ORDER BY id',
          )
          .all(after.id)
      ).slice(betsBefore)
    assert.equal(rounds.length, accepted.length)
    assert.ok(rounds.every((round) => round.status === 'settled'))
    assert.deepEqual(
      rounds.map((round) => round.round_ref).sort(),
      accepted.map((result) => result.json.value.round).sort(),
    )
    const net = rounds.reduce((sum, round) => sum + round.payout_minor - round.stake_minor, 0)
    assert.equal(after.balance_minor, before.balance_minor + net)
    const negative = platform.db
      .prepare('SELECT COUNT(*) FROM ledger WHERE member_id = ? AND balance_after < 0')
      .pluck()
      .get(after.id)
    assert.equal(negative, 0)
  })
})
