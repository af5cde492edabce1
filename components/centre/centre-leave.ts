'use client'

import { useRouter } from 'next/navigation'
import { isReturnPlace } from '@/lib/shell/centre-paths'

// The part of the browser's Navigation API that closing a centre reads: the tab's history entries of this
// site and a way back to one of them.
type HistoryEntry = { key: string; index: number; url: string | null }
type Navigation = {
  currentEntry: HistoryEntry | null
  entries: () => HistoryEntry[]
  traverseTo: (key: string) => unknown
}

// The latest entry of this tab's history, before the current one, that is a page outside the centres: where
// the player was before they opened the centre (through however many of its pages since).
function placeBefore(navigation: Navigation): HistoryEntry | null {
  const current = navigation.currentEntry
  if (!current) return null
  const entries = navigation.entries()
  for (let index = current.index - 1; index >= 0; index--) {
    const entry = entries[index]
    if (!entry?.url) return null
    const url = new URL(entry.url)
    if (url.origin !== window.location.origin) return null
    if (isReturnPlace(url.pathname)) return entry
  }
  return null
}

// Leaving a centre: back through the tab's own history to the page the player was on (opened over it, the
// centre closes and that page is as they left it), else to the home page. Nothing is stored for it.
export function useLeaveCentre(homeHref: string, overlay: boolean): () => void {
  const router = useRouter()
  return () => {
    const navigation = (window as unknown as { navigation?: Navigation }).navigation
    const place = navigation ? placeBefore(navigation) : null
    if (navigation && place) {
      navigation.traverseTo(place.key)
      return
    }
    // Without the Navigation API, a centre opened over a page goes back to it.
    if (overlay && !navigation && window.history.length > 1) router.back()
    else router.replace(homeHref)
  }
}
