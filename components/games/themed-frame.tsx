'use client'

import { forwardRef, useSyncExternalStore } from 'react'

// The Portal's theme, followed as the player switches it, so a framed game or lottery matches the site.
function subscribeTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

const readTheme = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light')

export function withTheme(url: string, theme: string): string {
  const address = new URL(url)
  address.searchParams.set('theme', theme)
  return address.toString()
}

export const ThemedFrame = forwardRef<
  HTMLIFrameElement,
  { src: string; title: string; className?: string; sandbox: string; allow?: string; height?: number | null }
>(function ThemedFrame({ src, title, className, sandbox, allow, height }, ref) {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'light')
  return (
    <iframe
      ref={ref}
      src={withTheme(src, theme)}
      title={title}
      className={className}
      style={height ? { height } : undefined}
      allow={allow}
      referrerPolicy="no-referrer"
      sandbox={sandbox}
    />
  )
})
