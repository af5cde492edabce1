import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import type { LaunchInputType } from '@/lib/games/schemas'
import { FramePlayer } from './frame-player'
import styles from './game.module.css'

type FrameLabels = {
  frameTitle: string
  newWindow: string
  popupBlocked: string
  restart: string
  networkError: string
  actions: string
  backToLobby: string
}

// The game in a frame as tall as the screen below it, under one bar: the game's name and the session's
// position (`heading`), and one button opening the secondary actions (back to the lobby, restart, a new
// window), so a phone shows the game's own controls on its first screen. The bar and its menu are plain
// markup (the menu is a native popover); the frame and the two actions live in `FramePlayer`.
export function GameFrame({
  url,
  launch,
  lobby,
  heading,
  labels,
}: {
  url: string
  launch: LaunchInputType
  lobby: { pathname: string; query: Record<string, string> }
  heading: ReactNode
  labels: FrameLabels
}) {
  const { frameTitle, popupBlocked, networkError } = labels
  return (
    <FramePlayer
      url={url}
      launch={launch}
      labels={{ frameTitle, popupBlocked, networkError }}
      head={
        <div className={styles.head}>
          {heading}
          <button type="button" className={styles.menuButton} popoverTarget="game-actions">
            <span aria-hidden="true">⋯</span> {labels.actions}
          </button>
          <div id="game-actions" popover="auto" className={styles.menu} aria-label={labels.actions}>
            <Link href={lobby} className={styles.secondary}>
              {labels.backToLobby}
            </Link>
            <button type="button" className={styles.secondary} data-frame-action="restart">
              {labels.restart}
            </button>
            <button type="button" className={styles.secondary} data-frame-action="new-window">
              {labels.newWindow}
            </button>
          </div>
        </div>
      }
    />
  )
}
