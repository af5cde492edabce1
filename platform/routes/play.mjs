// @ts-check
// The in-house game pages a launch URL points to (/play/<engine>?session=<launch session>), their
// round API, the paytable, the responsible-gaming note and the round verification page. These paths
// are opened by the player's browser inside the Portal's iframe, so they carry no Merchant header and
// no token: the launch-session id says who plays which game.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { ApiError, ok, rawHeaderValues, text } from '../lib/http.mjs'
import { isLanguage } from '../lib/i18n.mjs'
import { requireLaunchSession } from '../inhouse/launch.mjs'
import {
  gamePage,
  messagePage,
  paytablePage,
  responsiblePage,
  slotStatistics,
  verifyPage,
} from '../inhouse/pages.mjs'
import {
  MAX_STAKE_MINOR,
  activeSeed,
  cashOut,
  engineOf,
  openRoundOf,
  playInstantRound,
  publicSeed,
  revealTile,
  rotateSeed,
  sessionTotals,
  startMines,
  verificationOf,
} from '../inhouse/rounds.mjs'
import { LINE_PAYS, PAYLINES, REEL_COUNTS, SCATTER_PAYS, STRIPS, FREE_SPINS } from '../inhouse/reels.mjs'
import { lookOf } from '../inhouse/themes.mjs'
import { sportsOf } from '../inhouse/sports-bets.mjs'
import { sportsLookOf, sportsPage } from '../inhouse/sports-page.mjs'
import { registerSportsRoutes } from '../inhouse/sports-routes.mjs'
import { gameErrorMessage, pageText } from '../inhouse/texts.mjs'
import { isTableEngine, placeTableBet, tableState } from '../inhouse/tables/rounds.mjs'
import { tablePage } from '../inhouse/tables/page.mjs'
import { actHoldem, dealHoldem, unitOf } from '../inhouse/holdem-rounds.mjs'
import { openFreeRounds } from '../lib/promotions/free-spins.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

/** @param {string} name @param {string} type */
const clientFile = (name, type) => ({
  type,
  body: readFileSync(new URL(`../inhouse/client/${name}`, import.meta.url)),
})

const SCRIPT = 'text/javascript; charset=utf-8'
/** @type {Record<string, { type: string, body: Buffer }>} */
const CLIENT_FILES = {
  'game-api.js': clientFile('game-api.js', SCRIPT),
  'play.js': clientFile('play.js', SCRIPT),
  'verify.js': clientFile('verify.js', SCRIPT),
  // The seed checks the verification page and the sportsbook run in the browser.
  'fair-check.mjs': clientFile('fair-check.mjs', SCRIPT),
  // The reel engine itself, which the verification page runs to recompute a slot round.
  'reels.mjs': { type: SCRIPT, body: readFileSync(new URL('../inhouse/reels.mjs', import.meta.url)) },
  'lottery.js': clientFile('lottery.js', SCRIPT),
  'fishing.js': clientFile('fishing.js', SCRIPT),
  // The fishing engine, which the verification page runs to recompute a shot.
  'fishing.mjs': { type: SCRIPT, body: readFileSync(new URL('../inhouse/fishing.mjs', import.meta.url)) },
  'sports.js': clientFile('sports.js', SCRIPT),
  // The sportsbook's engine, with which anyone recomputes a fixture's score from its revealed seed.
  'sportsbook.mjs': {
    type: SCRIPT,
    body: readFileSync(new URL('../inhouse/sportsbook.mjs', import.meta.url)),
  },
  'sports.css': clientFile('sports.css', 'text/css; charset=utf-8'),
  'play.css': clientFile('play.css', 'text/css; charset=utf-8'),
  'table.js': clientFile('table.js', SCRIPT),
  'holdem.js': clientFile('holdem.js', SCRIPT),
  // The Hold'em rules, which the verification page runs to recompute a hand.
  'holdem.mjs': { type: SCRIPT, body: readFileSync(new URL('../inhouse/holdem.mjs', import.meta.url)) },
  // The live tables' rules, which the table page and the verification page run in the browser.
  'tables.mjs': { type: SCRIPT, body: readFileSync(new URL('../inhouse/tables/rules.mjs', import.meta.url)) },
}

// Game pages are embedded by operators' portals on other origins, so framing is allowed; scripts,
// styles and requests stay on this origin, and the launch id never leaks through a Referer.
const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors *",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

const ROUNDS_PER_WINDOW = 300
const ROUND_WINDOW_MS = 10_000

/** @param {unknown} value */
function languageParam(value) {
  const upper = typeof value === 'string' ? value.toUpperCase() : ''
  return isLanguage(upper) ? upper : 'EN'
}

/** @param {string} body */
function html(body, status = 200) {
  return text(status, body, 'text/html; charset=utf-8', PAGE_HEADERS)
}

/**
 * Errors of the play API carry the game area's message in the launch language.
 * @param {string} language
 * @param {(ctx: RequestContext) => import('../lib/http.mjs').PlatformResponse} handler
 */
function localized(language, handler) {
  return (/** @type {RequestContext} */ ctx) => {
    try {
      return handler(ctx)
    } catch (error) {
      if (error instanceof ApiError && !error.explicitMessage) {
        const message = gameErrorMessage(error.errorCode, language)
        if (message) throw new ApiError(error.status, error.errorCode, { message, value: error.value })
      }
      throw error
    }
  }
}

/**
 * State-changing calls come only from the game page itself, which is same-origin.
 * @param {RequestContext} ctx
 */
export function assertSameOrigin(ctx) {
  const origin = rawHeaderValues(ctx.req, 'origin')[0]
  if (!origin) return
  let host = ''
  try {
    host = new URL(origin).host
  } catch {
    host = ''
  }
  if (host !== ctx.req.headers.host) throw new ApiError(403, 'function.not.available')
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerPlayRoutes(router, platform) {
  const { db } = platform

  /** @param {RequestContext} ctx */
  const launchOf = (ctx) =>
    requireLaunchSession(db, ctx.method === 'GET' ? ctx.query.session : ctx.body.session, platform.now())

  /**
   * The free rounds the member still has on this game (a promotion's free spins), or null.
   * @param {import('../inhouse/launch.mjs').LaunchSession} launch
   */
  const freeRoundsOf = (launch) => {
    const grant = openFreeRounds(db, launch.member_id, launch.node_id)
    return grant ? { remaining: grant.remaining, lineBet: grant.line_bet_minor } : null
  }

  /** @param {import('../inhouse/launch.mjs').LaunchSession} launch */
  const stateOf = (launch) => {
    const now = platform.now()
    const totals = sessionTotals(db, launch.id)
    const history = /** @type {{ round_ref: string, stake_minor: number, payout_minor: number }[]} */ (
      db
        .prepare(
          `SELECT round_ref, stake_minor, payout_minor FROM bets
           WHERE launch_session_id = ? AND status = 'settled' ORDER BY id DESC LIMIT 10`,
        )
        .all(launch.id)
    )
    const balance = /** @type {{ balance_minor: number }} */ (
      db.prepare('SELECT balance_minor FROM members WHERE id = ?').get(launch.member_id)
    ).balance_minor
    return {
      game: { nodeId: String(launch.node_id), name: launch.game_name, engine: engineOf(launch) },
      balance,
      session: { startedAt: launch.created_at, elapsedMs: now - launch.created_at, ...totals },
      seed: publicSeed(activeSeed(db, launch.member_id, now)),
      openRound: openRoundOf(db, launch),
      freeRounds: freeRoundsOf(launch),
      history: history.map((row) => ({
        round: row.round_ref,
        stake: row.stake_minor,
        payout: row.payout_minor,
      })),
    }
  }

  /**
   * @param {(launch: import('../inhouse/launch.mjs').LaunchSession, ctx: RequestContext) => unknown} work
   */
  const roundCall = (work) => (/** @type {RequestContext} */ ctx) => {
    assertSameOrigin(ctx)
    const launch = launchOf(ctx)
    const limited = platform.windows.take(`play:${launch.member_id}`, ROUNDS_PER_WINDOW, ROUND_WINDOW_MS)
    if (!limited.allowed) throw new ApiError(429, 'TOO_MANY_REQUESTS')
    return localized(launch.language, () => ok(work(launch, ctx)))(ctx)
  }

  router.get('/play/assets/:file', ({ params }) => {
    const file = CLIENT_FILES[String(params.file)]
    if (!file) throw new ApiError(404, 'function.not.available')
    return {
      status: 200,
      headers: { 'content-type': file.type, 'cache-control': 'public, max-age=300' },
      body: file.body,
    }
  })

  router.get('/play/paytable', ({ query }) => html(paytablePage(languageParam(query.lang), query.look)))
  router.get('/play/api/paytable', () => {
    const { rtp, lineReturn, scatterReturn, freeSpinsChance, freeSpinsReturn } = slotStatistics()
    return ok({
      strips: STRIPS,
      reelCounts: REEL_COUNTS,
      paylines: PAYLINES,
      linePays: LINE_PAYS,
      scatterPays: SCATTER_PAYS,
      freeSpins: FREE_SPINS,
      theoreticalReturn: rtp,
      lineReturn,
      scatterReturn,
      freeSpinsChance,
      freeSpinsReturn,
    })
  })
  router.get('/play/responsible-gaming', ({ query }) => html(responsiblePage(languageParam(query.lang))))

  router.get('/play/verify', ({ query }) => {
    const language = languageParam(query.lang)
    const roundRef = typeof query.round === 'string' ? query.round.trim().slice(0, 40) : ''
    const round = roundRef ? verificationOf(db, roundRef) : null
    return html(verifyPage(language, round, roundRef), roundRef && !round ? 404 : 200)
  })
  router.get('/play/api/verify', ({ query }) => {
    const round = verificationOf(db, String(query.round ?? ''))
    if (!round)
      throw new ApiError(404, 'round.not.found', { message: gameErrorMessage('round.not.found', 'EN') })
    return ok(round)
  })

  router.get('/play/api/state', (ctx) => ok(stateOf(launchOf(ctx))))
  // The live tables: the shared round as this player sees it, and their bets on the open round.
  /** @param {import('../inhouse/launch.mjs').LaunchSession} launch */
  const tableView = (launch) => {
    const now = platform.now()
    const table = tableState(db, launch, now)
    const { balance, session } = stateOf(launch)
    return { ...table, balance, session }
  }
  router.get('/play/api/table', (ctx) => {
    const launch = launchOf(ctx)
    return localized(launch.language, () => ok(tableView(launch)))(ctx)
  })
  router.post(
    '/play/api/table/bet',
    roundCall((launch, ctx) => {
      placeTableBet(db, launch, ctx.body, platform.now())
      return tableView(launch)
    }),
    { body: 'json' },
  )
  // The moves of a round: each a JSON POST against the launch session's game.
  for (const [path, move] of /** @type {const} */ ([
    ['/play/api/round', playInstantRound],
    ['/play/api/mines/start', startMines],
    ['/play/api/mines/reveal', revealTile],
    ['/play/api/mines/cashout', cashOut],
    ['/play/api/holdem/deal', dealHoldem],
    ['/play/api/holdem/act', actHoldem],
  ])) {
    router.post(
      path,
      roundCall((launch, ctx) => move(db, launch, ctx.body, platform.now())),
      { body: 'json' },
    )
  }
  registerSportsRoutes(router, platform, { launchOf, roundCall })
  router.post(
    '/play/api/seed',
    roundCall((launch, ctx) => {
      const clientSeed = typeof ctx.body.clientSeed === 'string' ? ctx.body.clientSeed.trim() : undefined
      return rotateSeed(db, launch.member_id, clientSeed || undefined, platform.now())
    }),
    { body: 'json' },
  )

  router.get('/play/:engine', (ctx) => {
    const language = languageParam(ctx.query.lang)
    let launch
    try {
      launch = launchOf(ctx)
    } catch {
      return html(messagePage(language, pageText('sessionEnded', language)), 401)
    }
    const engine = engineOf(launch)
    if (ctx.params.engine !== engine)
      return html(messagePage(launch.language, pageText('sessionEnded', launch.language)), 404)
    const merchant = platform.merchants.get(launch.merchant_code)
    const page = {
      language: launch.language,
      sessionId: launch.id,
      gameName: launch.game_name,
      vendorName: launch.vendor_name,
      currency: merchant?.currency ?? { code: 'USD', symbol: '$', minorDigits: 2 },
      minStake: launch.min_bet_minor,
      maxStake: MAX_STAKE_MINOR,
      theme: typeof ctx.query.theme === 'string' ? ctx.query.theme : undefined,
    }
    if (engine === 'sportsbook') {
      return html(
        sportsPage({
          ...page,
          look: sportsLookOf(launch),
          // The slip is kept per member and game in the browser, so the member's tabs of this game share it.
          slipKey: createHash('sha256')
            .update(`${launch.merchant_code}:${launch.member_id}:${launch.node_id}`)
            .digest('hex')
            .slice(0, 24),
          sports: sportsOf(launch),
        }),
      )
    }
    if (isTableEngine(engine)) {
      const kind = /** @type {import('../inhouse/tables/rules.mjs').TableKind} */ (engine)
      // Each live vendor deals on its own felt.
      return html(tablePage({ ...page, kind, felt: launch.vendor_code.toLowerCase() }))
    }
    // A card room's stake is its tier's: the game's minimum bet times the room's factor.
    const minStake = engine === 'holdem' ? unitOf(launch) : page.minStake
    return html(gamePage({ ...page, minStake, engine, look: lookOf(engine, launch) }))
  })
}
