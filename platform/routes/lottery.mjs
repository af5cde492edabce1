// @ts-check
// Lotteries: the draw menus (/lgw), opened numbers, and the lottery lobby launch. Draws happen on a
// fixed schedule per game; each result is HMAC-SHA256(platform draw secret, "game:draw number"), so it
// is fixed in advance, unknown to players, and the same for everyone once its draw time has passed.
import { escapeXml } from '../lib/artwork.mjs'
import { merchantVendors } from '../lib/catalog.mjs'
import { ApiError, json, ok, text } from '../lib/http.mjs'
import { isLanguage } from '../lib/i18n.mjs'
import { balanceOf } from '../lib/ledger.mjs'
import { drawRules, openDraw, resultOf } from '../lib/lottery/draws.mjs'
import { BET_TYPES, placeTicket, settleDraw, settleDueDraws } from '../lib/lottery/tickets.mjs'
import { LOTTERY_ERRORS, lotteryText } from '../lib/lottery/texts.mjs'
import { lotteryBody } from '../lib/lottery/view.mjs'
import { createLaunchSession, LAUNCH_IDLE_MS, requireLaunchSession } from '../inhouse/launch.mjs'
import { layout } from '../inhouse/pages.mjs'
import { gameErrorMessage, pageText } from '../inhouse/texts.mjs'
import { assertSameOrigin } from './play.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/catalog.mjs').GameRow} GameRow */

const LOTTERY_TYPES = ['LOTT', 'ELOTT']
const PRIZE_MODES = { Lott: ['LOTT'], Elott: ['ELOTT'], SEA: ['ELOTT'], ZY: ['LOTT', 'ELOTT'] }
const BETS_PER_WINDOW = 60
const BET_WINDOW_MS = 10_000

// The launch id is in the view's address, so no other site gets a Referer; the platform's own pages do,
// because a bet form posted under "no-referrer" would carry `Origin: null` and fail the same-origin check.
const VIEW_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'same-origin',
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors *",
}

/**
 * @param {import('../app.mjs').Platform} platform
 * @param {GameRow} game
 * @param {number} count
 */
function openedDraws(platform, game, count) {
  const rules = drawRules(game)
  const last = Math.floor(platform.now() / rules.intervalMs) - 1
  return Array.from({ length: count }, (_, index) => {
    const drawNo = last - index
    const numbers = resultOf(platform.db, game, drawNo)
    return {
      gameCode: game.game_code,
      gameName: game.name,
      drawNo: String(drawNo),
      numbers,
      numero: rules.format.kind === 'digits' ? numbers.join('') : numbers.join(','),
      openedAt: (drawNo + 1) * rules.intervalMs,
    }
  })
}

/**
 * @param {import('../app.mjs').Platform} platform
 * @param {GameRow} game
 */
function menuEntry(platform, game) {
  const rules = drawRules(game)
  return {
    gameCode: game.game_code,
    gameName: game.name,
    nodeId: String(game.node_id),
    vendor: game.vendor_code,
    gameType: game.game_type,
    drawIntervalSeconds: rules.intervalMs / 1000,
    nextDrawAt: (Math.floor(platform.now() / rules.intervalMs) + 1) * rules.intervalMs,
  }
}

/**
 * A play type the view knows (pick, big_small, odd_even), else undefined.
 * @param {unknown} value
 */
const playTypeOf = (value) => BET_TYPES.find((type) => type === value)

/**
 * The lottery lobby URL for a member: a launch session on the chosen game (or the vendor's first one),
 * opened on the chosen play type when one is named.
 * @param {import('../app.mjs').Platform} platform
 * @param {RequestContext} ctx
 * @param {{ gameCode?: string, vendor?: string, view: 'betting' | 'lobby', types?: string[], playType?: unknown }} choice
 */
export function lotteryLaunchUrl(platform, ctx, { gameCode, vendor, view, types = LOTTERY_TYPES, playType }) {
  const game = /** @type {GameRow | undefined} */ (
    platform.db
      .prepare(
        `SELECT g.* FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant_code = ?
         WHERE g.game_type IN (${types.map(() => '?').join(',')})
           AND (? IS NULL OR g.game_code = ?) AND (? IS NULL OR g.vendor_code = ?)
         ORDER BY mv.sort_order, g.created_order LIMIT 1`,
      )
      .get(ctx.merchant.code, ...types, gameCode ?? null, gameCode ?? null, vendor ?? null, vendor ?? null)
  )
  if (!game)
    throw new ApiError(404, 'game.not.found', { message: gameErrorMessage('game.not.found', ctx.language) })
  const session = /** @type {import('../lib/sessions.mjs').Session} */ (ctx.session)
  const id = createLaunchSession(platform.db, {
    memberId: ctx.member.id,
    merchantCode: ctx.merchant.code,
    tokenHash: session.tokenHash,
    nodeId: game.node_id,
    roomId: null,
    language: ctx.language,
    accountType: 1,
    now: platform.now(),
  })
  const play = playTypeOf(playType)
  return `${platform.publicUrl()}/lottery/lobby?session=${encodeURIComponent(id)}&view=${view}&lang=${ctx.language}${play ? `&play=${play}` : ''}`
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerLotteryRoutes(router, platform) {
  const { db } = platform

  /**
   * @param {string} merchantCode
   * @param {string[]} types
   * @param {string} [vendor]
   */
  const lotteryGames = (merchantCode, types, vendor) =>
    /** @type {GameRow[]} */ (
      db
        .prepare(
          `SELECT g.* FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant_code = ?
           WHERE g.game_type IN (${types.map(() => '?').join(',')}) AND (? IS NULL OR g.vendor_code = ?)
           ORDER BY mv.sort_order, g.created_order`,
        )
        .all(merchantCode, ...types, vendor ?? null, vendor ?? null)
    )

  /**
   * @param {RequestContext} ctx
   * @param {GameRow[]} games
   */
  const menus = (ctx, games) => {
    const vendors = new Map(merchantVendors(db, ctx.merchant.code).map((vendor) => [vendor.code, vendor]))
    /** @type {Map<string, { gameGroupCode: string, labelName: string, gameMenus: object[] }>} */
    const groups = new Map()
    for (const game of games) {
      const group = groups.get(game.vendor_code) ?? {
        gameGroupCode: game.vendor_code,
        labelName: vendors.get(game.vendor_code)?.name ?? game.vendor_code,
        gameMenus: [],
      }
      group.gameMenus.push(menuEntry(platform, game))
      groups.set(game.vendor_code, group)
    }
    return [...groups.values()]
  }

  /** @param {RequestContext} ctx */
  const prizeTypes = (ctx) => {
    const mode = typeof ctx.query.prizeMode === 'string' ? ctx.query.prizeMode : 'ZY'
    return PRIZE_MODES[/** @type {keyof typeof PRIZE_MODES} */ (mode)] ?? LOTTERY_TYPES
  }

  /** @param {RequestContext} ctx */
  const countParam = (ctx, fallback = 20) => {
    const count = ctx.query.count === undefined ? fallback : Number(ctx.query.count)
    if (!Number.isInteger(count) || count < 1 || count > 100) throw new ApiError(400, 'request_param_err')
    return count
  }

  /**
   * @param {RequestContext} ctx
   * @param {string[]} types
   */
  const gameByCode = (ctx, types) => {
    const code = typeof ctx.query.gameCode === 'string' ? ctx.query.gameCode : ''
    const game = lotteryGames(ctx.merchant.code, types).find((row) => row.game_code === code)
    if (!game)
      throw new ApiError(404, 'game.not.found', { message: gameErrorMessage('game.not.found', ctx.language) })
    return game
  }

  // GET /lgw/games/game_menus?prizeMode= - lottery games grouped by vendor (bare)
  router.get('/lgw/games/game_menus', (ctx) =>
    json(200, menus(ctx, lotteryGames(ctx.merchant.code, prizeTypes(ctx)))),
  )

  // GET /lgw/vn/games/game_menu?prizeMode=&device=WEB - the Vietnamese lottery menu (bare)
  router.get('/lgw/vn/games/game_menu', (ctx) =>
    json(200, menus(ctx, lotteryGames(ctx.merchant.code, ['LOTT'], 'TCG_LOTTO_VN'))),
  )

  // GET /lgw/vn/games/game_menu/recent - the latest draw of every Vietnamese lottery game (bare)
  router.get('/lgw/vn/games/game_menu/recent', (ctx) =>
    json(
      200,
      lotteryGames(ctx.merchant.code, ['LOTT'], 'TCG_LOTTO_VN').map((game) => ({
        ...menuEntry(platform, game),
        lastDraw: openedDraws(platform, game, 1)[0],
      })),
    ),
  )

  // GET /lgw/vn/numeros/opened/game?gameCode=&count=100 - past draws of one Vietnamese game (bare)
  router.get('/lgw/vn/numeros/opened/game', (ctx) => {
    const game = gameByCode(ctx, ['LOTT'])
    return json(200, openedDraws(platform, game, countParam(ctx, 100)))
  })

  // GET /lotto/lgw/games/opened/numero?gameCode=&count= - past draws of any lottery game (bare, signed in)
  router.get(
    '/lotto/lgw/games/opened/numero',
    (ctx) => json(200, openedDraws(platform, gameByCode(ctx, LOTTERY_TYPES), countParam(ctx))),
    { auth: 'required' },
  )

  // GET /wps/game/launchLotto - the lottery lobby (or one game's betting view) for the member
  router.get(
    '/wps/game/launchLotto',
    (ctx) => {
      const query = ctx.query
      if (query.launchMode !== 'LOTT')
        throw new ApiError(400, '#727', { message: gameErrorMessage('#727', ctx.language) })
      const mode = typeof query.lottoPrizeMode === 'string' ? query.lottoPrizeMode : 'ZY'
      const types = PRIZE_MODES[/** @type {keyof typeof PRIZE_MODES} */ (mode)] ?? LOTTERY_TYPES
      const vendor = query.lottoArea === 'VN' ? 'TCG_LOTTO_VN' : mode === 'SEA' ? 'TCG_SEA' : undefined
      const gameCode =
        typeof query.lottoGameCode === 'string' && query.lottoGameCode ? query.lottoGameCode : undefined
      const view = query.lottoView === 'betting' ? 'betting' : 'lobby'
      return ok({
        gameUrl: lotteryLaunchUrl(platform, ctx, {
          gameCode,
          vendor,
          view,
          types: vendor === 'TCG_LOTTO_VN' ? ['LOTT'] : types,
          playType: query.lottoPlayType,
        }),
      })
    },
    { auth: 'required' },
  )

  /** @param {unknown} value */
  const languageOf = (value) => {
    const upper = typeof value === 'string' ? value.toUpperCase() : ''
    return isLanguage(upper) ? upper : 'EN'
  }

  /** @param {string} language */
  const sessionEnded = (language) =>
    text(
      401,
      layout({
        language,
        title: pageText('sessionEnded', language),
        body: `<div class="app"><p class="error" role="alert">${escapeXml(pageText('sessionEnded', language))}</p></div>`,
      }),
      'text/html; charset=utf-8',
      VIEW_HEADERS,
    )

  /**
   * The view of one launch: the chosen game (by code, else the launched one, else the vendor's first)
   * with its bet forms, the member's tickets on the vendor's games and the latest results.
   * @param {import('../inhouse/launch.mjs').LaunchSession} launch
   * @param {{ gameCode: unknown, view: string, theme: unknown, notice: { ok: boolean, text: string } | null, status?: number, notify?: boolean, play?: unknown }} options
   */
  const renderView = (launch, { gameCode, view, theme, notice, status = 200, notify = false, play }) => {
    const now = platform.now()
    settleDueDraws(db, now)
    const lang = launch.language
    const games = lotteryGames(launch.merchant_code, LOTTERY_TYPES, launch.vendor_code)
    const chosen =
      games.find((game) => game.game_code === gameCode) ??
      games.find((game) => game.node_id === launch.node_id) ??
      games[0]
    if (!chosen) throw new ApiError(404, 'game.not.found')
    const entry = menuEntry(platform, chosen)
    const tickets =
      /** @type {(import('../lib/lottery/view.mjs').TicketRow & { settled_at: number | null })[]} */ (
        db
          .prepare(
            `SELECT t.ticket_ref, t.draw_no, t.bet_type, t.selection, t.stake_minor, t.odds_hundredths,
               t.payout_minor, t.status, t.settled_at, r.numbers
             FROM lottery_tickets t
             LEFT JOIN lottery_results r ON r.game_code = t.game_code AND r.draw_no = t.draw_no AND t.status != 'open'
             WHERE t.member_id = ? AND t.game_code = ? ORDER BY t.id DESC LIMIT 20`,
          )
          .all(launch.member_id, chosen.game_code)
      )
    const currency = platform.merchants.get(launch.merchant_code)?.currency ?? {
      code: 'USD',
      symbol: '$',
      minorDigits: 2,
    }
    // The embedding site reads the balance again after a bet, or when a draw has just paid this member.
    const justSettled = tickets.some(
      (ticket) => ticket.settled_at !== null && now - ticket.settled_at < 15_000,
    )
    const body = lotteryBody({
      lang,
      sessionId: launch.id,
      vendorName: launch.vendor_name,
      view,
      games,
      chosen,
      nextDrawAt: entry.nextDrawAt,
      openDrawNo: openDraw(chosen, now).drawNo,
      now,
      draws: openedDraws(platform, chosen, 20),
      tickets,
      balance: balanceOf(db, launch.member_id),
      currency,
      notice,
      notify: notify || justSettled,
      play: playTypeOf(play),
    })
    return text(
      status,
      layout({
        language: lang,
        title: `${chosen.name} · ${launch.vendor_name}`,
        body,
        scripts: ['/play/assets/lottery.js'],
        theme: typeof theme === 'string' ? theme : undefined,
      }),
      'text/html; charset=utf-8',
      VIEW_HEADERS,
    )
  }

  /** @param {unknown} id */
  const liveLaunch = (id) => {
    try {
      return requireLaunchSession(db, id, platform.now())
    } catch {
      return null
    }
  }

  // GET /lottery/lobby?session=&game=&view=&placed= - the lottery view a launch URL opens
  router.get('/lottery/lobby', (ctx) => {
    const launch = liveLaunch(ctx.query.session)
    if (!launch) return sessionEnded(languageOf(ctx.query.lang))
    const placed = typeof ctx.query.placed === 'string' ? ctx.query.placed : ''
    const ticket = /** @type {{ ticket_ref: string, draw_no: number } | undefined} */ (
      placed
        ? db
            .prepare('SELECT ticket_ref, draw_no FROM lottery_tickets WHERE ticket_ref = ? AND member_id = ?')
            .get(placed, launch.member_id)
        : undefined
    )
    return renderView(launch, {
      gameCode: ctx.query.game,
      view: ctx.query.view === 'lobby' ? 'lobby' : 'betting',
      theme: ctx.query.theme,
      play: ctx.query.play,
      notice: ticket
        ? {
            ok: true,
            text: lotteryText('placed', launch.language, { ref: ticket.ticket_ref, n: ticket.draw_no }),
          }
        : null,
      notify: Boolean(ticket),
    })
  })

  // POST /lottery/bet (form: session, game, drawNo, type, selection, stake in major units) - one ticket on
  // the open draw; success redirects to the view (303), a refusal answers the view with its message
  router.post(
    '/lottery/bet',
    (ctx) => {
      assertSameOrigin(ctx)
      const launch = liveLaunch(ctx.body.session)
      if (!launch) return sessionEnded(languageOf(ctx.body.lang))
      const gameCode = typeof ctx.body.game === 'string' ? ctx.body.game : ''
      const view = ctx.body.view === 'lobby' ? 'lobby' : 'betting'
      const lang = launch.language
      try {
        if (!platform.windows.take(`lottery:${launch.member_id}`, BETS_PER_WINDOW, BET_WINDOW_MS).allowed)
          throw new ApiError(429, 'TOO_MANY_REQUESTS')
        const game = lotteryGames(launch.merchant_code, LOTTERY_TYPES, launch.vendor_code).find(
          (row) => row.game_code === gameCode,
        )
        if (!game) throw new ApiError(404, 'game.not.found')
        const digits = platform.merchants.get(launch.merchant_code)?.currency.minorDigits ?? 2
        const placed = placeTicket(db, {
          memberId: launch.member_id,
          merchantCode: launch.merchant_code,
          language: lang,
          idleMs: LAUNCH_IDLE_MS,
          game,
          drawNo: ctx.body.drawNo,
          type: ctx.body.type,
          selection: ctx.body.selection,
          stakeMinor: minorOf(ctx.body.stake, digits),
          now: platform.now(),
        })
        const target = `/lottery/lobby?session=${encodeURIComponent(launch.id)}&game=${encodeURIComponent(game.game_code)}&view=${view}&lang=${lang}&placed=${placed.ticketRef}`
        return { status: 303, headers: { location: target, 'cache-control': 'no-store' }, body: '' }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        const code = /** @type {keyof typeof LOTTERY_ERRORS} */ (error.errorCode)
        const message =
          error.explicitMessage ??
          (LOTTERY_ERRORS[code] ? lotteryErrorText(code, lang) : gameErrorMessage(error.errorCode, lang)) ??
          gameErrorMessage('#727', lang) ??
          error.errorCode
        return renderView(launch, {
          gameCode,
          view,
          theme: ctx.body.theme,
          notice: { ok: false, text: message },
          status: error.status,
        })
      }
    },
    { body: 'form' },
  )

  if (platform.mode !== 'production') {
    // POST /__test/lottery/draw - {gameCode, numbers, drawNo?}: draws one draw now with the given numbers
    // (the open draw unless drawNo names another) and settles its tickets, so a journey sees a settled
    // ticket without moving the shared clock
    router.post(
      '/__test/lottery/draw',
      ({ body }) => {
        const game = /** @type {GameRow | undefined} */ (
          db
            .prepare(`SELECT * FROM games WHERE game_code = ? AND game_type IN ('LOTT', 'ELOTT')`)
            .get(typeof body.gameCode === 'string' ? body.gameCode : '')
        )
        if (!game) throw new ApiError(404, 'game.not.found')
        const { format } = drawRules(game)
        const numbers = body.numbers
        const valid =
          Array.isArray(numbers) &&
          numbers.length === format.count &&
          numbers.every(
            (value) =>
              Number.isInteger(value) &&
              (format.kind === 'digits' ? value >= 0 && value <= 9 : value >= 1 && value <= format.max),
          ) &&
          (format.kind === 'digits' || new Set(numbers).size === numbers.length)
        if (!valid) throw new ApiError(400, 'request_param_err')
        const drawNo = body.drawNo === undefined ? openDraw(game, platform.now()).drawNo : Number(body.drawNo)
        if (!Number.isSafeInteger(drawNo)) throw new ApiError(400, 'request_param_err')
        return ok({ drawNo, ...settleDraw(db, game, drawNo, platform.now(), { numbers }) })
      },
      { body: 'json' },
    )
  }
}

/**
 * A stake in major units ("10", "10.5") in minor units; anything else is out of range.
 * @param {unknown} raw
 * @param {number} digits
 */
function minorOf(raw, digits) {
  const value = typeof raw === 'string' ? raw.trim() : ''
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(value)
  if (!match || (match[2] ?? '').length > digits) return Number.NaN
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0)
}

/**
 * @param {keyof typeof LOTTERY_ERRORS} code
 * @param {string} language
 */
function lotteryErrorText(code, language) {
  const texts = LOTTERY_ERRORS[code]
  return texts[/** @type {keyof typeof texts} */ (language)] ?? texts.EN
}
