'use client'

import { useEffect, type RefObject } from 'react'

// Game artwork inside `ref` that fails to load is retried once and then hidden, so its tile keeps the
// coloured placeholder (product spec §9). Artwork that failed before the page came to life is caught too.
export function useArtworkRetry(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = ref.current
    if (!node) return
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) retry(event.target)
    }
    // Capture: an image's error event does not bubble.
    node.addEventListener('error', onError, true)
    for (const image of node.querySelectorAll('img')) {
      if (image.complete && image.naturalWidth === 0) retry(image)
    }
    return () => node.removeEventListener('error', onError, true)
  }, [ref])
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
