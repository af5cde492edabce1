'use client'

import { useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { apiFetch, isApiError } from '@/lib/api-client'
import type { LaunchInputType } from '@/lib/games/schemas'
import { BET_RECORD_PREFIX } from '@/lib/swr/use-bet-record'
import { BALANCE_KEY } from '@/lib/swr/use-balance'
import { ThemedFrame } from './themed-frame'
import styles from './game.module.css'

type FrameLabels = {
  frameTitle: string
  newWindow: string
  popupBlocked: string
  restart: string
  networkError: string
}

// The game in a frame. When the game reports a settled round, the header balance and the betting record
// are read again from the Portal's own backend: the frame only says that something changed.
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
  const { mutate } = useSWRConfig()
  const [src, setSrc] = useState(url)
  const [notice, setNotice] = useState<string | null>(null)
  const gameOrigin = new URL(src).origin

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== gameOrigin || event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: unknown } | null
      if (!data || data.type !== 'game:round-settled') return
      void mutate(BALANCE_KEY)
      void mutate((key) => typeof key === 'string' && key.startsWith(BET_RECORD_PREFIX))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [gameOrigin, mutate])

  async function fresh(): Promise<string> {
    const result = await apiFetch<{ url: string }>('/api/games/launch', {
      method: 'POST',
      body: launch,
      networkErrorMessage: labels.networkError,
    })
    return result.url
  }

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
