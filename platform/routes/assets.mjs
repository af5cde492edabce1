// @ts-check
// GET /assets/... - SVG artwork drawn from the catalogue. Paths are content-addressed by id, so
// they are cached for a year; the CSP keeps an SVG opened directly from running anything.
import {
  AVATAR_COUNT,
  PAYMENT_METHODS,
  avatarArt,
  bannerArt,
  gameTile,
  paymentIcon,
  promotionArt,
  vendorLogo,
} from '../lib/artwork.mjs'
import { ApiError, text } from '../lib/http.mjs'
import { isLanguage, pickText } from '../lib/i18n.mjs'

const SVG_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
}

/** @param {string} body */
function svg(body) {
  return text(200, body, 'image/svg+xml; charset=utf-8', SVG_HEADERS)
}

function notFound() {
  return new ApiError(404, 'function.not.available')
}

/**
 * @param {string | undefined} file
 * @param {RegExp} pattern
 */
function parseFile(file, pattern) {
  const match = pattern.exec(file ?? '')
  if (!match) throw notFound()
  return match
}

/** @param {string} code */
function languageOf(code) {
  const language = code.toUpperCase()
  if (!isLanguage(language)) throw notFound()
  return language
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerAssetRoutes(router, platform) {
  const { db, merchants } = platform
  const vendorByCode = db.prepare('SELECT name, hue FROM vendors WHERE code = ?')

  router.get('/assets/games/:file', ({ params }) => {
    const [, nodeId] = parseFile(params.file, /^(\d+)\.svg$/)
    const game =
      /** @type {{ name: string, game_classify: string, hue: number, vendor_name: string } | undefined} */ (
        db
          .prepare(
            `SELECT g.name, g.game_classify, g.hue, v.name AS vendor_name
           FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE g.node_id = ?`,
          )
          .get(Number(nodeId))
      )
    if (!game) throw notFound()
    return svg(
      gameTile({
        name: game.name,
        vendorName: game.vendor_name,
        classify: game.game_classify,
        hue: game.hue,
      }),
    )
  })

  router.get('/assets/vendors/:file', ({ params }) => {
    const [, code, small] = parseFile(params.file, /^([A-Z0-9_]+)(\.small)?\.svg$/)
    const vendor = /** @type {{ name: string, hue: number } | undefined} */ (vendorByCode.get(code))
    if (!vendor) throw notFound()
    return svg(vendorLogo(vendor, small ? 'small' : 'large'))
  })

  router.get('/assets/banners/:file', ({ params }) => {
    const [, id, language] = parseFile(params.file, /^(\d+)\.([a-z]{2})\.svg$/)
    const banner = /** @type {{ merchant_code: string, hue: number, titles: string } | undefined} */ (
      db.prepare('SELECT merchant_code, hue, titles FROM banners WHERE id = ?').get(Number(id))
    )
    const merchant = banner && merchants.get(banner.merchant_code)
    if (!banner || !merchant) throw notFound()
    const title = pickText(JSON.parse(banner.titles), languageOf(language ?? ''))
    return svg(bannerArt({ title, brandName: merchant.brandName, hue: banner.hue }))
  })

  router.get('/assets/promotions/:file', ({ params }) => {
    const [, id, sequence, language] = parseFile(params.file, /^(\d+)-(\d+)\.([a-z]{2})\.svg$/)
    const promotion =
      /** @type {{ merchant_code: string, hue: number, titles: string, image_count: number } | undefined} */ (
        db
          .prepare('SELECT merchant_code, hue, titles, image_count FROM promotions WHERE id = ?')
          .get(Number(id))
      )
    const merchant = promotion && merchants.get(promotion.merchant_code)
    if (!promotion || !merchant || Number(sequence) < 1 || Number(sequence) > promotion.image_count)
      throw notFound()
    const title = pickText(JSON.parse(promotion.titles), languageOf(language ?? ''))
    return svg(
      promotionArt({
        title,
        brandName: merchant.brandName,
        hue: (promotion.hue + Number(sequence) * 40) % 360,
      }),
    )
  })

  router.get('/assets/payments/:file', ({ params }) => {
    const [, code] = parseFile(params.file, /^([a-z]+)\.svg$/)
    const method = PAYMENT_METHODS.find((candidate) => candidate.code === code)
    if (!method) throw notFound()
    return svg(paymentIcon(method))
  })

  router.get('/assets/avatars/:file', ({ params }) => {
    const [, index] = parseFile(params.file, /^(\d+)\.svg$/)
    const number = Number(index)
    if (number < 1 || number > AVATAR_COUNT) throw notFound()
    return svg(avatarArt(number))
  })
}
