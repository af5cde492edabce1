// @ts-check
// Game catalogue relays: the vendor lanes and the hot list.
import { hotGames, vendorLanes } from '../lib/catalog.mjs'
import { ok } from '../lib/http.mjs'

/** @param {unknown} value */
function optionalParam(value) {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return trimmed === '' ? undefined : trimmed
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 */
export default function registerGameRoutes(router) {
  // GET|POST /wps/relay/GCSGAME_newGameVendor - vendor cards grouped in lanes by category
  router.relay('GCSGAME_newGameVendor', (ctx) =>
    ok({ data: { lanes: vendorLanes(ctx.platform.db, ctx.merchant.code, ctx.language) } }),
  )

  // GET|POST /wps/relay/GCSGAME_hotGamesV2 - hot games, optionally of one vendor or game type
  router.relay('GCSGAME_hotGamesV2', (ctx) =>
    ok({
      list: hotGames(ctx.platform.db, ctx.merchant.code, {
        vassalage: optionalParam(ctx.body.vassalage),
        gameType: optionalParam(ctx.body.gameType),
      }),
    }),
  )
}
