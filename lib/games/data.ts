import 'server-only'
import { toPortalError } from '@/lib/bff/errors'
import type { LobbyGame } from '@/lib/games/types'
import { parseLobbyQuery, type LobbyCategory } from '@/lib/games/lobby'
import type { LaunchInputType } from '@/lib/games/schemas'
import type { Features } from '@/lib/features'
import { upstreamContext } from '@/lib/session'
import type { Currency, MemberView } from '@/lib/types'
import { getHotGames, getSiteStatus, getVendorLanes } from '@/lib/upstream/catalogue'
import type { UpstreamContext } from '@/lib/upstream/client'
import {
  getCardRooms,
  getFavouriteGames,
  getGamePage,
  getPopularGames,
  getRecentGames,
  getVendorGames,
  getWinnerBoard,
  isGameMaintenance,
  isGameMissing,
  launchGame,
} from '@/lib/upstream/games'

// What the game screens read on the server before they render; the components take it as props.

type SearchParams = Record<string, string | string[] | undefined>

// What every grid of game tiles needs from the tenant: the currency of minimum bets and whether
// favourites are on.
export async function gridSettings(
  ctx: UpstreamContext,
): Promise<{ currency: Currency; favourites: boolean }> {
  const status = await getSiteStatus(ctx)
  return { currency: status.currency, favourites: status.features.favourites }
}

// One lobby: its vendor tabs, the query the address asks for, the page of games (the last page when the
// address asks for one past it) and, unfiltered, the category's hot games where the tenant shows them.
export async function lobbyData(ctx: UpstreamContext, category: LobbyCategory, searchParams: SearchParams) {
  const [lanes, status] = await Promise.all([getVendorLanes(ctx), getSiteStatus(ctx)])
  const vendors = lanes.find((lane) => lane.category === category)?.vendors ?? []
  const query = parseLobbyQuery(
    category,
    searchParams,
    vendors.map((vendor) => vendor.code),
  )
  const filter = { category, vendor: query.vendor, name: query.name, minBetMinor: query.minBet }
  let page = await getGamePage(ctx, { ...filter, page: query.page })
  if (page.games.length === 0 && page.pageCount > 0 && query.page > page.pageCount) {
    page = await getGamePage(ctx, { ...filter, page: page.pageCount })
  }
  const unfiltered = !query.vendor && !query.name && query.minBet === null && page.page === 1
  const features = status.features
  const hot: LobbyGame[] =
    unfiltered && features.hotGames
      ? (await getHotGames(ctx))
          .filter((game) => game.category === category)
          .map((game) => ({ ...game, minBetMinor: null }))
      : []
  return { vendors, query, page, unfiltered, hot, currency: status.currency, features }
}

// The first page of a member's favourites and recent games for a lobby's shelves, so they have their size
// in the first paint; null for a list that is off or could not be read (the browser then asks for it).
export async function shelvesData(member: MemberView | null, features: Features) {
  const personal = member && !member.isTrial ? await upstreamContext() : null
  if (!personal) return { favourites: null, recent: null }
  const [favourites, recent] = await Promise.all([
    features.favourites ? getFavouriteGames(personal, 1).catch(() => null) : null,
    features.recentGames ? getRecentGames(personal, 1).catch(() => null) : null,
  ])
  return { favourites, recent }
}

// The most launched games, without the one the player could not open; none while they cannot be read.
export async function popularGames(ctx: UpstreamContext, exclude?: string): Promise<LobbyGame[]> {
  const games = await getPopularGames(ctx, 20).catch(() => [])
  return games.filter((game) => game.nodeId !== exclude).slice(0, 12)
}

// The member's card rooms (null while they cannot be read) and the currency of their stakes.
export async function cardRoomsData(ctx: UpstreamContext) {
  const [rooms, status] = await Promise.all([
    getCardRooms(ctx).catch(() => null),
    getSiteStatus({ tenant: ctx.tenant, locale: ctx.locale }),
  ])
  return { rooms, currency: status.currency }
}

export const winnerBoard = (ctx: UpstreamContext) => getWinnerBoard(ctx, 10).catch(() => null)

async function catalogueEntry(ctx: UpstreamContext, vendor: string, nodeId: string | undefined) {
  const catalogue = await getVendorGames(ctx, vendor).catch(() => [])
  return catalogue.find((entry) => entry.nodeId === nodeId)
}

// The name the vendor's catalogue gives a game, when it lists it.
export const gameName = async (ctx: UpstreamContext, vendor: string, nodeId: string | undefined) =>
  (await catalogueEntry(ctx, vendor, nodeId))?.name

// The kind of one of a vendor's games, for launch addresses that name a game but not its type.
export const gameCategory = async (ctx: UpstreamContext, vendor: string, nodeId: string) =>
  (await catalogueEntry(ctx, vendor, nodeId))?.category

export type LaunchOutcome =
  | { url: string }
  | { problem: 'maintenance' | 'notFound' | 'failed' }
  // A time-out, self-exclusion, reached limit or terms not yet accepted: the platform refuses, the page
  // says so in the player's words.
  | { refusal: 'player_blocked' | 'play_limit_reached' | 'terms_required' }

// Starts the game with the member's token (null: the session ended while rendering), or says why not.
export async function launchOutcome(
  ctx: UpstreamContext | null,
  launch: LaunchInputType,
  // Trial accounts play in free mode on the demo credit (upstream-contract §4, accountType 0).
  free = false,
): Promise<LaunchOutcome> {
  try {
    if (!ctx) throw new Error('session ended while rendering')
    const { url } = await launchGame(ctx, {
      nodeId: launch.game,
      roomId: launch.room,
      vendor: launch.vendor,
      category: launch.type,
      free,
    })
    return { url }
  } catch (error) {
    const refusal = toPortalError(error).code
    if (refusal === 'player_blocked' || refusal === 'play_limit_reached' || refusal === 'terms_required')
      return { refusal }
    return {
      problem: isGameMaintenance(error) ? 'maintenance' : isGameMissing(error) ? 'notFound' : 'failed',
    }
  }
}
