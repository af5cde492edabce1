'use client'

import { useSyncExternalStore } from 'react'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { Icon } from './icon'
import { THEME_KEY, type Theme } from './theme-script'
import styles from './site-header.module.css'

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

const read = (): Theme => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light')

export function ThemeSwitch({ darkLabel }: { darkLabel: string }) {
  const theme = useSyncExternalStore(subscribe, read, () => 'light' as Theme)
  const dark = theme === 'dark'
  const waiting = useWaitForScripts()
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={darkLabel}
      className={`${styles.iconButton} ${styles.themeSwitch}`}
      {...waiting}
      onClick={() => {
        const next: Theme = dark ? 'light' : 'dark'
        document.documentElement.dataset.theme = next
        try {
          window.localStorage.setItem(THEME_KEY, next)
        } catch {
          // The choice then lasts for this page only.
        }
      }}
    >
      <Icon name={dark ? 'moon' : 'sun'} />
    </button>
  )
}
