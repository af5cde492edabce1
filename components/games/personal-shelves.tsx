'use client'

import type { ReactNode } from 'react'
import type { GamePage } from '@/lib/games/types'
import { useFavouriteGames } from '@/lib/swr/use-favourites'
import { useRecentGames } from '@/lib/swr/use-recent-games'
import { useSession } from '@/lib/swr/use-session'
import type { GameCategory, MemberView } from '@/lib/types'
import { LobbyGrid, type GridSetting } from './lobby-grid'
import styles from './lobby.module.css'

type ShelfLabels = { favourites: string; recent: string; noFavourites: string; noRecent: string }

// Favourites and recently played, for signed-in members only (product spec §4: these lists stop
// silently for visitors). The server's first page shows at once; the browser keeps them current.
export function PersonalShelves({
  category,
  shelfLabels,
  member: initialMember,
  recent,
  initial,
  ...grid
}: Omit<GridSetting, 'member'> & {
  // Only the games of this lobby's category are shown on its shelves.
  category: GameCategory
  shelfLabels: ShelfLabels
  member: MemberView | null
  recent: boolean
  // The first page of each list as the server read it (null: not read), shown at once.
  initial: { favourites: GamePage | null; recent: GamePage | null }
}) {
  const { labels, favourites } = grid
  const { member } = useSession(initialMember)
  const signedIn = !!member && !member.isTrial
  const favouriteGames = useFavouriteGames(signedIn && favourites, initial.favourites ?? undefined)
  const recentGames = useRecentGames(signedIn && recent, initial.recent ?? undefined)
  if (!signedIn) return null

  const shelf = (
    id: string,
    title: string,
    empty: string,
    result: { data?: GamePage; error?: unknown; isLoading: boolean },
  ): ReactNode => {
    const games = (result.data?.games ?? []).filter((game) => game.category === category)
    return (
      <section aria-labelledby={id} className={styles.shelf}>
        <h2 id={id}>{title}</h2>
        {result.isLoading ? (
          <p role="status">{labels.loading}</p>
        ) : result.error ? (
          <p role="alert">{labels.loadError}</p>
        ) : games.length === 0 ? (
          <p className={styles.muted}>{empty}</p>
        ) : (
          <LobbyGrid {...grid} games={games.slice(0, 12)} member={member} label={title} compact />
        )}
      </section>
    )
  }

  return (
    <div className={styles.shelves}>
      {favourites &&
        shelf('shelf-favourites', shelfLabels.favourites, shelfLabels.noFavourites, favouriteGames)}
      {recent && shelf('shelf-recent', shelfLabels.recent, shelfLabels.noRecent, recentGames)}
    </div>
  )
}
