'use client'

import { createContext, useContext } from 'react'
import type { useFavourites } from '@/lib/swr/use-favourites'
import styles from './lobby-grid.module.css'

// The favourite ids and the toggle (lib/swr/use-favourites.ts) of the member's grid; null where favourites
// are not offered or the viewer cannot keep them.
export type TileFavourites = Pick<ReturnType<typeof useFavourites>, 'ids' | 'toggle'> | null
export const TileFavouritesContext = createContext<TileFavourites>(null)

// A tile's heart: adds the game to the member's favourites or takes it off.
export function TileFavourite({
  game,
  addLabel,
  removeLabel,
}: {
  game: Parameters<NonNullable<TileFavourites>['toggle']>[0]
  addLabel: string
  removeLabel: string
}) {
  const favourites = useContext(TileFavouritesContext)
  if (!favourites) return null
  const favourite = favourites.ids.has(game.nodeId)
  return (
    <button
      type="button"
      className={styles.favourite}
      aria-pressed={favourite}
      aria-label={favourite ? removeLabel : addLabel}
      onClick={() => {
        void favourites.toggle(game).catch(() => undefined)
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  )
}
