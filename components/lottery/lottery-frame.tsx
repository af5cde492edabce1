'use client'

import { useRef } from 'react'
import { ThemedFrame } from '@/components/games/themed-frame'
import { useFrameFit } from '@/components/games/use-frame-fit'
import { useFrameSettlements } from '@/components/games/use-frame-settlements'

// The operator's lottery view in a frame, as tall as the view: a placed ticket or a paid draw refreshes
// the header balance.
export function LotteryFrame(props: { src: string; title: string; className?: string }) {
  const frame = useRef<HTMLIFrameElement>(null)
  useFrameSettlements(frame, props.src)
  const height = useFrameFit(frame, props.src)
  return (
    <ThemedFrame
      ref={frame}
      {...props}
      height={height}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  )
}
