'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { track } from '@/lib/analytics/track'
import { launchUrl } from '@/lib/client/games'
import { isApiError } from '@/lib/client/errors'
import type { LaunchInputType } from '@/lib/games/schemas'
import { ThemedFrame } from './themed-frame'
import { useFrameFit } from './use-frame-fit'
import { useFrameSettlements } from './use-frame-settlements'
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
// window), so a phone shows the game's own controls on its first screen. A settled round refreshes the
// balance and the position.
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
  const frame = useRef<HTMLIFrameElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const [src, setSrc] = useState(url)
  const [notice, setNotice] = useState<string | null>(null)
  useFrameSettlements(frame, src)
  const height = useFrameFit(frame, src)
  // With analytics accepted: a launch, by kind of game only.
  useEffect(() => track('game_launch', { game_type: launch.type }), [launch.type])

  const fresh = () => launchUrl(launch, labels.networkError)
  const closeMenu = () => menu.current?.hidePopover()

  async function openWindow() {
    closeMenu()
    setNotice(null)
    // Opened at once, inside the click, so that pop-up blockers see the player's gesture.
    const win = window.open('', '_blank')
    if (!win) {
      setNotice(labels.popupBlocked)
      return
    }
    win.opener = null
    try {
      win.location.href = await fresh()
    } catch (error) {
      win.close()
      setNotice(isApiError(error) ? error.message : labels.networkError)
    }
  }

  async function restart() {
    closeMenu()
    setNotice(null)
    try {
      setSrc(await fresh())
    } catch (error) {
      setNotice(isApiError(error) ? error.message : labels.networkError)
    }
  }

  return (
    <div className={styles.stage}>
      <div className={styles.head}>
        {heading}
        <button type="button" className={styles.menuButton} popoverTarget="game-actions">
          <span aria-hidden="true">⋯</span> {labels.actions}
        </button>
        <div id="game-actions" ref={menu} popover="auto" className={styles.menu} aria-label={labels.actions}>
          <Link href={lobby} className={styles.secondary}>
            {labels.backToLobby}
          </Link>
          <button type="button" className={styles.secondary} onClick={() => void restart()}>
            {labels.restart}
          </button>
          <button type="button" className={styles.secondary} onClick={() => void openWindow()}>
            {labels.newWindow}
          </button>
        </div>
      </div>
      {notice && (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      )}
      <ThemedFrame
        ref={frame}
        key={src}
        src={src}
        title={labels.frameTitle}
        className={styles.frame}
        height={height}
        allow="fullscreen; autoplay"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      />
    </div>
  )
}
