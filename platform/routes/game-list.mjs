// @ts-check
// The game catalogue for players: the paged game list with its filters, vendors per game type,
// favourites, recently played, card rooms, launching a game, the winner board and popular games.
import { gameItem, merchantVendors } from '../lib/catalog.mjs'
import { boundedInt, nonNegativeInt, optionalInput, pageInput, pageRows } from '../lib/guards.mjs'
import { ApiError, json, ok } from '../lib/http.mjs'
import { pickText } from '../lib/i18n.mjs'
import { TRIAL_TYPE } from '../lib/members.mjs'
import { LAUNCH_IDLE_MS, createLaunchSession } from '../inhouse/launch.mjs'
import { assertMayPlay } from '../lib/protection/rules.mjs'
import { engineOf } from '../inhouse/rounds.mjs'
import { gameErrorMessage } from '../inhouse/texts.mjs'
import { lotteryLaunchUrl } from './lottery.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/catalog.mjs').GameRow} GameRow */
/** @typedef {import('../lib/catalog.mjs').VendorRow} VendorRow */

export const DEFAULT_PAGE_SIZE = 42
const PAGING = { size: DEFAULT_PAGE_SIZE, maxSize: 200, maxPage: 1_000_000 }
// Tier names are shown to players as they are, so they come in the caller's language.
const ROOM_TIERS = [
  {
    suffix: 'A',
    label: { EN: 'Beginner', PT: 'Iniciante', ZH: '新手', ID: 'Pemula', TH: 'มือใหม่', VI: 'Người mới' },
    stakeFactor: 1,
  },
  {
    suffix: 'B',
    label: { EN: 'Standard', PT: 'Padrão', ZH: '标准', ID: 'Standar', TH: 'มาตรฐาน', VI: 'Tiêu chuẩn' },
    stakeFactor: 5,
  },
  {
    suffix: 'C',
    label: {
      EN: 'High roller',
      PT: 'Apostas altas',
      ZH: '高额',
      ID: 'Taruhan tinggi',
      TH: 'เดิมพันสูง',
      VI: 'Cược lớn',
    },
    stakeFactor: 25,
  },
]
const ROOM_SEATS = 6
const WINNER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000
const POPULAR_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

/**
 * @param {string} code
 * @param {number} status
 * @param {string} language
 */
function gameError(code, status, language) {
  return new ApiError(status, code, { message: gameErrorMessage(code, language) })
}

/**
 * Free mode (account type 0) is the trial wallet: a trial account's demo credit, which the in-house games
 * take. A trial account plays only in it and has no lottery; a real account plays for real money only.
 * @param {RequestContext} ctx
 * @param {number} accountType
 * @param {GameRow} game
 */
function assertWallet(ctx, accountType, game) {
  const trial = ctx.member.type === TRIAL_TYPE
  if (trial && (accountType !== 0 || game.game_type === 'LOTT' || game.game_type === 'ELOTT')) {
    throw new ApiError(403, 'function.not.available')
  }
  if (!trial && accountType === 0) throw new ApiError(400, 'request_param_err')
}

/** @param {string} account */
export function maskAccount(account) {
  if (account.length <= 2) return `${account[0] ?? ''}***`
  return `${account.slice(0, 2)}***${account.slice(-1)}`
}

/**
 * The game and amounts of a settled bet, as the bet record and the winner board both show them.
 * @param {{ node_id: number, name: string, vendor_code: string, game_type: string, stake_minor: number, payout_minor: number }} row
 */
const betFields = (row) => ({
  nodeId: String(row.node_id),
  gameName: row.name,
  vassalage: row.vendor_code,
  gameType: row.game_type,
  betAmount: row.stake_minor,
  winAmount: row.payout_minor,
})

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerGameListRoutes(router, platform) {
  const { db } = platform

  /** @param {string} merchantCode */
  const vendorsOf = (merchantCode) =>
    new Map(merchantVendors(db, merchantCode).map((vendor) => [vendor.code, vendor]))

  /**
   * @param {GameRow[]} rows
   * @param {Map<string, VendorRow>} vendors
   */
  const items = (rows, vendors) =>
    rows.flatMap((row) => {
      const vendor = vendors.get(row.vendor_code)
      return vendor ? [gameItem(row, vendor)] : []
    })

  /**
   * The page the call asks for of the merchant's games, with the totals behind it, for the lists that
   * page (catalogue, favourites, recent).
   * @param {RequestContext} ctx
   * @param {{ from: string, orderBy: string, params: Record<string, unknown> }} query
   *   `from` is everything after SELECT (tables, joins, WHERE); games are aliased `g`
   */
  const gamePage = (ctx, { from, orderBy, params }) => {
    const { pageNo, pageSize, offset } = pageInput(ctx.body, PAGING)
    const totalCount = /** @type {number} */ (db.prepare(`SELECT COUNT(*) ${from}`).pluck().get(params))
    const rows = /** @type {GameRow[]} */ (
      pageRows(db, `SELECT g.* ${from} ORDER BY ${orderBy}`, params, { pageSize, offset })
    )
    const games = items(rows, vendorsOf(ctx.merchant.code))
    return { games, totalPages: Math.ceil(totalCount / pageSize), totalCount, pageNo, pageSize }
  }

  /**
   * A page of the member's games listed in `table` (favourites, recent), newest first by `newest`,
   * within the merchant's vendors and, when `value` is given, only games whose `column` equals it;
   * answered as the contract pages them, the games under `listKey` (the two calls name it apart).
   * @param {RequestContext} ctx
   * @param {'content' | 'list'} listKey
   * @param {'game_favourites' | 'game_recent'} table
   * @param {'created_at' | 'last_played_at'} newest
   * @param {'game_type' | 'vendor_code'} column
   * @param {string | null} value
   */
  const memberGameList = (ctx, listKey, table, newest, column, value) => {
    const page = gamePage(ctx, {
      from: `FROM ${table} m JOIN games g ON g.node_id = m.node_id
        JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant_code = @merchant
        WHERE m.member_id = @member AND (@value IS NULL OR g.${column} = @value)`,
      orderBy: `m.${newest} DESC, g.node_id`,
      params: { member: ctx.member.id, merchant: ctx.merchant.code, value },
    })
    const { totalPages, totalCount, pageNo } = page
    return { [listKey]: page.games, totalPages, totalCount, pageNo }
  }

  /**
   * @param {string} merchantCode
   * @param {unknown} nodeId
   * @returns {GameRow}
   */
  const merchantGame = (merchantCode, nodeId) => {
    const id = Number(optionalInput(nodeId))
    if (!Number.isSafeInteger(id)) throw new ApiError(400, 'request_param_err')
    const row = /** @type {GameRow | undefined} */ (
      db
        .prepare(
          `SELECT g.* FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant_code = ?
           WHERE g.node_id = ?`,
        )
        .get(merchantCode, id)
    )
    if (!row) throw new ApiError(404, 'game.not.found')
    return row
  }

  /** @param {number} memberId */
  const favouriteIds = (memberId) =>
    /** @type {number[]} */ (
      db
        .prepare('SELECT node_id FROM game_favourites WHERE member_id = ? ORDER BY created_at DESC, node_id')
        .pluck()
        .all(memberId)
    ).map(String)

  // GET|POST /wps/relay/GCSGAME_gameList - the merchant's games with filters, paged (42 by default)
  router.relay(
    'GCSGAME_gameList',
    (ctx) => {
      const body = ctx.body
      const gameType = optionalInput(body.gameType)?.toUpperCase()
      const vassalage = optionalInput(body.vassalage)
      const classify = optionalInput(body.gameClassify)?.toLowerCase()
      const name = optionalInput(body.gameName)?.slice(0, 60)
      const minBet = nonNegativeInt(body.minBet)
      const minLineNum = nonNegativeInt(body.minLineNum)
      const where = [
        'mv.merchant_code = @merchant',
        '(@gameType IS NULL OR g.game_type = @gameType)',
        '(@vassalage IS NULL OR g.vendor_code = @vassalage)',
        '(@classify IS NULL OR g.game_classify = @classify)',
        "(@name IS NULL OR g.name LIKE '%' || @name || '%' ESCAPE '\\')",
        '(@minBet IS NULL OR g.min_bet_minor <= @minBet)',
        '(@minLineNum IS NULL OR g.line_num >= @minLineNum)',
      ].join(' AND ')
      const params = {
        merchant: ctx.merchant.code,
        gameType: gameType ?? null,
        vassalage: vassalage ?? null,
        classify: classify ?? null,
        name: name ? name.replace(/[\\%_]/g, (char) => `\\${char}`) : null,
        minBet,
        minLineNum,
      }
      return ok(
        gamePage(ctx, {
          from: `FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code WHERE ${where}`,
          orderBy: 'mv.sort_order, g.created_order',
          params,
        }),
      )
    },
    { auth: 'optional' },
  )

  // GET|POST /wps/relay/GCSGAME_getVassGameType - the merchant's vendors grouped by game type
  router.relay(
    'GCSGAME_getVassGameType',
    (ctx) => {
      const counts = new Map(
        /** @type {{ vendor_code: string, games: number }[]} */ (
          db.prepare('SELECT vendor_code, COUNT(*) AS games FROM games GROUP BY vendor_code').all()
        ).map((row) => [row.vendor_code, row.games]),
      )
      /** @type {Map<string, { gameType: string, vendors: object[] }>} */
      const groups = new Map()
      for (const vendor of merchantVendors(db, ctx.merchant.code)) {
        const group = groups.get(vendor.game_type) ?? { gameType: vendor.game_type, vendors: [] }
        group.vendors.push({
          vassalage: vendor.code,
          displayName: vendor.name,
          gameCount: counts.get(vendor.code) ?? 0,
          isGame: vendor.card_mode === 'LOBBY' ? '' : vendor.card_mode,
        })
        groups.set(vendor.game_type, group)
      }
      return ok([...groups.values()])
    },
    { auth: 'required' },
  )

  // GET|POST /wps/relay/MCSFE_getFavoriteGames - the member's favourite game ids
  router.relay('MCSFE_getFavoriteGames', (ctx) => ok(favouriteIds(ctx.member.id)), {
    auth: 'required',
    feature: 'GAMELOFAV3',
  })

  // GET|POST /wps/relay/MCSFE_getFavoriteGamesList - the member's favourite games, newest first, paged
  router.relay(
    'MCSFE_getFavoriteGamesList',
    (ctx) => {
      const gameType = optionalInput(ctx.body.gameType)?.toUpperCase() ?? null
      return ok(memberGameList(ctx, 'content', 'game_favourites', 'created_at', 'game_type', gameType))
    },
    { auth: 'required', feature: 'GAMELOFAV3', queryToken: true },
  )

  // POST /wps/relay/MCSFE_addFavoriteGame - adds a game to the member's favourites; answers the ids
  router.post(
    '/wps/relay/MCSFE_addFavoriteGame',
    (ctx) => {
      const game = merchantGame(ctx.merchant.code, ctx.body.nodeId)
      db.prepare(
        'INSERT OR IGNORE INTO game_favourites (member_id, node_id, created_at) VALUES (?, ?, ?)',
      ).run(ctx.member.id, game.node_id, platform.now())
      return ok(favouriteIds(ctx.member.id))
    },
    { auth: 'required', feature: 'GAMELOFAV3', body: 'relay' },
  )

  // DELETE /wps/relay/MCSFE_removeFavoriteGame - removes a game from the favourites; answers the ids
  router.delete(
    '/wps/relay/MCSFE_removeFavoriteGame',
    (ctx) => {
      const nodeId = Number(optionalInput(ctx.body.nodeId))
      if (!Number.isSafeInteger(nodeId)) throw new ApiError(400, 'request_param_err')
      db.prepare('DELETE FROM game_favourites WHERE member_id = ? AND node_id = ?').run(ctx.member.id, nodeId)
      return ok(favouriteIds(ctx.member.id))
    },
    { auth: 'required', feature: 'GAMELOFAV3', body: 'relay' },
  )

  // GET|POST /wps/relay/GCS_recentGame - games the member launched, most recent first, paged
  router.relay(
    'GCS_recentGame',
    (ctx) => {
      const vassalage = optionalInput(ctx.body.vassalage) ?? null
      return ok(memberGameList(ctx, 'list', 'game_recent', 'last_played_at', 'vendor_code', vassalage))
    },
    { auth: 'required', feature: 'GAMELOREC3' },
  )

  // GET|POST /wps/relay/GLS2_roomList - card-game rooms with their stakes and who is seated now
  router.relay(
    'GLS2_roomList',
    (ctx) => {
      const vendors = vendorsOf(ctx.merchant.code)
      const vassalage = optionalInput(ctx.body.vassalage) ?? null
      const rows = /** @type {GameRow[]} */ (
        db
          .prepare(
            `SELECT g.* FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant_code = ?
             WHERE g.game_type = 'PVP' AND (? IS NULL OR g.vendor_code = ?) ORDER BY mv.sort_order, g.created_order`,
          )
          .all(ctx.merchant.code, vassalage, vassalage)
      )
      const seated = db
        .prepare('SELECT COUNT(DISTINCT member_id) FROM launch_sessions WHERE room_id = ? AND expires_at > ?')
        .pluck()
      const now = platform.now()
      const list = rows.flatMap((row) =>
        ROOM_TIERS.map((tier) => {
          const roomId = `${row.node_id}-${tier.suffix}`
          const players = Math.min(ROOM_SEATS, /** @type {number} */ (seated.get(roomId, now)))
          const vendor = vendors.get(row.vendor_code)
          const tierName = pickText(tier.label, ctx.language)
          return {
            roomId,
            nodeId: String(row.node_id),
            gameId: row.game_id,
            gameName: row.name,
            roomName: `${row.name} · ${tierName}`,
            tier: tierName,
            vassalage: row.vendor_code,
            displayName: vendor?.name ?? row.vendor_code,
            minBet: row.min_bet_minor * tier.stakeFactor,
            maxSeats: ROOM_SEATS,
            players,
            status: players >= ROOM_SEATS ? 'FULL' : 'OPEN',
            showIcon: `/assets/games/${row.node_id}.svg`,
          }
        }),
      )
      return ok({ list, totalPages: 1 })
    },
    { auth: 'required' },
  )

  // GET /wps/game/launchGame - starts a game for the member and answers the URL to open (GET only)
  router.get(
    '/wps/game/launchGame',
    (ctx) => {
      const query = ctx.query
      if (!optionalInput(query.launchMode))
        throw new ApiError(400, '#727', { message: gameErrorMessage('#727', ctx.language) })
      const roomId = optionalInput(query.roomId)
      let nodeId = optionalInput(query.nodeId)
      if (roomId) {
        const match = /^(\d+)-([ABC])$/.exec(roomId)
        if (!match) throw new ApiError(400, 'request_param_err')
        nodeId = match[1]
      }
      /** @type {GameRow | undefined} */
      let game
      if (nodeId) {
        game = merchantGame(ctx.merchant.code, nodeId)
      } else if (optionalInput(query.gameId)) {
        const row = /** @type {{ node_id: number } | undefined} */ (
          db.prepare('SELECT node_id FROM games WHERE game_id = ?').get(optionalInput(query.gameId))
        )
        if (!row) throw gameError('game.not.found', 404, ctx.language)
        game = merchantGame(ctx.merchant.code, row.node_id)
      } else {
        throw new ApiError(400, 'request_param_err')
      }
      const vassalage = optionalInput(query.vassalage)
      if (vassalage && vassalage !== game.vendor_code) throw new ApiError(400, 'request_param_err')
      if (roomId && game.game_type !== 'PVP') throw new ApiError(400, 'request_param_err')
      if (db.prepare('SELECT 1 FROM game_maintenance WHERE node_id = ?').get(game.node_id)) {
        throw gameError('game.maintenance', 503, ctx.language)
      }
      const accountType = optionalInput(query.accountType) === '0' ? 0 : 1
      assertWallet(ctx, accountType, game)
      const now = platform.now()
      const session = /** @type {import('../lib/sessions.mjs').Session} */ (ctx.session)
      assertMayPlay(db, { memberId: ctx.member.id, now, language: ctx.language, idleMs: LAUNCH_IDLE_MS })
      db.prepare(
        `INSERT INTO game_recent (member_id, node_id, last_played_at, plays) VALUES (?, ?, ?, 1)
         ON CONFLICT (member_id, node_id) DO UPDATE SET last_played_at = excluded.last_played_at, plays = plays + 1`,
      ).run(ctx.member.id, game.node_id, now)
      if (game.game_type === 'LOTT' || game.game_type === 'ELOTT') {
        const url = lotteryLaunchUrl(platform, ctx, {
          gameCode: game.game_code,
          vendor: game.vendor_code,
          view: 'betting',
        })
        return ok({ content: { game_url: url } })
      }
      const id = createLaunchSession(db, {
        memberId: ctx.member.id,
        merchantCode: ctx.merchant.code,
        tokenHash: session.tokenHash,
        nodeId: game.node_id,
        roomId: roomId ?? null,
        language: ctx.language,
        accountType,
        now,
      })
      const url = `${platform.publicUrl()}/play/${engineOf(game)}?session=${encodeURIComponent(id)}&lang=${ctx.language}`
      return ok({ content: { game_url: url } })
    },
    { auth: 'required' },
  )

  // GET|POST /wps/relay/GCS_betRecord - the member's bets, newest first, paged, with totals
  router.relay(
    'GCS_betRecord',
    (ctx) => {
      const { pageNo, pageSize, offset } = pageInput(ctx.body, PAGING)
      const params = {
        member: ctx.member.id,
        gameType: optionalInput(ctx.body.gameType)?.toUpperCase() ?? null,
        vassalage: optionalInput(ctx.body.vassalage) ?? null,
        from: nonNegativeInt(ctx.body.startTime),
        to: nonNegativeInt(ctx.body.endTime),
      }
      const where = `b.member_id = @member AND b.status = 'settled'
        AND (@gameType IS NULL OR b.game_type = @gameType) AND (@vassalage IS NULL OR b.vendor_code = @vassalage)
        AND (@from IS NULL OR b.settled_at >= @from) AND (@to IS NULL OR b.settled_at < @to)`
      const totals = /** @type {{ count: number, bet: number | null, win: number | null }} */ (
        db
          .prepare(
            `SELECT COUNT(*) AS count, SUM(stake_minor) AS bet, SUM(payout_minor) AS win FROM bets b WHERE ${where}`,
          )
          .get(params)
      )
      const rows =
        /** @type {{ round_ref: string, node_id: number, name: string, vendor_code: string, game_type: string, stake_minor: number, payout_minor: number, created_at: number, settled_at: number }[]} */ (
          pageRows(
            db,
            `SELECT b.round_ref, b.node_id, g.name, b.vendor_code, b.game_type, b.stake_minor, b.payout_minor, b.created_at,
               b.settled_at
             FROM bets b JOIN games g ON g.node_id = b.node_id WHERE ${where}
             ORDER BY b.id DESC`,
            params,
            { pageSize, offset },
          )
        )
      return ok({
        list: rows.map((row) => ({
          roundId: row.round_ref,
          ...betFields(row),
          netAmount: row.payout_minor - row.stake_minor,
          status: 'SETTLED',
          betTime: row.created_at,
          settleTime: row.settled_at,
        })),
        totalPages: Math.ceil(totals.count / pageSize),
        totalCount: totals.count,
        pageNo,
        summary: {
          betAmount: totals.bet ?? 0,
          winAmount: totals.win ?? 0,
          netAmount: (totals.win ?? 0) - (totals.bet ?? 0),
        },
        currency: ctx.merchant.currency,
      })
    },
    { auth: 'required' },
  )

  /** @param {RequestContext} ctx */
  const winnerBoard = (ctx) => {
    const limit = boundedInt(ctx.body.limitNum, 20, 50)
    const category = optionalInput(ctx.body.gameCategory)?.toUpperCase()
    const gameType = !category || category === 'ALL' ? null : category
    const rows =
      /** @type {{ round_ref: string, username: string, node_id: number, name: string, vendor_code: string, game_type: string, stake_minor: number, payout_minor: number, settled_at: number }[]} */ (
        db
          .prepare(
            `SELECT b.round_ref, m.username, b.node_id, g.name, b.vendor_code, b.game_type, b.stake_minor, b.payout_minor, b.settled_at
           FROM bets b JOIN members m ON m.id = b.member_id JOIN games g ON g.node_id = b.node_id
           WHERE b.merchant_code = ? AND b.status = 'settled' AND b.payout_minor > b.stake_minor AND b.settled_at > ?
             AND (? IS NULL OR b.game_type = ?)
           ORDER BY b.payout_minor DESC, b.settled_at DESC LIMIT ?`,
          )
          .all(ctx.merchant.code, platform.now() - WINNER_WINDOW_MS, gameType, gameType, limit)
      )
    return ok({
      list: rows.map((row, index) => ({
        rank: index + 1,
        account: maskAccount(row.username),
        ...betFields(row),
        multiplier: Math.floor((row.payout_minor / row.stake_minor) * 100) / 100,
        time: row.settled_at,
      })),
      currency: ctx.merchant.currency,
    })
  }
  // GET|POST /wps/relay/GCSGAME_getRankList - the biggest recent wins of the merchant's players
  router.relay('GCSGAME_getRankList', winnerBoard)
  // GET|POST /wps/relay/ODSFE2_getWinnerBoard - the same board under its reporting name
  router.relay('ODSFE2_getWinnerBoard', winnerBoard)

  // GET /lgw/games/popular - the most launched games of the last 30 days, topped up with hot games
  router.get('/lgw/games/popular', (ctx) => {
    const count = boundedInt(ctx.query.count, 20, 100)
    const vendors = vendorsOf(ctx.merchant.code)
    const played = /** @type {GameRow[]} */ (
      db
        .prepare(
          `SELECT g.* FROM game_recent r JOIN games g ON g.node_id = r.node_id
           JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant_code = ?
           WHERE r.last_played_at > ? GROUP BY g.node_id ORDER BY SUM(r.plays) DESC, g.node_id LIMIT ?`,
        )
        .all(ctx.merchant.code, platform.now() - POPULAR_WINDOW_MS, count)
    )
    const seen = new Set(played.map((row) => row.node_id))
    const hot = /** @type {GameRow[]} */ (
      db
        .prepare(
          `SELECT g.* FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant_code = ?
           WHERE g.is_hot = 1 ORDER BY g.hot_rank LIMIT ?`,
        )
        .all(ctx.merchant.code, count)
    ).filter((row) => !seen.has(row.node_id))
    return json(200, items([...played, ...hot].slice(0, count), vendors))
  })

  if (platform.mode !== 'production') {
    // POST /__test/games/:nodeId/maintenance - puts one game under maintenance ({ on: false } lifts it)
    router.post(
      '/__test/games/:nodeId/maintenance',
      (ctx) => {
        const nodeId = Number(ctx.params.nodeId)
        if (!db.prepare('SELECT 1 FROM games WHERE node_id = ?').get(nodeId))
          throw new ApiError(404, 'game.not.found')
        if (ctx.body.on === false) db.prepare('DELETE FROM game_maintenance WHERE node_id = ?').run(nodeId)
        else
          db.prepare('INSERT OR IGNORE INTO game_maintenance (node_id, since) VALUES (?, ?)').run(
            nodeId,
            platform.now(),
          )
        return ok({ nodeId: String(nodeId), maintenance: ctx.body.on !== false })
      },
      { body: 'json', merchant: false },
    )
  }
}
