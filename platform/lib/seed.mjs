// @ts-check
// First-start data: merchants, vendors, games, banners, announcements, promotions and demo
// accounts. Deterministic: every random choice comes from one seeded generator, so two fresh
// databases hold the same catalogue and tests can rely on it. Runs once per database.
import { randomBytes, scryptSync } from 'node:crypto'

import { seedCashier } from './cashier.mjs'
import { post } from './ledger.mjs'
import { MERCHANTS } from './merchants.mjs'
import { ANNOUNCEMENTS, HEADLINES, PROMOTIONS } from './seed-content.mjs'
import { seedTeam } from './seed-team.mjs'
import { getSetting, putSetting } from './store.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./i18n.mjs').LocalizedText} LocalizedText */

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
 * @typedef {object} VendorSeed
 * @property {string} code
 * @property {string} name
 * @property {string} category
 * @property {string} gameType
 * @property {'LOBBY' | 'VASSALAGE' | 'GAME'} cardMode how the vendor card opens: category lobby, game-list popup, or its single game
 * @property {number} hue
 * @property {boolean} hot
 * @property {() => { name: string, classify: string, code?: string }[]} games
 */

// prettier-ignore
const ADJECTIVES = [
  'Golden', 'Lucky', 'Mystic', 'Wild', 'Royal', 'Crystal', 'Thunder', 'Jade', 'Sapphire', 'Blazing',
  'Frozen', 'Emerald', 'Cosmic', 'Ancient', 'Fortune', 'Neon', 'Ruby', 'Silver', 'Midnight', 'Sunny',
  'Tropical', 'Savage', 'Electric', 'Hidden', 'Secret', 'Magic', 'Sacred', 'Mighty', 'Shining', 'Velvet',
]

// prettier-ignore
const NOUNS = [
  'Tiger', 'Phoenix', 'Pharaoh', 'Koi', 'Panda', 'Lion', 'Temple', 'Treasure', 'Gems', 'Fruits',
  'Riches', 'Empire', 'Jungle', 'Ocean', 'Samurai', 'Viking', 'Lantern', 'Carnival', 'Rodeo', 'Safari',
  'Express', 'Nights', 'Harvest', 'Bonanza', 'Quest', 'Spins', 'Wolves', 'Buffalo', 'Pearls', 'Volcano',
]

const CRASH_NOUNS = ['Rocket', 'Comet', 'Skyline', 'Launch', 'Orbit', 'Jetstream', 'Balloon', 'Meteor']
const TABLE_GAMES = [
  'Blackjack',
  'Roulette',
  'Baccarat',
  'Sic Bo',
  'Dragon Tiger',
  'Three Card Poker',
  'Fan Tan',
]
const LIVE_TABLES = [
  'Baccarat',
  'Roulette',
  'Blackjack',
  'Sic Bo',
  'Dragon Tiger',
  'Speed Baccarat',
  'Bac Bo',
]
const FISH_NOUNS = ['Reef', 'Deep Sea', 'Harbor', 'Lagoon', 'Coral', 'Abyss', 'Tidepool', 'Kraken']
const FISH_SUFFIXES = ['Hunter', 'Bounty', 'Catch', 'Frenzy']
// prettier-ignore
const CARD_ROOMS = [
  "Texas Hold'em", 'Omaha', 'Short Deck', 'Teen Patti', 'Rummy', 'Niu Niu', 'Tien Len', 'Pusoy',
  'Domino QQ', 'Sam Loc', 'Mau Binh', 'Capsa Susun', 'Big Two', 'Andar Bahar', 'Blackjack Duel',
]
const SEA_DRAWS = [
  'SEA Lotto 5D',
  'Quick 3D',
  'Keno 80',
  'Pick 3',
  'Fast Lotto 1 Minute',
  'Thai Lotto',
  'Lao Lotto',
  'Malay 4D',
]
const VN_DRAWS = [
  'Mien Bac',
  'Mien Trung',
  'Mien Nam',
  'Sieu Toc 45s',
  'Sieu Toc 1 Phut',
  'Sieu Toc 5 Phut',
  'Keno VN',
  'Lo De',
]

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
 * @returns {VendorSeed[]}
 */
function vendorSeeds(random) {
  const used = new Set()
  /** @param {string} prefix @param {number} count */
  const liveTables = (prefix, count) =>
    Array.from({ length: count }, (_, index) => ({
      name: `${prefix} ${LIVE_TABLES[index % LIVE_TABLES.length]} ${Math.floor(index / LIVE_TABLES.length) + 1}`,
      classify: 'table',
    }))
  /** @param {string} label */
  const single = (label) => () => [{ name: label, classify: 'sports' }]
  return [
    {
      code: 'HOUSE',
      name: 'House Originals',
      category: 'INHOUSE',
      gameType: 'INHOUSE',
      cardMode: 'LOBBY',
      hue: 280,
      hot: true,
      games: () => [
        { name: 'Dice', classify: 'original', code: 'dice' },
        { name: 'Classic Slot 5x3', classify: 'original', code: 'slot5x3' },
        { name: 'Mines', classify: 'original', code: 'mines' },
      ],
    },
    {
      code: 'TCG_SEA',
      name: 'Southeast Draws',
      category: 'ELOTT',
      gameType: 'ELOTT',
      cardMode: 'LOBBY',
      hue: 20,
      hot: false,
      games: () => SEA_DRAWS.map((name) => ({ name, classify: 'lottery' })),
    },
    {
      code: 'TCG_LOTTO_VN',
      name: 'Northern Lotto VN',
      category: 'LOTT',
      gameType: 'LOTT',
      cardMode: 'LOBBY',
      hue: 0,
      hot: false,
      games: () => VN_DRAWS.map((name) => ({ name, classify: 'lottery' })),
    },
    {
      code: 'VELV',
      name: 'Velvet Live',
      category: 'LIVE',
      gameType: 'LIVE',
      cardMode: 'VASSALAGE',
      hue: 330,
      hot: true,
      games: () => liveTables('Velvet', 21),
    },
    {
      code: 'CRWN',
      name: 'Crown Table Live',
      category: 'LIVE',
      gameType: 'LIVE',
      cardMode: 'VASSALAGE',
      hue: 45,
      hot: false,
      games: () => liveTables('Crown', 14),
    },
    {
      code: 'FLDS',
      name: 'Fieldstone Sports',
      category: 'SPORTS',
      gameType: 'SPORTS',
      cardMode: 'GAME',
      hue: 120,
      hot: true,
      games: single('Fieldstone Sportsbook'),
    },
    ...[
      ['AV', 'Apex Versus Esports', 200],
      ['AI', 'Arena Insight Esports', 215],
      ['IMES', 'Ion Masters Esports', 230],
      ['TF', 'Titan Forge Esports', 245],
      ['IA', 'Iron Ascent Esports', 260],
    ].map(([code, name, hue]) => ({
      code: String(code),
      name: String(name),
      category: 'SPORTS',
      gameType: 'SPORTS',
      cardMode: /** @type {const} */ ('GAME'),
      hue: Number(hue),
      hot: false,
      games: single(`${name} Arena`),
    })),
    {
      code: 'REEF',
      name: 'Reef Hunters',
      category: 'FISH',
      gameType: 'FISH',
      cardMode: 'VASSALAGE',
      hue: 190,
      hot: false,
      games: () =>
        FISH_NOUNS.flatMap((noun) =>
          FISH_SUFFIXES.map((suffix) => ({ name: `${noun} ${suffix}`, classify: 'fishing' })),
        )
          .filter((_, index) => index % 2 === 0)
          .slice(0, 16),
    },
    {
      code: 'LUMA',
      name: 'Luma Reels',
      category: 'RNG',
      gameType: 'RNG',
      cardMode: 'LOBBY',
      hue: 50,
      hot: true,
      games: () => slotCatalogue(random, used, 80),
    },
    {
      code: 'KITE',
      name: 'Kite Slots',
      category: 'RNG',
      gameType: 'RNG',
      cardMode: 'LOBBY',
      hue: 160,
      hot: false,
      games: () => slotCatalogue(random, used, 75),
    },
    {
      code: 'ORBX',
      name: 'Orbix Gaming',
      category: 'RNG',
      gameType: 'RNG',
      cardMode: 'LOBBY',
      hue: 260,
      hot: false,
      games: () => slotCatalogue(random, used, 70),
    },
    {
      code: 'DUEL',
      name: 'Duel Table',
      category: 'PVP',
      gameType: 'PVP',
      cardMode: 'VASSALAGE',
      hue: 10,
      hot: false,
      games: () => CARD_ROOMS.map((name) => ({ name, classify: 'cards' })),
    },
  ]
}

/** Minimum bets in minor units, per game classification. */
const MIN_BETS = {
  slot: [10, 20, 50, 100],
  crash: [10, 50],
  table: [100, 200, 500],
  fishing: [10, 50],
  cards: [100, 500, 1000],
  sports: [100],
  lottery: [100],
  original: [10],
}
const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024]

/** @param {string} name */
function slug(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
}

/**
 * @param {string} password
 */
function hashSeedPassword(password) {
  // Synchronous on purpose: seeding runs inside one transaction before the server listens.
  const salt = randomBytes(16)
  return { hash: scryptSync(password.normalize('NFC'), salt, 32).toString('hex'), salt: salt.toString('hex') }
}

/**
 * @typedef {object} DemoAccount
 * @property {string} username
 * @property {string} password
 * @property {number} type
 * @property {string} nickname
 * @property {number} openingBalanceMinor
 * @property {number} rankLevel
 * @property {boolean} [defaultPassword] set by an agent: the member must change it after login
 * @property {boolean} [passwordExpired] last changed longer ago than the merchant allows
 * @property {Record<string, { dialing: string, number: string }>} [mobile] by merchant code
 * @property {string} [email]
 * @property {string} [affiliateCode]
 * @property {string} [upline]
 * @property {boolean} [contracts]
 */

/** The demo accounts exist in both merchants with the same credentials. */
export const DEMO_ACCOUNTS = /** @type {DemoAccount[]} */ ([
  {
    username: 'player01',
    password: 'Player#2026',
    type: 0,
    nickname: 'Player One',
    openingBalanceMinor: 150_000,
    rankLevel: 2,
    email: 'player01@example.com',
  },
  {
    username: 'agent01',
    password: 'Agent#2026',
    type: 1,
    nickname: 'Agent One',
    openingBalanceMinor: 500_000,
    rankLevel: 3,
    email: 'agent01@example.com',
    affiliateCode: 'AGENT01',
    contracts: true,
  },
  {
    username: 'newbie01',
    password: 'Welcome#01',
    type: 0,
    nickname: 'Newbie',
    openingBalanceMinor: 0,
    rankLevel: 1,
    defaultPassword: true,
    upline: 'agent01',
  },
  {
    username: 'expired01',
    password: 'Expired#2026',
    type: 0,
    nickname: 'Expired',
    openingBalanceMinor: 2_500,
    rankLevel: 1,
    passwordExpired: true,
    email: 'expired01@example.com',
  },
  {
    username: 'mobile01',
    password: 'Mobile#2026',
    type: 0,
    nickname: 'Mobile',
    openingBalanceMinor: 10_000,
    rankLevel: 2,
    mobile: { SOL1: { dialing: '55', number: '11987654321' }, VRD2: { dialing: '66', number: '812345678' } },
  },
  {
    username: 'vip01',
    password: 'Vip#2026',
    type: 0,
    nickname: 'VIP Guest',
    openingBalanceMinor: 2_000_000,
    rankLevel: 5,
    email: 'vip01@example.com',
  },
])

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
  const vendors = vendorSeeds(random)
  const passwords = new Map(DEMO_ACCOUNTS.map((account) => [account.username, account.password]))
  const hashes = new Map(
    MERCHANTS.flatMap((merchant) =>
      [...passwords].map(([username, password]) => [
        `${merchant.code}:${username}`,
        hashSeedPassword(password),
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
    vendors.forEach((vendor, vendorIndex) => {
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
      vendor.games().forEach((game, gameIndex) => {
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
      seedAnnouncements(db, merchant, seededAt)
      seedAccounts(db, merchant, seededAt, hashes)
      seedTeam(db, merchant.code, seededAt)
      seedCashier(db, merchant, seededAt)
    }
    putSetting(db, 'seed_version', SEED_VERSION)
    putSetting(db, 'seeded_at', String(seededAt))
  })()
  return true
}

/**
 * @param {LocalizedText} texts
 * @param {string} brand
 */
function withBrand(texts, brand) {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(texts).map(([language, value]) => [language, value.replaceAll('{brand}', brand)]),
    ),
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
    const result = insert.run(
      merchant.code,
      promotion.category,
      promotion.promotionType,
      index + 1,
      seededAt - (30 + index * 5) * DAY_MS,
      seededAt + (365 - index * 20) * DAY_MS,
      Math.floor(random() * 360),
      promotion.imageCount,
      withBrand(promotion.title, merchant.brandName),
      withBrand(promotion.content, merchant.brandName),
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
  const promotion = (/** @type {string} */ key) => ({
    linkageType: 'P',
    linkage: String(promotionIds.get(key)),
  })
  /** @type {[string, LocalizedText, { linkageType: string, linkage: string, game?: boolean }][]} */
  const plan = [
    ['w_home', HEADLINES.welcome, promotion('welcome')],
    ['w_home', HEADLINES.newSlots, { linkageType: 'G', linkage: String(hotSlot.node_id), game: true }],
    ['w_home', HEADLINES.liveTables, { linkageType: 'URL', linkage: '/live' }],
    ['w_home', HEADLINES.sportsBoost, { linkageType: 'URL', linkage: '/sports' }],
    ['w_home', HEADLINES.cashback, { linkageType: '', linkage: '' }],
    ['w_promotion', HEADLINES.cashback, promotion('cashback')],
    ['w_promotion', HEADLINES.referFriend, promotion('referral')],
    ['w_login', HEADLINES.welcomeBack, { linkageType: '', linkage: '' }],
    ['w_register', HEADLINES.joinNow, { linkageType: 'URL', linkage: '/register' }],
    ['w_forget', HEADLINES.resetBySms, { linkageType: '', linkage: '' }],
    ['w_leftmenu', HEADLINES.originals, { linkageType: 'URL', linkage: '/inhouse' }],
    ['w_reg', HEADLINES.welcome, promotion('welcome')],
    ['w_reg', HEADLINES.freeSpins, promotion('freeSpins')],
  ]
  const insert = db.prepare(
    `INSERT INTO banners (merchant_code, group_name, sequence, linkage_type, linkage, node_id, vendor, room_id, hue,
       titles)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  plan.forEach(([group, titles, link], index) => {
    insert.run(
      merchantCode,
      group,
      index + 1,
      link.linkageType,
      link.linkage,
      link.game ? hotSlot.node_id : null,
      link.game ? hotSlot.vendor_code : null,
      null,
      Math.floor(random() * 360),
      JSON.stringify(titles),
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
       rank_level, avatar, contract_daily_salary, contract_dividend, contract_hour_salary,
       contract_realtime_salary, registered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
      account.contracts ? 1 : 0,
      account.contracts ? 1 : 0,
      0,
      account.contracts ? 1 : 0,
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
