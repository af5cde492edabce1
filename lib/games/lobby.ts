import type { GameCategory } from '@/lib/types'
import { CATEGORY_ROUTES } from './categories'

// The lobbies (product spec §2): which categories have one, and how a lobby's address encodes the
// vendor tab, the search, the minimum-bet filter and the page, so that every state is a plain link.

export const LOBBY_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'INHOUSE'] as const
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number]

export const LOBBY_PAGE_SIZE = 42
export const SEARCH_MAX_LENGTH = 60

// Minimum-bet filter choices in minor units: "games I can play from this stake".
export const MIN_BET_OPTIONS: readonly number[] = [10, 20, 50, 100, 500, 1000]

export type LobbyQuery = {
  vendor: string | null
  name: string
  minBet: number | null
  page: number
}

type RawParams = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export function parseLobbyQuery(
  category: GameCategory,
  params: RawParams,
  vendorCodes: readonly string[],
): LobbyQuery {
  const byCode = new Map(vendorCodes.map((code) => [code.toUpperCase(), code]))
  const vendorParam = first(params.vendor)?.trim().toUpperCase()
  // The slots lobby also takes `?page=` as its vendor tab: a vendor code, or the tab's position (0 = All).
  const tabParam = category === 'RNG' ? first(params.page)?.trim() : undefined
  let vendor: string | null = vendorParam ? (byCode.get(vendorParam) ?? null) : null
  if (!vendor && tabParam) {
    if (/^\d+$/.test(tabParam)) vendor = vendorCodes[Number(tabParam) - 1] ?? null
    else vendor = byCode.get(tabParam.toUpperCase()) ?? null
  }
  const name = (first(params.q) ?? '').trim().slice(0, SEARCH_MAX_LENGTH)
  const minBetRaw = Number(first(params.minBet))
  const minBet = MIN_BET_OPTIONS.includes(minBetRaw) ? minBetRaw : null
  const pageRaw = Number(first(params.pageNo))
  const page = Number.isInteger(pageRaw) && pageRaw > 0 ? pageRaw : 1
  return { vendor, name, minBet, page }
}

// The query of a lobby link. A change of vendor, search or filter starts again at page 1.
export function lobbyQuery(current: LobbyQuery, change: Partial<LobbyQuery>): Record<string, string> {
  const next: LobbyQuery = { ...current, ...change }
  if (!('page' in change)) next.page = 1
  const query: Record<string, string> = {}
  if (next.vendor) query.vendor = next.vendor
  if (next.name) query.q = next.name
  if (next.minBet !== null) query.minBet = String(next.minBet)
  if (next.page > 1) query.pageNo = String(next.page)
  return query
}

// A lobby's address is its category's route.
export const LOBBY_ROUTES: Readonly<Record<LobbyCategory, string>> = CATEGORY_ROUTES

// The lobby at `/<slug>`, or null: one route serves all seven (app/[locale]/(lobby)/[category]).
export function lobbyCategoryOf(slug: string): LobbyCategory | null {
  return LOBBY_CATEGORIES.find((category) => LOBBY_ROUTES[category] === `/${slug}`) ?? null
}
