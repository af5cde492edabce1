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
  useEffect(() => {
    let seen: string | undefined
    let skew = 0
    const tick = () => {
      const at = latest.current
      if (at && at !== seen) {
        seen = at
        skew = Date.parse(at) - Date.now()
      }
      setNow(seen ? Date.now() + skew : null)
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
