import 'server-only'
import { z } from 'zod'
import { env } from '@/lib/env'
import { ESPORTS_VENDORS, categoryOfVendor, toCategory } from '@/lib/games/categories'
import { launchAddress } from '@/lib/games/launch'
import { LOBBY_PAGE_SIZE, type LobbyCategory } from '@/lib/games/lobby'
import type {
  BetRecordPage,
  CardRoom,
  GamePage,
  LaunchResult,
  LobbyGame,
  WinnerBoard,
} from '@/lib/games/types'
import type { Currency } from '@/lib/types'
import { cachedRead } from './cache'
import { GameSchema, assetUrl, getSiteStatus, reshapeGame } from './catalogue'
import { upstream, type UpstreamContext, type UpstreamRequest } from './client'
import { UpstreamError } from './errors'

// The game catalogue, favourites, recently played, rooms, launching, the betting record and the winner
// board. Catalogue pages are public and cached per tenant and locale (always read as a guest); anything
// personal is read with the member's token and never cached.

const num = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : Number(v)
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: 'not a number' })
    return z.NEVER
  }
  return n
})

// How many pages and games a paged answer says there are, when it says.
const pageTotals = { totalPages: num.nullish(), totalCount: num.nullish() }

const LobbyGameSchema = GameSchema.extend({
  minBet: num.nullish(),
  accountTypeName: z.string().nullish(),
})

const GameListSchema = z.object({
  games: z.array(LobbyGameSchema).nullish(),
  ...pageTotals,
})

const CurrencySchema = z.object({ code: z.string(), symbol: z.string(), minorDigits: num })

// Sports and esports share the platform's SPORTS type; the split is the configured esports vendors.
const PLATFORM_TYPE: Record<LobbyCategory, string> = {
  RNG: 'RNG',
  LIVE: 'LIVE',
  FISH: 'FISH',
  PVP: 'PVP',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  INHOUSE: 'INHOUSE',
}

function catalogueTtl(): number {
  return env().CATALOGUE_TTL_SECONDS * 1000
}

function guest(ctx: UpstreamContext): UpstreamContext {
  return { tenant: ctx.tenant, locale: ctx.locale }
}

function key(ctx: UpstreamContext, ...parts: Array<string | number | null | undefined>): string {
  return `${ctx.tenant.id}:${ctx.locale}:games:${parts.map((p) => p ?? '').join(':')}`
}

function toLobbyGame(g: z.infer<typeof LobbyGameSchema>, imageBase: string): LobbyGame {
  return { ...reshapeGame(g, imageBase), minBetMinor: g.minBet ?? null }
}

export type GameFilter = {
  category: LobbyCategory
  vendor?: string | null
  name?: string
  minBetMinor?: number | null
  page: number
}

async function fetchGameList(
  ctx: UpstreamContext,
  query: Record<string, string | number | undefined>,
): Promise<{ games: LobbyGame[]; totalPages: number; totalCount: number }> {
  const status = await getSiteStatus(ctx)
  const raw = await upstream(guest(ctx), {
    kind: 'catalogue',
    path: '/wps/relay/GCSGAME_gameList',
    query: { clientType: 3, platform: 'html5-desktop', merchant: ctx.tenant.merchantCode, ...query },
    schema: GameListSchema,
  })
  const games = (raw.games ?? []).map((g) => toLobbyGame(g, status.imageBase))
  return { games, totalPages: raw.totalPages ?? 0, totalCount: raw.totalCount ?? games.length }
}

// One page of a lobby. Sports and esports are small and split by vendor here, so they are read whole
// and paged locally; the other categories are paged by the platform.
export async function getGamePage(ctx: UpstreamContext, filter: GameFilter): Promise<GamePage> {
  const vendor = filter.vendor ?? undefined
  const name = filter.name?.trim() || undefined
  const minBet = filter.minBetMinor ?? undefined
  const split = filter.category === 'SPORTS' || filter.category === 'ESPORTS'
  return cachedRead(
    key(ctx, 'page', filter.category, vendor, name?.toLowerCase(), minBet, split ? 0 : filter.page),
    async () => {
      const common = {
        gameType: PLATFORM_TYPE[filter.category],
        vassalage: vendor,
        gameName: name,
        minBet,
        language: ctx.locale.toUpperCase(),
      }
      if (!split) {
        const result = await fetchGameList(ctx, { ...common, pageNo: filter.page, pageSize: LOBBY_PAGE_SIZE })
        return {
          games: result.games,
          page: filter.page,
          pageCount: result.totalPages,
          total: result.totalCount,
        }
      }
      const all = await fetchGameList(ctx, { ...common, pageNo: 1, pageSize: 200 })
      const wanted = all.games.filter((g) =>
        filter.category === 'ESPORTS'
          ? ESPORTS_VENDORS.includes(g.vendor.toUpperCase())
          : !ESPORTS_VENDORS.includes(g.vendor.toUpperCase()),
      )
      return { games: wanted, page: 1, pageCount: wanted.length ? 1 : 0, total: wanted.length }
    },
    { ttlMs: catalogueTtl() },
  ).then((page) => {
    if (!split) return page
    const pageCount = Math.ceil(page.total / LOBBY_PAGE_SIZE)
    const start = (filter.page - 1) * LOBBY_PAGE_SIZE
    return { ...page, page: filter.page, pageCount, games: page.games.slice(start, start + LOBBY_PAGE_SIZE) }
  })
}

// Every game of one vendor, for the popup list a vendor card opens.
export async function getVendorGames(ctx: UpstreamContext, vendor: string): Promise<LobbyGame[]> {
  return cachedRead(
    key(ctx, 'vendor', vendor),
    async () => (await fetchGameList(ctx, { vassalage: vendor, pageNo: 1, pageSize: 200 })).games,
    { ttlMs: catalogueTtl() },
  )
}

// A public catalogue answer read as a guest, cached under `cacheKey` and shaped with the site's status.
async function catalogueRead<S extends z.ZodType, T>(
  ctx: UpstreamContext,
  cacheKey: string,
  ttlMs: number,
  req: Omit<UpstreamRequest<S>, 'kind'>,
  shape: (raw: z.infer<S>, status: Awaited<ReturnType<typeof getSiteStatus>>) => T,
): Promise<T> {
  const status = await getSiteStatus(ctx)
  return cachedRead(
    cacheKey,
    async () => shape(await upstream(guest(ctx), { ...req, kind: 'catalogue' }), status),
    { ttlMs },
  )
}

const PopularSchema = z.array(LobbyGameSchema)

export function getPopularGames(ctx: UpstreamContext, count = 20): Promise<LobbyGame[]> {
  return catalogueRead(
    ctx,
    key(ctx, 'popular', count),
    catalogueTtl(),
    { path: '/lgw/games/popular', query: { count }, bare: true, schema: PopularSchema },
    (raw, status) => raw.map((g) => toLobbyGame(g, status.imageBase)),
  )
}

// ---- personal reads and writes: always with the member's token, never cached ----

export async function getFavouriteIds(ctx: UpstreamContext): Promise<string[]> {
  return upstream(ctx, {
    path: '/wps/relay/MCSFE_getFavoriteGames',
    auth: 'required',
    schema: z.array(z.union([z.string(), z.number()]).transform(String)).nullish(),
  }).then((ids) => ids ?? [])
}

const FavouriteListSchema = z.object({
  content: z.array(LobbyGameSchema).nullish(),
  ...pageTotals,
})

// One page of the member's own games (favourites or recently played), as lobby tiles.
async function personalGamePage<T extends { totalPages?: number | null; totalCount?: number | null }>(
  ctx: UpstreamContext,
  page: number,
  answer: Promise<T>,
  listOf: (raw: T) => Array<z.infer<typeof LobbyGameSchema>> | null | undefined,
): Promise<GamePage> {
  const [status, raw] = await Promise.all([getSiteStatus(ctx), answer])
  const games = (listOf(raw) ?? []).map((g) => toLobbyGame(g, status.imageBase))
  return { games, page, pageCount: raw.totalPages ?? 0, total: raw.totalCount ?? games.length }
}

export function getFavouriteGames(ctx: UpstreamContext, page: number): Promise<GamePage> {
  const answer = upstream(ctx, {
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    query: {
      clientType: 3,
      platform: 'flash',
      language: ctx.locale.toUpperCase(),
      pageNo: page,
      pageSize: LOBBY_PAGE_SIZE,
    },
    auth: 'required',
    schema: FavouriteListSchema,
  })
  return personalGamePage(ctx, page, answer, (raw) => raw.content)
}

export type FavouriteChange = { nodeId: string; vendor: string; gameType: string; favourite: boolean }

// Adds or removes one favourite and answers the ids afterwards.
export async function setFavourite(ctx: UpstreamContext, change: FavouriteChange): Promise<string[]> {
  const gameType = change.gameType === 'ESPORTS' ? 'SPORTS' : change.gameType
  const ids = await upstream(ctx, {
    method: change.favourite ? 'POST' : 'DELETE',
    path: change.favourite ? '/wps/relay/MCSFE_addFavoriteGame' : '/wps/relay/MCSFE_removeFavoriteGame',
    json: { nodeId: change.nodeId, vendor: change.vendor, gameType },
    auth: 'required',
    retry: false,
    schema: z.array(z.union([z.string(), z.number()]).transform(String)).nullish(),
  })
  return ids ?? []
}

const RecentSchema = z.object({
  list: z.array(LobbyGameSchema).nullish(),
  ...pageTotals,
})

export function getRecentGames(ctx: UpstreamContext, page: number): Promise<GamePage> {
  const answer = upstream(ctx, {
    path: '/wps/relay/GCS_recentGame',
    query: { clientType: 3, language: ctx.locale.toUpperCase(), pageNo: page, pageSize: LOBBY_PAGE_SIZE },
    auth: 'required',
    schema: RecentSchema,
  })
  return personalGamePage(ctx, page, answer, (raw) => raw.list)
}

const RoomSchema = z.object({
  roomId: z.string(),
  nodeId: z.union([z.string(), z.number()]).transform(String),
  gameName: z.string(),
  roomName: z.string().nullish(),
  vassalage: z.string(),
  displayName: z.string().nullish(),
  minBet: num.nullish(),
  maxSeats: num.nullish(),
  players: num.nullish(),
  status: z.string().nullish(),
  showIcon: z.string().nullish(),
})

export async function getCardRooms(ctx: UpstreamContext, vendor?: string): Promise<CardRoom[]> {
  const [status, raw] = await Promise.all([
    getSiteStatus(ctx),
    upstream(ctx, {
      path: '/wps/relay/GLS2_roomList',
      query: { vassalage: vendor, language: ctx.locale.toUpperCase() },
      auth: 'required',
      schema: z.object({ list: z.array(RoomSchema).nullish() }),
    }),
  ])
  return (raw.list ?? []).map((room) => ({
    roomId: room.roomId,
    nodeId: room.nodeId,
    gameName: room.gameName,
    roomName: room.roomName ?? room.gameName,
    vendor: room.vassalage,
    vendorName: room.displayName ?? room.vassalage,
    minBetMinor: room.minBet ?? 0,
    seats: room.maxSeats ?? 0,
    players: room.players ?? 0,
    full: (room.status ?? '').toUpperCase() === 'FULL',
    iconUrl: assetUrl(status.imageBase, room.showIcon),
  }))
}

export type LaunchRequest = {
  nodeId?: string
  roomId?: string
  vendor: string
  category: string
  // Free mode (a trial account's demo credit) instead of real money (upstream-contract §4).
  free?: boolean
}

const LaunchSchema = z.object({
  content: z.object({ game_url: z.string().nullish(), game_url2: z.string().nullish() }).nullish(),
  game_url: z.string().nullish(),
  game_url2: z.string().nullish(),
})

// Starts a game for the member (contract §4: GET only, launchMode GLS). Never retried: a second try
// would start a second game session.
export async function launchGame(ctx: UpstreamContext, request: LaunchRequest): Promise<LaunchResult> {
  const [status, raw] = await Promise.all([
    getSiteStatus(ctx),
    upstream(ctx, {
      kind: 'money',
      path: '/wps/game/launchGame',
      query: {
        gameType: request.category === 'ESPORTS' ? 'SPORTS' : request.category,
        vassalage: request.vendor,
        nodeId: request.roomId ? undefined : request.nodeId,
        roomId: request.roomId,
        platform: 'html5-desktop',
        launchMode: 'GLS',
        accountType: request.free ? 0 : 1,
        confirmTrans: 0,
        clientType: 3,
        language: ctx.locale.toUpperCase(),
      },
      auth: 'required',
      retry: false,
      schema: LaunchSchema,
    }),
  ])
  const url = launchAddress(
    {
      gameUrl: raw.content?.game_url ?? raw.game_url,
      gameUrl2: raw.content?.game_url2 ?? raw.game_url2,
    },
    status.launchHosts,
  )
  if (!url) throw new UpstreamError('launch.no_url', 502, 'The platform answered no game address')
  return { url }
}

export function isGameMaintenance(error: unknown): boolean {
  return error instanceof UpstreamError && error.code === 'game.maintenance'
}

export function isGameMissing(error: unknown): boolean {
  return error instanceof UpstreamError && error.code === 'game.not.found'
}

const BetRecordSchema = z.object({
  list: z
    .array(
      z.object({
        roundId: z.union([z.string(), z.number()]).transform(String),
        nodeId: z.union([z.string(), z.number()]).transform(String),
        gameName: z.string(),
        vassalage: z.string(),
        betAmount: num,
        winAmount: num,
        netAmount: num.nullish(),
        settleTime: num.nullish(),
        betTime: num.nullish(),
      }),
    )
    .nullish(),
  ...pageTotals,
  summary: z.object({ betAmount: num, winAmount: num, netAmount: num }).nullish(),
  currency: CurrencySchema.nullish(),
})

export async function getBetRecord(
  ctx: UpstreamContext,
  { page, pageSize = 10 }: { page: number; pageSize?: number },
): Promise<BetRecordPage> {
  const [status, raw] = await Promise.all([
    getSiteStatus(ctx),
    upstream(ctx, {
      path: '/wps/relay/GCS_betRecord',
      query: { pageNo: page, pageSize },
      auth: 'required',
      schema: BetRecordSchema,
    }),
  ])
  const currency: Currency = raw.currency ?? status.currency
  const bets = (raw.list ?? []).map((bet) => ({
    roundId: bet.roundId,
    nodeId: bet.nodeId,
    gameName: bet.gameName,
    vendor: bet.vassalage,
    betMinor: Math.round(bet.betAmount),
    winMinor: Math.round(bet.winAmount),
    netMinor: Math.round(bet.netAmount ?? bet.winAmount - bet.betAmount),
    settledAt: bet.settleTime ?? bet.betTime ?? 0,
  }))
  return {
    bets,
    page,
    pageCount: raw.totalPages ?? 0,
    total: raw.totalCount ?? bets.length,
    summary: {
      betMinor: Math.round(raw.summary?.betAmount ?? 0),
      winMinor: Math.round(raw.summary?.winAmount ?? 0),
      netMinor: Math.round(raw.summary?.netAmount ?? 0),
    },
    currency,
  }
}

const WinnerSchema = z.object({
  list: z
    .array(
      z.object({
        rank: num.nullish(),
        account: z.string(),
        nodeId: z.union([z.string(), z.number()]).transform(String).nullish(),
        gameName: z.string(),
        vassalage: z.string().nullish(),
        gameType: z.string().nullish(),
        betAmount: num.nullish(),
        winAmount: num,
        multiplier: num.nullish(),
        time: num.nullish(),
      }),
    )
    .nullish(),
  currency: CurrencySchema.nullish(),
})

// The biggest recent wins: public, the same for every visitor, so cached briefly per tenant and locale.
export function getWinnerBoard(ctx: UpstreamContext, limit = 20): Promise<WinnerBoard> {
  return catalogueRead(
    ctx,
    key(ctx, 'winners', limit),
    Math.min(catalogueTtl(), 15_000),
    {
      path: '/wps/relay/GCSGAME_getRankList',
      query: { gameCategory: 'ALL', language: ctx.locale.toUpperCase(), limitNum: limit },
      schema: WinnerSchema,
    },
    (raw, status) => ({
      winners: (raw.list ?? []).map((row, index) => {
        const base = toCategory(row.gameType)
        return {
          rank: row.rank ?? index + 1,
          account: row.account,
          gameName: row.gameName,
          nodeId: row.nodeId ?? '',
          vendor: row.vassalage ?? '',
          category: base ? categoryOfVendor(base, row.vassalage ?? '') : null,
          betMinor: Math.round(row.betAmount ?? 0),
          winMinor: Math.round(row.winAmount),
          multiplier: row.multiplier ?? 0,
          time: row.time ?? 0,
        }
      }),
      currency: raw.currency ?? status.currency,
    }),
  )
}
