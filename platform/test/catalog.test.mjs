// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { sharedPlatform, startPlatform } from './helpers.mjs'

const platform = sharedPlatform()

const ESPORTS = ['AV', 'AI', 'IMES', 'TF', 'IA']

describe('seed', () => {
  it('holds both merchants, at least 300 games and every category', () => {
    const { db } = platform
    const merchants = db.prepare('SELECT code FROM merchants ORDER BY code').pluck().all()
    assert.deepEqual(merchants, ['SOL1', 'VRD2'])
    const games = /** @type {number} */ (db.prepare('SELECT COUNT(*) FROM games').pluck().get())
    assert.ok(games >= 300, `only ${games} games`)
    const categories = db.prepare('SELECT DISTINCT category FROM vendors ORDER BY category').pluck().all()
    assert.deepEqual(categories, ['ELOTT', 'FISH', 'INHOUSE', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS'])
    const house = db
      .prepare("SELECT game_code FROM games WHERE vendor_code = 'HOUSE' ORDER BY node_id")
      .pluck()
      .all()
    assert.deepEqual(house, ['dice', 'slot5x3', 'mines'])
    const lotteries = db
      .prepare("SELECT code FROM vendors WHERE category IN ('ELOTT', 'LOTT') ORDER BY code")
      .pluck()
      .all()
    assert.deepEqual(lotteries, ['TCG_LOTTO_VN', 'TCG_SEA'])
  })

  it('is deterministic: a second fresh database holds the same catalogue', async () => {
    const other = await startPlatform()
    try {
      const query =
        'SELECT node_id, game_id, name, game_classify, is_hot, min_bet_minor, line_num FROM games ORDER BY node_id'
      assert.deepEqual(other.db.prepare(query).all(), platform.db.prepare(query).all())
    } finally {
      await other.stop()
    }
  })

  it('survives a restart on the same data directory without seeding twice', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const dataDir = mkdtempSync(join(tmpdir(), 'platform-restart-'))
    try {
      const first = await startPlatform({ dataDir })
      const modulus = (await first.call('/wps/session/key/rsa')).text
      const members = first.db.prepare('SELECT COUNT(*) FROM members').pluck().get()
      await first.stop()
      const second = await startPlatform({ dataDir })
      assert.equal((await second.call('/wps/session/key/rsa')).text, modulus)
      assert.equal(second.db.prepare('SELECT COUNT(*) FROM members').pluck().get(), members)
      await second.stop()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('GCSGAME_newGameVendor', () => {
  it('answers lanes with localized titles and vendor cards', async () => {
    const english = await platform.call(
      '/wps/relay/GCSGAME_newGameVendor?merchantCode=SOL1&platform=html5-desktop',
      {
        language: 'EN',
      },
    )
    assert.equal(english.status, 200)
    const lanes = english.json.value.data.lanes
    assert.deepEqual(
      lanes.map((/** @type {any} */ lane) => lane.gameClassify),
      ['INHOUSE', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'],
    )
    const slots = lanes.find((/** @type {any} */ lane) => lane.gameClassify === 'RNG')
    assert.equal(slots.title, 'Slots')
    const card = slots.cards[0]
    for (const key of [
      'vassalage',
      'displayName',
      'gameType',
      'lagerIcon',
      'smallIcon',
      'isHot',
      'accountTypeName',
    ]) {
      assert.ok(key in card, key)
    }
    const sports = lanes.find((/** @type {any} */ lane) => lane.gameClassify === 'SPORTS')
    const sportsVendors = sports.cards.map((/** @type {any} */ entry) => entry.vassalage)
    for (const code of ESPORTS) assert.ok(sportsVendors.includes(code), code)
    assert.ok(sports.cards.every((/** @type {any} */ entry) => entry.isGame === 'GAME' && entry.nodeId))
    const live = lanes.find((/** @type {any} */ lane) => lane.gameClassify === 'LIVE')
    assert.ok(live.cards.every((/** @type {any} */ entry) => entry.isGame === 'VASSALAGE'))

    const thai = await platform.call('/wps/relay/GCSGAME_newGameVendor', {
      method: 'POST',
      language: 'TH',
      json: {},
    })
    assert.equal(
      thai.json.value.data.lanes.find((/** @type {any} */ lane) => lane.gameClassify === 'RNG').title,
      'สล็อต',
    )
  })

  it('gives the second merchant fewer categories', async () => {
    const lanes = (await platform.call('/wps/relay/GCSGAME_newGameVendor', { merchant: 'VRD2' })).json.value
      .data.lanes
    const categories = lanes.map((/** @type {any} */ lane) => lane.gameClassify)
    assert.ok(!categories.includes('FISH'))
    assert.ok(!categories.includes('PVP'))
    assert.ok(categories.includes('RNG'))
  })

  it('serves every card icon as SVG with long caching', async () => {
    const lanes = (await platform.call('/wps/relay/GCSGAME_newGameVendor')).json.value.data.lanes
    const card = lanes[0].cards[0]
    for (const path of [card.lagerIcon, card.smallIcon]) {
      const icon = await platform.call(path, { merchant: null })
      assert.equal(icon.status, 200)
      assert.match(String(icon.headers['content-type']), /^image\/svg\+xml/)
      assert.match(String(icon.headers['cache-control']), /max-age=31536000/)
      assert.match(icon.text, /^<svg /)
    }
  })
})

describe('GCSGAME_hotGamesV2', () => {
  it('lists hot games in the contract shape, GET or POST', async () => {
    const viaGet = await platform.call(
      '/wps/relay/GCSGAME_hotGamesV2?merchantCode=SOL1&isPlatform=2&platform=flash,html5-desktop&language=EN',
    )
    const viaPost = await platform.call('/wps/relay/GCSGAME_hotGamesV2', {
      method: 'POST',
      json: { merchantCode: 'SOL1', isPlatform: 2, platform: 'flash,html5-desktop' },
    })
    assert.deepEqual(viaGet.json.value, viaPost.json.value)
    const list = viaGet.json.value.list
    assert.ok(list.length >= 10)
    const game = list[0]
    for (const key of [
      'nodeId',
      'gameId',
      'gameCode',
      'gameName',
      'showIcon',
      'vassalage',
      'gameType',
      'gameClassify',
    ]) {
      assert.ok(game[key] !== undefined, key)
    }
    assert.equal(typeof game.nodeId, 'string')
    assert.ok(list.every((/** @type {any} */ item) => item.isHot === true))
    const tile = await platform.call(game.showIcon, { merchant: null })
    assert.equal(tile.status, 200)
    assert.match(tile.text, /<svg /)
  })

  it('filters by vassalage, with the query merged under the body', async () => {
    const filtered = await platform.call('/wps/relay/GCSGAME_hotGamesV2?vassalage=REEF', {
      method: 'POST',
      json: { vassalage: 'LUMA' },
    })
    const list = filtered.json.value.list
    assert.ok(list.length > 0)
    assert.ok(list.every((/** @type {any} */ item) => item.vassalage === 'LUMA'))
  })

  it('only lists games of vendors the merchant carries', async () => {
    const list = (await platform.call('/wps/relay/GCSGAME_hotGamesV2?vassalage=REEF', { merchant: 'VRD2' }))
      .json.value.list
    assert.deepEqual(list, [])
  })
})

describe('MCSFE_getListAnnouncements', () => {
  it('answers banners, player list, popups and promotions localized by Language', async () => {
    const english = (
      await platform.call('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W', {
        language: 'EN',
      })
    ).json.value
    const chinese = (
      await platform.call('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W', {
        language: 'ZH',
      })
    ).json.value

    const groups = english.banners.map((/** @type {any} */ banner) => banner.groupName)
    for (const group of [
      'w_home',
      'w_promotion',
      'w_login',
      'w_register',
      'w_forget',
      'w_leftmenu',
      'w_reg',
    ]) {
      assert.ok(groups.includes(group), group)
    }
    assert.ok(groups.filter((/** @type {string} */ group) => group === 'w_home').length >= 3)
    assert.ok(groups.filter((/** @type {string} */ group) => group === 'w_reg').length >= 2)
    const linkageTypes = new Set(english.banners.map((/** @type {any} */ banner) => banner.linkageType))
    for (const type of ['URL', 'P', 'G']) assert.ok(linkageTypes.has(type), type)
    const gameBanner = english.banners.find((/** @type {any} */ banner) => banner.linkageType === 'G')
    assert.ok(gameBanner.nodeId && gameBanner.vendor)
    assert.notEqual(english.banners[0].title, chinese.banners[0].title)

    assert.ok(english.player.length >= 3)
    assert.ok(english.promotion.some((/** @type {any} */ promotion) => promotion.category === 'new_player'))
    const promotion = english.promotion[0]
    for (const key of [
      'id',
      'title',
      'category',
      'startDate',
      'endDate',
      'announcementImages',
      'promotionType',
    ]) {
      assert.ok(key in promotion, key)
    }
    const image = await platform.call(promotion.announcementImages[0].url, { merchant: null })
    assert.equal(image.status, 200)
    const banner = await platform.call(english.banners[0].url, { merchant: null })
    assert.match(banner.text, /width="1200"/)
  })

  it('picks popups by execution: guest B by default, A with a session, F on request', async () => {
    const guest = (await platform.call('/wps/relay/MCSFE_getListAnnouncements?types=PU')).json.value
    assert.deepEqual(
      guest.popup.map((/** @type {any} */ popup) => popup.execution),
      ['B'],
    )
    assert.deepEqual(guest.banners, [])
    const firstLogin = (
      await platform.call('/wps/relay/MCSFE_getListAnnouncements', {
        method: 'POST',
        json: { types: 'PU', execution: 'F' },
      })
    ).json.value
    assert.deepEqual(
      firstLogin.popup.map((/** @type {any} */ popup) => popup.execution),
      ['F'],
    )
  })

  it('fills the brand name into each merchant’s texts', async () => {
    const verdant = (
      await platform.call('/wps/relay/MCSFE_getListAnnouncements?types=PU&execution=B', {
        merchant: 'VRD2',
        language: 'EN',
      })
    ).json.value
    assert.equal(verdant.popup[0].title, 'Welcome to Verdant Club')
  })
})
