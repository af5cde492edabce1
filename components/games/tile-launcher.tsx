'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import type { LaunchableGame } from '@/lib/games/launch'
import styles from './lobby-grid.module.css'

// The island around a grid of server-rendered tiles: a pick on a tile's link goes to `onPick` (which may
// open the login dialog or a vendor's list instead of following the link), and artwork that fails to load
// is retried once and then hidden, so the tile keeps its coloured placeholder (product spec §9).
export function TileLauncher({
  onPick,
  children,
}: {
  onPick: (game: LaunchableGame, event: { preventDefault(): void }) => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const pick = useRef(onPick)
  useEffect(() => {
    pick.current = onPick
  })

  useEffect(() => {
    const node = ref.current
    if (!node) return
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-game]') : null
      const data = link?.getAttribute('data-game')
      if (!data || event.defaultPrevented) return
      pick.current(JSON.parse(data) as LaunchableGame, event)
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) retry(event.target)
    }
    node.addEventListener('click', onClick)
    node.addEventListener('error', onError, true)
    // Artwork that failed before the page came to life.
    for (const image of node.querySelectorAll('img')) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) retry(image)
    }
    return () => {
      node.removeEventListener('click', onClick)
      node.removeEventListener('error', onError, true)
    }
  }, [])

  return (
    <div ref={ref} className={styles.launcher}>
      {children}
    </div>
  )
}

function retry(image: HTMLImageElement) {
  const src = image.getAttribute('src')
  if (!src || image.dataset.failed) return
  if (image.dataset.retried) {
    image.dataset.failed = 'true'
    image.removeAttribute('src')
    return
  }
  image.dataset.retried = 'true'
  image.src = `${src}${src.includes('?') ? '&' : '?'}retry=1`
}
