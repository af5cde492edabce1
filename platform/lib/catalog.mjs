// @ts-check
// Read model of the game catalogue: vendors a merchant carries and games in the contract's shape.
import { CATEGORY_TITLES, pickText } from './i18n.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/**
 * @typedef {object} VendorRow
 * @property {string} code
 * @property {string} name
 * @property {string} category
 * @property {string} game_type
 * @property {'LOBBY' | 'VASSALAGE' | 'GAME'} card_mode
 * @property {number} hue
 * @property {number} is_hot
 * @property {number} sort_order
 */

/**
 * @typedef {object} GameRow
 * @property {number} node_id
 * @property {string} vendor_code
 * @property {string} game_id
 * @property {string} game_code
 * @property {string} name
 * @property {string} game_type
 * @property {string} game_classify
 * @property {number} is_hot
 * @property {number | null} hot_rank
 * @property {number} min_bet_minor
 * @property {number} line_num
 * @property {number} created_order
 * @property {number} hue
 */

/** Lane order of the vendor list, which is also the portal's side-menu order. */
export const CATEGORY_ORDER = ['INHOUSE', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']

/**
 * @param {Db} db
 * @param {string} merchantCode
 * @returns {VendorRow[]}
 */
export function merchantVendors(db, merchantCode) {
  return /** @type {VendorRow[]} */ (
    db
      .prepare(
        `SELECT v.code, v.name, v.category, v.game_type, v.card_mode, v.hue, v.is_hot, mv.sort_order
         FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code
         WHERE mv.merchant_code = ? ORDER BY mv.sort_order`,
      )
      .all(merchantCode)
  )
}

/**
 * @param {GameRow} row
 * @param {VendorRow} vendor
 */
export function gameItem(row, vendor) {
  const nodeId = String(row.node_id)
  const icon = `/assets/games/${nodeId}.svg`
  return {
    nodeId,
    gameId: row.game_id,
    gameCode: row.game_code,
    gameName: row.name,
    nodeName: row.name,
    showIcon: icon,
    iconUrl: icon,
    vassalage: vendor.code,
    vendor: vendor.code,
    displayName: vendor.name,
    accountTypeName: vendor.code,
    gameType: row.game_type,
    gameClassify: row.game_classify,
    isHot: row.is_hot === 1,
    minBet: row.min_bet_minor,
    lineNum: row.line_num,
    createdOrder: row.created_order,
    isGame: 'GAME',
  }
}

/** @param {VendorRow} vendor */
export function vendorIcons(vendor) {
  return {
    lagerIcon: `/assets/vendors/${vendor.code}.svg`,
    smallIcon: `/assets/vendors/${vendor.code}.small.svg`,
  }
}

/**
 * One lane per category the merchant carries, in side-menu order.
 * @param {Db} db
 * @param {string} merchantCode
 * @param {string} language
 */
export function vendorLanes(db, merchantCode, language) {
  const vendors = merchantVendors(db, merchantCode)
  const firstGame = db.prepare('SELECT * FROM games WHERE vendor_code = ? ORDER BY created_order LIMIT 1')
  return CATEGORY_ORDER.map((category) => ({
    category,
    vendors: vendors.filter((vendor) => vendor.category === category),
  }))
    .filter(({ vendors: laneVendors }) => laneVendors.length > 0)
    .map(({ category, vendors: laneVendors }) => ({
      title: pickText(CATEGORY_TITLES[category], language),
      gameClassify: category,
      cards: laneVendors.map((vendor) => {
        const card = {
          vassalage: vendor.code,
          displayName: vendor.name,
          gameType: vendor.game_type,
          ...vendorIcons(vendor),
          isHot: vendor.is_hot === 1,
          accountTypeName: vendor.code,
          isGame: vendor.card_mode === 'LOBBY' ? '' : vendor.card_mode,
        }
        if (vendor.card_mode !== 'GAME') return card
        const game = /** @type {GameRow | undefined} */ (firstGame.get(vendor.code))
        return game
          ? { ...card, nodeId: String(game.node_id), gameId: game.game_id, gameCode: game.game_code }
          : card
      }),
    }))
}

/**
 * Hot games of the merchant's vendors, hottest first.
 * @param {Db} db
 * @param {string} merchantCode
 * @param {{ vassalage?: string, gameType?: string }} filter
 */
export function hotGames(db, merchantCode, { vassalage, gameType }) {
  const vendors = new Map(merchantVendors(db, merchantCode).map((vendor) => [vendor.code, vendor]))
  const rows = /** @type {GameRow[]} */ (
    db
      .prepare(
        `SELECT g.* FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant_code = ?
         WHERE g.is_hot = 1 AND (? IS NULL OR g.vendor_code = ?) AND (? IS NULL OR g.game_type = ?)
         ORDER BY g.hot_rank`,
      )
      .all(merchantCode, vassalage ?? null, vassalage ?? null, gameType ?? null, gameType ?? null)
  )
  return rows.flatMap((row) => {
    const vendor = vendors.get(row.vendor_code)
    return vendor ? [gameItem(row, vendor)] : []
  })
}
