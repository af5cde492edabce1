'use client'

import { useEffect, useState, type RefObject } from 'react'

const MIN_HEIGHT = 420
const MAX_CONTENT_HEIGHT = 6000

// The height of a game or lottery frame: the page inside when it tells its height (a `game:size` message
// from that frame's window and origin, asked for when this page starts listening and on each load), so
// the player scrolls one page rather than a page in a page; otherwise the viewport below the frame's top,
// so the whole game is on the first screen. Null until measured (the stylesheet's estimate applies).
export function useFrameFit(frame: RefObject<HTMLIFrameElement | null>, src: string): number | null {
  const [height, setHeight] = useState<number | null>(null)
  useEffect(() => {
    const origin = new URL(src).origin
    let content: number | null = null
    const apply = () => {
      const element = frame.current
      if (!element) return
      const top = element.getBoundingClientRect().top + window.scrollY
      setHeight(content ?? Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - 8)))
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: unknown; height?: unknown } | null
      if (!data || data.type !== 'game:size' || typeof data.height !== 'number') return
      content = Math.min(MAX_CONTENT_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(data.height)))
      apply()
    }
    // A page that loaded before this listener is asked for its height again, and on every load.
    const measure = () => frame.current?.contentWindow?.postMessage({ type: 'game:measure' }, origin)
    const element = frame.current
    const observer = new ResizeObserver(apply)
    observer.observe(document.body)
    window.addEventListener('resize', apply)
    window.addEventListener('message', onMessage)
    element?.addEventListener('load', measure)
    apply()
    measure()
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', apply)
      window.removeEventListener('message', onMessage)
      element?.removeEventListener('load', measure)
    }
  }, [frame, src])
  return height
}
