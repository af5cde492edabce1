// @ts-check
// Lotteries: the draw menus (/lgw), opened numbers, and the lottery lobby launch. Draws happen on a
// fixed schedule per game; each result is HMAC-SHA256(platform draw secret, "game:draw number"), so it
// is fixed in advance, unknown to players, and the same for everyone once its draw time has passed.
import { createHmac, randomBytes } from 'node:crypto'

import { escapeXml } from '../lib/artwork.mjs'
import { merchantVendors } from '../lib/catalog.mjs'
import { ApiError, json, ok, text } from '../lib/http.mjs'
import { isLanguage, pickText } from '../lib/i18n.mjs'
import { getSetting, putSetting } from '../lib/store.mjs'
import { createLaunchSession, requireLaunchSession } from '../inhouse/launch.mjs'
import { layout } from '../inhouse/pages.mjs'
import { gameErrorMessage, pageText } from '../inhouse/texts.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/catalog.mjs').GameRow} GameRow */

const LOTTERY_TYPES = ['LOTT', 'ELOTT']
const PRIZE_MODES = { Lott: ['LOTT'], Elott: ['ELOTT'], SEA: ['ELOTT'], ZY: ['LOTT', 'ELOTT'] }

const T = {
  nextDraw: {
    EN: 'Next draw in',
    PT: 'Próximo sorteio em',
    ZH: '距下期开奖',
    ID: 'Undian berikutnya dalam',
    TH: 'งวดถัดไปในอีก',
    VI: 'Kỳ quay tiếp theo sau',
  },
  results: {
    EN: 'Latest results',
    PT: 'Últimos resultados',
    ZH: '最新开奖结果',
    ID: 'Hasil terbaru',
    TH: 'ผลล่าสุด',
    VI: 'Kết quả mới nhất',
  },
  draw: { EN: 'Draw', PT: 'Sorteio', ZH: '期号', ID: 'Undian', TH: 'งวด', VI: 'Kỳ' },
  numbers: { EN: 'Numbers', PT: 'Números', ZH: '开奖号码', ID: 'Nomor', TH: 'หมายเลข', VI: 'Số' },
  time: {
    EN: 'Drawn at',
    PT: 'Sorteado em',
    ZH: '开奖时间',
    ID: 'Waktu undian',
    TH: 'เวลาออกรางวัล',
    VI: 'Thời gian quay',
  },
  games: {
    EN: 'Draw games',
    PT: 'Jogos de sorteio',
    ZH: '彩种',
    ID: 'Permainan undian',
    TH: 'เกมหวย',
    VI: 'Loại xổ số',
  },
  every: {
    EN: 'A draw every {n} s',
    PT: 'Um sorteio a cada {n} s',
    ZH: '每 {n} 秒开奖一次',
    ID: 'Undian setiap {n} dtk',
    TH: 'ออกรางวัลทุก {n} วินาที',
    VI: 'Quay mỗi {n} giây',
  },
}

/**
 * Draw schedule and number format of a lottery game, from its name.
 * @param {{ name: string }} game
 */
export function drawRules(game) {
  const name = game.name
  const intervalSeconds = /45s/i.test(name)
    ? 45
    : /1 (Minute|Phut)/i.test(name)
      ? 60
      : /5 Phut/i.test(name)
        ? 300
        : /Quick|Pick/i.test(name)
          ? 180
          : 600
  const format = /Keno/i.test(name)
    ? { kind: 'keno', count: 20, max: 80 }
    : { kind: 'digits', count: /3D|Pick 3/i.test(name) ? 3 : /4D/i.test(name) ? 4 : 5 }
  return { intervalMs: intervalSeconds * 1000, format }
}

/**
 * @param {string} secret
 * @param {string} gameCode
 * @param {number} drawNo
 * @param {ReturnType<typeof drawRules>['format']} format
 * @returns {number[]}
 */
export function drawNumbers(secret, gameCode, drawNo, format) {
  const bytes = []
  for (let block = 0; bytes.length < 64; block += 1) {
    bytes.push(...createHmac('sha256', secret).update(`${gameCode}:${drawNo}:${block}`).digest())
  }
  if (format.kind === 'digits') return bytes.slice(0, format.count).map((byte) => byte % 10)
  const pool = Array.from({ length: /** @type {number} */ (format.max) }, (_, index) => index + 1)
  /** @type {number[]} */
  const picked = []
  for (let index = 0; picked.length < format.count; index += 1) {
    const value = ((bytes[index * 2] ?? 0) << 8) | (bytes[index * 2 + 1] ?? 0)
    picked.push(/** @type {number} */ (pool.splice(value % pool.length, 1)[0]))
  }
  return picked.sort((a, b) => a - b)
}

/** @param {import('better-sqlite3').Database} db */
function drawSecret(db) {
  let secret = getSetting(db, 'lottery_draw_secret')
  if (!secret) {
    secret = randomBytes(32).toString('hex')
    putSetting(db, 'lottery_draw_secret', secret)
  }
  return secret
}

/**
 * @param {import('../app.mjs').Platform} platform
 * @param {GameRow} game
 * @param {number} count
 */
function openedDraws(platform, game, count) {
  const rules = drawRules(game)
  const secret = drawSecret(platform.db)
  const last = Math.floor(platform.now() / rules.intervalMs) - 1
  return Array.from({ length: count }, (_, index) => {
    const drawNo = last - index
    const numbers = drawNumbers(secret, game.game_code, drawNo, rules.format)
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
 * The lottery lobby URL for a member: a launch session on the chosen game (or the vendor's first one).
 * @param {import('../app.mjs').Platform} platform
 * @param {RequestContext} ctx
 * @param {{ gameCode?: string, vendor?: string, view: 'betting' | 'lobby', types?: string[] }} choice
 */
export function lotteryLaunchUrl(platform, ctx, { gameCode, vendor, view, types = LOTTERY_TYPES }) {
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
  return `${platform.publicUrl()}/lottery/lobby?session=${encodeURIComponent(id)}&view=${view}&lang=${ctx.language}`
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
        }),
      })
    },
    { auth: 'required' },
  )

  // GET /lottery/lobby?session= - the lottery lobby page a launch URL opens: games, countdown, results
  router.get('/lottery/lobby', (ctx) => {
    const language = isLanguage(String(ctx.query.lang ?? '').toUpperCase())
      ? String(ctx.query.lang).toUpperCase()
      : 'EN'
    let launch
    try {
      launch = requireLaunchSession(db, ctx.query.session, platform.now())
    } catch {
      return text(
        401,
        layout({
          language,
          title: pageText('sessionEnded', language),
          body: `<div class="app"><p class="error" role="alert">${escapeXml(pageText('sessionEnded', language))}</p></div>`,
        }),
        'text/html; charset=utf-8',
        { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
      )
    }
    const lang = launch.language
    const games = lotteryGames(launch.merchant_code, LOTTERY_TYPES, launch.vendor_code)
    const chosen =
      games.find((game) => game.game_code === ctx.query.game) ??
      games.find((game) => game.node_id === launch.node_id) ??
      games[0]
    if (!chosen) throw new ApiError(404, 'game.not.found')
    const entry = menuEntry(platform, chosen)
    const draws = openedDraws(platform, chosen, 20)
    const dateFormat = new Intl.DateTimeFormat(lang === 'PT' ? 'pt-BR' : lang.toLowerCase(), {
      dateStyle: 'short',
      timeStyle: 'medium',
      timeZone: 'UTC',
    })
    const tabs = games
      .map(
        (game) =>
          `<li><a href="/lottery/lobby?session=${encodeURIComponent(launch.id)}&amp;game=${encodeURIComponent(game.game_code)}&amp;lang=${lang}"${game.node_id === chosen.node_id ? ' aria-current="page"' : ''}>${escapeXml(game.name)}</a></li>`,
      )
      .join('')
    const rows = draws
      .map(
        (draw) =>
          `<tr><td>${escapeXml(draw.drawNo)}</td><td class="numbers">${draw.numbers.map((n) => `<span>${n}</span>`).join('')}</td><td><time datetime="${new Date(draw.openedAt).toISOString()}">${escapeXml(dateFormat.format(draw.openedAt))} UTC</time></td></tr>`,
      )
      .join('')
    const body = `<div class="app">
<h1>${escapeXml(launch.vendor_name)}</h1>
<nav aria-label="${escapeXml(pickText(T.games, lang))}"><ul class="tabs">${tabs}</ul></nav>
<section aria-labelledby="draw-title" class="stage">
<h2 id="draw-title">${escapeXml(chosen.name)}</h2>
<p>${escapeXml(pickText(T.every, lang).replace('{n}', String(entry.drawIntervalSeconds)))}</p>
<p class="big">${escapeXml(pickText(T.nextDraw, lang))} <time id="next-draw" data-at="${entry.nextDrawAt}" datetime="${new Date(entry.nextDrawAt).toISOString()}">${Math.ceil((entry.nextDrawAt - platform.now()) / 1000)} s</time></p>
</section>
<h2>${escapeXml(pickText(T.results, lang))}</h2>
<table class="paytable results"><thead><tr><th scope="col">${escapeXml(pickText(T.draw, lang))}</th><th scope="col">${escapeXml(pickText(T.numbers, lang))}</th><th scope="col">${escapeXml(pickText(T.time, lang))}</th></tr></thead><tbody>${rows}</tbody></table>
<footer class="foot"><span class="adults" aria-hidden="true">18+</span> ${escapeXml(pageText('adults', lang))} <a href="/play/responsible-gaming?lang=${lang}" target="_blank" rel="noopener">${escapeXml(pageText('responsible', lang))}</a></footer>
</div>`
    return text(
      200,
      layout({
        language: lang,
        title: `${chosen.name} · ${launch.vendor_name}`,
        body,
        scripts: ['/play/assets/lottery.js'],
        theme: typeof ctx.query.theme === 'string' ? ctx.query.theme : undefined,
      }),
      'text/html; charset=utf-8',
      {
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'content-security-policy':
          "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors *",
      },
    )
  })
}
