'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { useFavourites } from '@/lib/swr/use-favourites'
import styles from './lobby-grid.module.css'

// The favourite ids and the toggle (lib/swr/use-favourites.ts) of the member's grid; null where favourites
// are not offered or the viewer cannot keep them.
export type TileFavourites = Pick<ReturnType<typeof useFavourites>, 'ids' | 'toggle'> | null
export const TileFavouritesContext = createContext<TileFavourites>(null)

// A tile's heart button: adds the game to the member's favourites or takes it off.
export function TileFavourite({
  game,
  addLabel,
  removeLabel,
  children,
}: {
  game: Parameters<NonNullable<TileFavourites>['toggle']>[0]
  addLabel: string
  removeLabel: string
  // The heart, filled by the stylesheet while pressed.
  children: ReactNode
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
      {children}
    </button>
  )
}
