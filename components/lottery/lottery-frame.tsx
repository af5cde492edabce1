'use client'

import { useRef } from 'react'
import { ThemedFrame } from '@/components/games/themed-frame'
import { useFrameSettlements } from '@/components/games/use-frame-settlements'

// The operator's lottery view in a frame: a placed ticket or a paid draw refreshes the header balance.
export function LotteryFrame(props: { src: string; title: string; className?: string }) {
  const frame = useRef<HTMLIFrameElement>(null)
  useFrameSettlements(frame, props.src)
  return (
    <ThemedFrame ref={frame} {...props} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />
  )
}
