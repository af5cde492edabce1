// @ts-check
// First-start data: merchants, vendors, games, banners, announcements, promotions and demo
// accounts. Deterministic: every random choice comes from one seeded generator, so two fresh
// databases hold the same catalogue and tests can rely on it. Runs once per database.
import { seedCashier } from './cashier/seed.mjs'
import { seedIdentity } from './identity/seed.mjs'
import { hashPasswordSync } from './crypto.mjs'
import { post } from './ledger.mjs'
import { MERCHANTS } from './merchants.mjs'
import { DEMO_ACCOUNTS } from './seed-accounts.mjs'
import {
  ADJECTIVES,
  CRASH_NOUNS,
  FISH_NOUNS,
  FISH_SUFFIXES,
  LIVE_TABLES,
  MIN_BETS,
  NOUNS,
  SLOT_LINES,
  TABLE_GAMES,
  VENDORS,
} from './seed-catalogue.mjs'
import { ANNOUNCEMENTS, BANNERS, HEADLINES, PROMOTIONS } from './seed-content.mjs'
import { SEED_OFFERS, seedPromotionOffers, seedsPromotion } from './promotions/rules.mjs'
import { seedTeam } from './seed-team.mjs'
import { seedAgentPay } from './agent-pay/seed.mjs'
import { getSetting, putSetting } from './store.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./i18n.mjs').LocalizedText} LocalizedText */
/** @typedef {import('./seed-catalogue.mjs').VendorSeed} VendorSeed */
/** @typedef {import('./seed-content.mjs').BannerLink} BannerLink */

export const SEED_NUMBER = 20260115
const SEED_VERSION = '1'
const DAY_MS = 24 * 60 * 60 * 1000
const FIRST_NODE_ID = 10001

/**
 * mulberry32: small, fast and good enough to pick names and colours reproducibly.
 * @param {number} seed
 */
export function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = state
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Slot vendors get unique adjective-noun names with a share of table and crash games.
 * @param {() => number} random
 * @param {Set<string>} used names already taken by other vendors
 * @param {number} count
 */
function slotCatalogue(random, used, count) {
  /** @type {{ name: string, classify: string }[]} */
  const games = []
  while (games.length < count) {
    const roll = random()
    const adjective = ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]
    let name
    let classify
    if (roll < 0.1) {
      name = `${adjective} ${CRASH_NOUNS[Math.floor(random() * CRASH_NOUNS.length)]}`
      classify = 'crash'
    } else if (roll < 0.22) {
      name = `${adjective} ${TABLE_GAMES[Math.floor(random() * TABLE_GAMES.length)]}`
      classify = 'table'
    } else {
      name = `${adjective} ${NOUNS[Math.floor(random() * NOUNS.length)]}`
      classify = 'slot'
    }
    if (used.has(name)) continue
    used.add(name)
    games.push({ name, classify })
  }
  return games
}

/**
 * @param {() => number} random

/**
 * A vendor's games, made from its source in the catalogue.
 * @param {VendorSeed} vendor
 * @param {() => number} random
 * @param {Set<string>} used generated names already taken by other vendors
 * @returns {{ name: string, classify: string, code?: string }[]}
 */
function gamesOf(vendor, random, used) {
  const source = vendor.games
  if ('fixed' in source) return source.fixed
  if ('named' in source) return source.named.map((name) => ({ name, classify: source.classify }))
  if ('live' in source) {
    return Array.from({ length: source.count }, (_, index) => ({
      name: `${source.live} ${LIVE_TABLES[index % LIVE_TABLES.length]} ${Math.floor(index / LIVE_TABLES.length) + 1}`,
      classify: 'table',
    }))
  }
  if ('single' in source) return [{ name: source.single, classify: 'sports' }]
  if ('fishing' in source) {
    return FISH_NOUNS.flatMap((noun) =>
      FISH_SUFFIXES.map((suffix) => ({ name: `${noun} ${suffix}`, classify: 'fishing' })),
    )
      .filter((_, index) => index % 2 === 0)
      .slice(0, source.fishing)
  }
  return slotCatalogue(random, used, source.slots)
}

/** @param {string} name */
function slug(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
}

/**
 * Writes the merchants' configuration as the code defines it. Runs on every start, so a changed
 * switch or rule reaches an existing database; merchants are configuration, not player data.
 * @param {Db} db
 */
export function syncMerchants(db) {
  const upsert = db.prepare(
    `INSERT INTO merchants (code, brand_name, config) VALUES (?, ?, ?)
     ON CONFLICT(code) DO UPDATE SET brand_name = excluded.brand_name, config = excluded.config`,
  )
  for (const merchant of MERCHANTS) upsert.run(merchant.code, merchant.brandName, JSON.stringify(merchant))
}

/**
 * @param {Db} db
 * @param {number} seededAt clock reading used for every timestamp in the seed
 */
export function seedIfEmpty(db, seededAt) {
  if (getSetting(db, 'seed_version')) return false
  const random = seededRandom(SEED_NUMBER)
  const used = new Set()
  const passwords = new Map(DEMO_ACCOUNTS.map((account) => [account.username, account.password]))
  const hashes = new Map(
    MERCHANTS.flatMap((merchant) =>
      [...passwords].map(([username, password]) => [
        `${merchant.code}:${username}`,
        hashPasswordSync(password),
      ]),
    ),
  )

  db.transaction(() => {
    syncMerchants(db)
    const insertVendor = db.prepare(
      `INSERT INTO vendors (code, name, category, game_type, card_mode, hue, is_hot, sort_order)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const insertGame = db.prepare(
      `INSERT INTO games (node_id, vendor_code, game_id, game_code, name, game_type, game_classify, is_hot,
         hot_rank, min_bet_minor, line_num, created_order, hue)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    let nodeId = FIRST_NODE_ID
    let hotRank = 1
    VENDORS.forEach((vendor, vendorIndex) => {
      insertVendor.run(
        vendor.code,
        vendor.name,
        vendor.category,
        vendor.gameType,
        vendor.cardMode,
        vendor.hue,
        vendor.hot ? 1 : 0,
        vendorIndex + 1,
      )
      gamesOf(vendor, random, used).forEach((game, gameIndex) => {
        const bets = MIN_BETS[/** @type {keyof typeof MIN_BETS} */ (game.classify)] ?? [100]
        const hot =
          vendor.category === 'INHOUSE' ||
          (['RNG', 'LIVE', 'FISH', 'PVP'].includes(vendor.category) && random() < 0.12)
        insertGame.run(
          nodeId,
          vendor.code,
          `${vendor.code}-${String(gameIndex + 1).padStart(4, '0')}`,
          game.code ?? slug(game.name),
          game.name,
          vendor.gameType,
          game.classify,
          hot ? 1 : 0,
          hot ? hotRank++ : null,
          bets[Math.floor(random() * bets.length)],
          game.classify === 'slot' ? SLOT_LINES[Math.floor(random() * SLOT_LINES.length)] : 0,
          nodeId - FIRST_NODE_ID + 1,
          (vendor.hue + Math.floor(random() * 120) - 60 + 360) % 360,
        )
        nodeId += 1
      })
    })

    const insertMerchantVendor = db.prepare(
      'INSERT INTO merchant_vendors (merchant_code, vendor_code, sort_order) VALUES (?, ?, ?)',
    )
    for (const merchant of MERCHANTS) {
      merchant.vendors.forEach((code, index) => insertMerchantVendor.run(merchant.code, code, index + 1))
      const promotionIds = seedPromotions(db, merchant, seededAt, random)
      seedBanners(db, merchant.code, promotionIds, random)
      seedPromotionOffers(db, merchant.code, promotionIds)
      seedAnnouncements(db, merchant, seededAt)
      seedAccounts(db, merchant, seededAt, hashes)
      seedTeam(db, merchant.code, seededAt)
      seedAgentPay(db, merchant.code, seededAt)
      seedCashier(db, merchant, seededAt)
      seedIdentity(db, merchant.code, seededAt)
    }
    putSetting(db, 'seed_version', SEED_VERSION)
    putSetting(db, 'seeded_at', String(seededAt))
  })()
  return true
}

/**
 * The texts with the brand and, for a promotion, the figures of its offer filled in, so a seeded title
 * states what the offer pays.
 * @param {LocalizedText} texts
 * @param {string} brand
 * @param {Record<string, number | string>} [offer]
 */
function withBrand(texts, brand, offer = {}) {
  const fill = (/** @type {string} */ value) =>
    value
      .replaceAll('{brand}', brand)
      .replaceAll('{percent}', String(offer.percent ?? ''))
      .replaceAll('{spins}', String(offer.spins ?? ''))
  return JSON.stringify(
    Object.fromEntries(Object.entries(texts).map(([language, value]) => [language, fill(value)])),
  )
}

/**
 * @param {Db} db
 * @param {import('./merchants.mjs').Merchant} merchant
 * @param {number} seededAt
 * @param {() => number} random
 * @returns {Map<string, number>} promotion id by seed key
 */
function seedPromotions(db, merchant, seededAt, random) {
  const insert = db.prepare(
    `INSERT INTO promotions (merchant_code, category, promotion_type, sequence, start_at, end_at, hue, image_count,
       titles, contents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const ids = new Map()
  PROMOTIONS.forEach((promotion, index) => {
    const hue = Math.floor(random() * 360)
    if (!seedsPromotion(merchant.code, promotion.key)) return
    const offer = SEED_OFFERS[merchant.code]?.[promotion.key]
    const result = insert.run(
      merchant.code,
      promotion.category,
      promotion.promotionType,
      index + 1,
      seededAt - (30 + index * 5) * DAY_MS,
      seededAt + (365 - index * 20) * DAY_MS,
      hue,
      promotion.imageCount,
      withBrand(promotion.title, merchant.brandName, offer),
      withBrand(promotion.content, merchant.brandName, offer),
    )
    ids.set(promotion.key, Number(result.lastInsertRowid))
  })
  return ids
}

/**
 * @param {Db} db
 * @param {string} merchantCode
 * @param {Map<string, number>} promotionIds
 * @param {() => number} random
 */
function seedBanners(db, merchantCode, promotionIds, random) {
  const hotSlot = /** @type {{ node_id: number, vendor_code: string, game_type: string }} */ (
    db
      .prepare(
        `SELECT g.node_id, g.vendor_code, g.game_type FROM games g
         JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant_code = ?
         WHERE g.game_type = 'RNG' AND g.is_hot = 1 ORDER BY g.hot_rank LIMIT 1`,
      )
      .get(merchantCode)
  )
  /** @param {BannerLink} link */
  const linkOf = (link) => {
    if (link === 'hotSlot') return { linkageType: 'G', linkage: String(hotSlot.node_id), game: true }
    if (link === null) return { linkageType: '', linkage: '' }
    if ('url' in link) return { linkageType: 'URL', linkage: link.url }
    return { linkageType: 'P', linkage: String(promotionIds.get(link.promotion)) }
  }
  const insert = db.prepare(
    `INSERT INTO banners (merchant_code, group_name, sequence, linkage_type, linkage, node_id, vendor, room_id, hue,
       titles)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  BANNERS.forEach(([group, headline, target], index) => {
    const link = linkOf(target)
    const hue = Math.floor(random() * 360)
    // A banner of a promotion the merchant does not run is left out.
    if (link.linkageType === 'P' && link.linkage === 'undefined') return
    insert.run(
      merchantCode,
      group,
      index + 1,
      link.linkageType,
      link.linkage,
      link.game ? hotSlot.node_id : null,
      link.game ? hotSlot.vendor_code : null,
      null,
      hue,
      JSON.stringify(HEADLINES[headline]),
    )
  })
}

/**
 * @param {Db} db
 * @param {import('./merchants.mjs').Merchant} merchant
 * @param {number} seededAt
 */
function seedAnnouncements(db, merchant, seededAt) {
  const insert = db.prepare(
    `INSERT INTO announcements (merchant_code, kind, execution, published_at, titles, contents)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  for (const announcement of ANNOUNCEMENTS) {
    insert.run(
      merchant.code,
      announcement.kind,
      announcement.execution,
      seededAt - announcement.daysAgo * DAY_MS,
      withBrand(announcement.title, merchant.brandName),
      withBrand(announcement.content, merchant.brandName),
    )
  }
}

/**
 * @param {Db} db
 * @param {import('./merchants.mjs').Merchant} merchant
 * @param {number} seededAt
 * @param {Map<string, { hash: string, salt: string }>} hashes
 */
function seedAccounts(db, merchant, seededAt, hashes) {
  const insert = db.prepare(
    `INSERT INTO members (merchant_code, username, username_key, type, nickname, password_hash, password_salt,
       password_set_at, password_is_default, email, mobile_dialing, mobile_num, upline_id, affiliate_code,
       rank_level, avatar, registered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  /** @type {Map<string, number>} */
  const ids = new Map()
  DEMO_ACCOUNTS.forEach((account, index) => {
    const hashed = hashes.get(`${merchant.code}:${account.username}`)
    if (!hashed) throw new Error(`no password hash for ${account.username}`)
    const mobile = account.mobile?.[merchant.code]
    const passwordSetAt = account.passwordExpired
      ? seededAt - (merchant.passwordMaxAgeDays + 30) * DAY_MS
      : seededAt - 10 * DAY_MS
    const result = insert.run(
      merchant.code,
      account.username,
      account.username.toLowerCase(),
      account.type,
      account.nickname,
      hashed.hash,
      hashed.salt,
      passwordSetAt,
      account.defaultPassword ? 1 : 0,
      account.email ?? null,
      mobile?.dialing ?? null,
      mobile?.number ?? null,
      account.upline ? (ids.get(account.upline) ?? null) : null,
      account.affiliateCode ?? null,
      account.rankLevel,
      (index % 8) + 1,
      seededAt - 120 * DAY_MS,
    )
    const memberId = Number(result.lastInsertRowid)
    ids.set(account.username, memberId)
    if (account.openingBalanceMinor > 0) {
      post(db, {
        memberId,
        amountMinor: account.openingBalanceMinor,
        kind: 'adjustment',
        ref: 'opening-balance',
        at: seededAt,
      })
    }
  })
}
