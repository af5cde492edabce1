'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { track } from '@/lib/analytics/track'
import { launchUrl } from '@/lib/client/games'
import { isApiError } from '@/lib/client/errors'
import type { LaunchInputType } from '@/lib/games/schemas'
import { ThemedFrame } from './themed-frame'
import { useDelegatedClick } from './use-delegated-click'
import { useFrameFit } from './use-frame-fit'
import { useFrameSettlements } from './use-frame-settlements'
import styles from './game.module.css'

// The game's frame, as tall as the screen below the bar (`head`, rendered on the server), and the bar's
// two actions: a button marked `data-frame-action="restart"` gives the frame a fresh launch, one marked
// `"new-window"` opens a fresh launch in a new window. A settled round refreshes the balance and position.
export function FramePlayer({
  url,
  launch,
  head,
  labels,
}: {
  url: string
  launch: LaunchInputType
  head: ReactNode
  labels: { frameTitle: string; popupBlocked: string; networkError: string }
}) {
  const stage = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const [src, setSrc] = useState(url)
  const [notice, setNotice] = useState<string | null>(null)
  useFrameSettlements(frame, src)
  const height = useFrameFit(frame, src)
  // With analytics accepted: a launch, by kind of game only.
  useEffect(() => track('game_launch', { game_type: launch.type }), [launch.type])

  const fresh = () => launchUrl(launch, labels.networkError)
  const failed = (error: unknown) => setNotice(isApiError(error) ? error.message : labels.networkError)

  async function openWindow() {
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
      failed(error)
    }
  }

  useDelegatedClick(stage, 'button[data-frame-action]', (button) => {
    const menu = button.closest('[popover]')
    if (menu instanceof HTMLElement) menu.hidePopover()
    setNotice(null)
    if (button.getAttribute('data-frame-action') === 'new-window') void openWindow()
    else fresh().then(setSrc, failed)
  })

  return (
    <div ref={stage} className={styles.stage}>
      {head}
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
