'use client'

import { useEffect } from 'react'

// Immersive pages (/seamless, /vnlottery) open without the top and left bars unless their address allows
// them (`?bars=show`); the frame's menu button and its "show bars" button then toggle them.
export function HideBars({ allow }: { allow: boolean }) {
  useEffect(() => {
    if (allow) return
    const root = document.documentElement
    root.dataset.bars = 'hidden'
    return () => {
      delete root.dataset.bars
    }
  }, [allow])
  return null
}
