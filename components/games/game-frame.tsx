'use client'

import { useEffect, useRef, useState } from 'react'
import { track } from '@/lib/analytics/track'
import { launchUrl } from '@/lib/client/games'
import { isApiError } from '@/lib/client/errors'
import type { LaunchInputType } from '@/lib/games/schemas'
import { ThemedFrame } from './themed-frame'
import { useFrameSettlements } from './use-frame-settlements'
import styles from './game.module.css'

type FrameLabels = {
  frameTitle: string
  newWindow: string
  popupBlocked: string
  restart: string
  networkError: string
}

// The game in a frame, with a restart and a new-window button; a settled round refreshes the balance.
export function GameFrame({
  url,
  launch,
  labels,
}: {
  url: string
  launch: LaunchInputType
  labels: FrameLabels
}) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [src, setSrc] = useState(url)
  const [notice, setNotice] = useState<string | null>(null)
  useFrameSettlements(frame, src)
  // With analytics accepted: a launch, by kind of game only.
  useEffect(() => track('game_launch', { game_type: launch.type }), [launch.type])

  const fresh = () => launchUrl(launch, labels.networkError)

  async function openWindow() {
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
    setNotice(null)
    try {
      setSrc(await fresh())
    } catch (error) {
      setNotice(isApiError(error) ? error.message : labels.networkError)
    }
  }

  return (
    <div className={styles.stage}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.secondary} onClick={() => void restart()}>
          {labels.restart}
        </button>
        <button type="button" className={styles.secondary} onClick={() => void openWindow()}>
          {labels.newWindow}
        </button>
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
        allow="fullscreen; autoplay"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      />
    </div>
  )
}
