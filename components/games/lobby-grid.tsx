import type { Currency, MemberView } from '@/lib/types'
import { GameTiles, type GameTilesProps } from './game-tiles'
import { GridIsland } from './grid-island'
import type { GridLabels } from './labels'

// What every grid of one lobby shares, handed down unchanged to the dialogs and shelves that draw one.
export type GridSetting = {
  labels: GridLabels
  currency: Currency
  localeTag: string
  member: MemberView | null
  // Whether the tenant offers favourites.
  favourites: boolean
  lobbyPath: string
  localePrefix: string
}

export type LobbyGridProps = GridSetting & Omit<GameTilesProps, 'favourable'>

// A lobby grid: the tiles, rendered where the grid is (on the server in the lobbies), inside the island
// that launches games, keeps favourites and opens vendor lists.
export function LobbyGrid({ member, favourites, ...tiles }: LobbyGridProps) {
  const { labels, currency, localeTag, lobbyPath, localePrefix } = tiles
  return (
    <GridIsland setting={{ labels, currency, localeTag, member, favourites, lobbyPath, localePrefix }}>
      <GameTiles {...tiles} favourable={favourites && !!member && !member.isTrial} />
    </GridIsland>
  )
}
