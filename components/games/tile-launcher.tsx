'use client'

import { useRef, type ReactNode } from 'react'
import type { LaunchableGame } from '@/lib/games/launch'
import { useArtworkRetry } from './use-artwork-retry'
import { useDelegatedClick } from './use-delegated-click'
import styles from './lobby-grid.module.css'

// The island around a grid of server-rendered tiles: a pick on a tile's link goes to `onPick` (which may
// open the login dialog or a vendor's list instead of following the link), and failed artwork is retried.
export function TileLauncher({
  onPick,
  children,
}: {
  onPick: (game: LaunchableGame, event: { preventDefault(): void }) => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  useDelegatedClick(ref, 'a[data-game]', (link, event) =>
    onPick(JSON.parse(link.getAttribute('data-game') ?? '{}') as LaunchableGame, event),
  )
  useArtworkRetry(ref)
  return (
    <div ref={ref} className={styles.launcher}>
      {children}
    </div>
  )
}
