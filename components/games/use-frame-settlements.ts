'use client'

import { useEffect, type RefObject } from 'react'
import { useSWRConfig } from 'swr'
import { BET_RECORD_PREFIX } from '@/lib/swr/use-bet-record'
import { BALANCE_KEY } from '@/lib/swr/use-balance'

// When a framed game or lottery reports that money moved (a settled round, a placed ticket), the header
// balance and the betting record are read again from the Portal's own backend: the frame only says that
// something changed, and only a message from that frame's window and origin counts.
export function useFrameSettlements(frame: RefObject<HTMLIFrameElement | null>, src: string) {
  const { mutate } = useSWRConfig()
  const origin = new URL(src).origin

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: unknown } | null
      if (!data || data.type !== 'game:round-settled') return
      void mutate(BALANCE_KEY)
      void mutate((key) => typeof key === 'string' && key.startsWith(BET_RECORD_PREFIX))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frame, origin, mutate])
}
