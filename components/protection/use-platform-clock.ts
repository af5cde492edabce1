'use client'

import { useEffect, useRef, useState } from 'react'

// The platform's "now", ticking once a second: cooling-offs, time-outs and reality checks run on the
// platform's clock (which tests move), so countdowns follow it rather than the browser's. Each new
// answer's `now` sets how far the platform's clock is from the browser's. Null until the first tick
// after hydration, so the server and the first client render agree. With `ticking` false it reads the
// clock once (and again when `ticking` turns true) instead of re-rendering its page every second.
export function usePlatformClock(platformNow: string | undefined, ticking = true): number | null {
  const latest = useRef(platformNow)
  useEffect(() => {
    latest.current = platformNow
  }, [platformNow])
  const [now, setNow] = useState<number | null>(null)
  // Kept across a pause in the ticking, so the offset stays the one measured when the answer was new.
  const offset = useRef<{ seen?: string; skew: number }>({ skew: 0 })
  useEffect(() => {
    const tick = () => {
      const at = latest.current
      const known = offset.current
      if (at && at !== known.seen) offset.current = { seen: at, skew: Date.parse(at) - Date.now() }
      setNow(offset.current.seen ? Date.now() + offset.current.skew : null)
    }
    const first = window.setTimeout(tick, 0)
    const timer = ticking ? window.setInterval(tick, 1_000) : undefined
    return () => {
      window.clearTimeout(first)
      window.clearInterval(timer)
    }
  }, [ticking])
  return now
}
