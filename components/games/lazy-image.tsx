'use client'

import { useEffect, useRef, useState } from 'react'

// Game artwork loads when a tenth of it scrolls into view, and is retried once if it fails (product
// spec §9). Until then, and if the retry fails too, the tile keeps its coloured placeholder.
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string
  alt: string
  width: number
  height: number
  className?: string
}) {
  const ref = useRef<HTMLImageElement>(null)
  const [visible, setVisible] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const node = ref.current
    if (!node) return
    if (typeof IntersectionObserver === 'undefined') {
      // Browsers without IntersectionObserver load the artwork straight away.
      if (src) node.src = src
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: 0.1 },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [src])

  const current =
    !visible || failed || !src
      ? undefined
      : attempt === 0
        ? src
        : `${src}${src.includes('?') ? '&' : '?'}retry=1`

  return (
    // eslint-disable-next-line @next/next/no-img-element -- artwork comes from the tenant's image CDN
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={width}
      height={height}
      className={className}
      decoding="async"
      data-loaded={current ? 'true' : 'false'}
      onError={() => {
        if (attempt === 0) setAttempt(1)
        else setFailed(true)
      }}
    />
  )
}
