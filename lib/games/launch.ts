import type { GameCategory } from '@/lib/types'
import { CATEGORY_ROUTES } from './categories'

// Where a click on a game leads (product spec §4, Game launch). Pure, so the lobby islands, the server
// pages and the tests share one rule.

export const SEA_LOTTERY_VENDOR = 'TCG_SEA'
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN'

export type LaunchableGame = {
  nodeId: string
  vendor: string
  category: GameCategory
  code?: string
  roomId?: string | null
  opensGameList?: boolean
  // The platform's account-type name of the game, which for lotteries may name the vendor.
  accountTypeName?: string | null
}

export type LaunchViewer = { isTrial: boolean } | null

export type LaunchTarget =
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'vendor-list'; vendor: string }
  | { kind: 'page'; pathname: '/game' | '/lottery' | '/elott' | '/vnlottery'; query: Record<string, string> }

export function isLotteryCategory(category: GameCategory): boolean {
  return category === 'LOTT' || category === 'ELOTT'
}

function isLottery(game: LaunchableGame): boolean {
  return (
    isLotteryCategory(game.category) ||
    game.vendor === SEA_LOTTERY_VENDOR ||
    game.vendor === VN_LOTTERY_VENDOR
  )
}

// The route of a lottery game: the SEA e-lottery, the Vietnamese lottery, or the general lottery page.
export function lotteryRoute(game: LaunchableGame): Extract<LaunchTarget, { kind: 'page' }> {
  const code: Record<string, string> = game.code ? { gameCode: game.code } : {}
  if (game.vendor === SEA_LOTTERY_VENDOR) return { kind: 'page', pathname: '/elott', query: code }
  if (game.vendor === VN_LOTTERY_VENDOR || game.accountTypeName === VN_LOTTERY_VENDOR) {
    return { kind: 'page', pathname: '/vnlottery', query: code }
  }
  return { kind: 'page', pathname: '/lottery', query: { ...code, vendor: game.vendor } }
}

// Where a vendor's card or menu entry leads: a lottery vendor to its own lottery area (the SEA draws to
// /elott, the Vietnamese lottery to /vnlottery, any other to /lottery), any other vendor to its category's
// lobby filtered to it.
export function vendorLobby(
  category: GameCategory,
  vendor: string,
): { pathname: string; query: Record<string, string> } {
  const game: LaunchableGame = { nodeId: '', vendor, category }
  if (isLottery(game)) {
    const route = lotteryRoute(game)
    return { pathname: route.pathname, query: route.query }
  }
  return { pathname: CATEGORY_ROUTES[category], query: { vendor } }
}

export function launchTarget(game: LaunchableGame, viewer: LaunchViewer): LaunchTarget {
  // A vendor card that opens its game list is browsing, not launching: visitors may look.
  if (game.opensGameList) return { kind: 'vendor-list', vendor: game.vendor }
  if (!viewer) return { kind: 'login' }
  // Trial accounts play games in free mode on their demo credit; lotteries are real money only.
  if (isLottery(game)) return viewer.isTrial ? { kind: 'trial' } : lotteryRoute(game)
  const query: Record<string, string> = { vendor: game.vendor, type: game.category }
  if (game.roomId) query.room = game.roomId
  else query.game = game.nodeId
  return { kind: 'page', pathname: '/game', query }
}

// The address the frame opens: `game_url` (or `game_url2`); a relative one is served from a launch host,
// and when the platform names several launch hosts the game is spread over them at random.
export function launchAddress(
  raw: { gameUrl?: string | null; gameUrl2?: string | null },
  launchHosts: readonly string[],
  random: () => number = Math.random,
): string | null {
  const chosen = raw.gameUrl || raw.gameUrl2
  if (!chosen) return null
  const hosts = launchHosts
    .map((host) => host.replace(/\/+$/, ''))
    .filter((host) => /^https?:\/\//.test(host))
  const pick = () => hosts[Math.min(hosts.length - 1, Math.floor(random() * hosts.length))]
  if (!/^https?:\/\//i.test(chosen)) {
    const host = pick()
    if (!host) return null
    return `${host}${chosen.startsWith('/') ? '' : '/'}${chosen}`
  }
  let url: URL
  try {
    url = new URL(chosen)
  } catch {
    return null
  }
  if (hosts.length > 1 && hosts.some((host) => new URL(host).origin === url.origin)) {
    const host = pick()
    if (host) return `${host}${url.pathname}${url.search}${url.hash}`
  }
  return url.toString()
}
