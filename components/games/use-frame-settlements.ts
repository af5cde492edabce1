'use client'

import { useEffect, type RefObject } from 'react'
import { refreshAfterSettlement } from '@/lib/client/games'

// When a framed game or lottery reports that money moved (a settled round, a placed ticket), the header
// balance and the betting record are read again from the Portal's own backend: the frame only says that
// something changed, and only a message from that frame's window and origin counts.
export function useFrameSettlements(frame: RefObject<HTMLIFrameElement | null>, src: string) {
  const origin = new URL(src).origin

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: unknown } | null
      if (!data || data.type !== 'game:round-settled') return
      refreshAfterSettlement()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frame, origin])
}
