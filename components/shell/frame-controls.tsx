'use client'

import { useEffect, useSyncExternalStore } from 'react'
import type { Messages } from 'next-intl'
import { usePathname } from '@/i18n/navigation'
import { isImmersivePath } from '@/lib/shell/frame-rules'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { Icon } from './icon'
import styles from './site-header.module.css'

const MENU_KEY = 'menu'
const WIDE = '(min-width: 1024px)'

type Labels = Messages['Header']

function root() {
  return document.documentElement
}

// Leaves the hidden bars or the open drawer, focus going back to the menu button.
function backToMenu(state: 'bars' | 'drawer') {
  delete root().dataset[state]
  document.getElementById('menu-toggle')?.focus()
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(root(), { attributes: true, attributeFilter: ['data-menu', 'data-drawer'] })
  const media = window.matchMedia(WIDE)
  media.addEventListener('change', onChange)
  return () => {
    observer.disconnect()
    media.removeEventListener('change', onChange)
  }
}

// Expanded means: the full menu on wide screens, the open drawer on narrow ones.
function isExpanded(): boolean {
  return window.matchMedia(WIDE).matches ? root().dataset.menu !== 'mini' : root().dataset.drawer === 'open'
}

function setMenu(state: 'mini' | 'expanded') {
  if (state === 'mini') root().dataset.menu = 'mini'
  else delete root().dataset.menu
  try {
    window.localStorage.setItem(MENU_KEY, state)
  } catch {
    // The menu then keeps its state for this page only.
  }
}

// The menu button. On wide screens it switches the side menu between expanded and mini (remembered);
// on narrow screens it opens the menu as a drawer; on /seamless and /vnlottery it hides or shows the top
// and left bars instead (product spec §2).
export function MenuToggle({ labels }: { labels: Labels }) {
  const pathname = usePathname()
  const immersive = isImmersivePath(pathname)
  const expanded = useSyncExternalStore(subscribe, isExpanded, () => true)
  const waiting = useWaitForScripts()

  // Navigating closes the drawer; leaving an immersive page brings the bars back.
  useEffect(() => {
    delete root().dataset.drawer
    if (!immersive) delete root().dataset.bars
  }, [pathname, immersive])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && root().dataset.drawer === 'open') {
        delete root().dataset.drawer
        document.getElementById('menu-toggle')?.focus()
      }
    }
    // In the mini menu a category opens the full menu, where its vendors can be seen.
    const onClick = (event: MouseEvent) => {
      const summary = (event.target as HTMLElement).closest('[data-menu-summary]')
      if (summary && root().dataset.menu === 'mini' && window.matchMedia(WIDE).matches) setMenu('expanded')
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [])

  function toggle() {
    if (immersive) {
      root().dataset.bars = 'hidden'
      return
    }
    if (window.matchMedia(WIDE).matches) {
      setMenu(root().dataset.menu === 'mini' ? 'expanded' : 'mini')
      return
    }
    if (root().dataset.drawer === 'open') {
      delete root().dataset.drawer
      return
    }
    root().dataset.drawer = 'open'
    document.querySelector<HTMLElement>('#side-menu a, #side-menu summary')?.focus()
  }

  return (
    <button
      id="menu-toggle"
      type="button"
      className={styles.iconButton}
      aria-controls="side-menu"
      aria-expanded={immersive ? true : expanded}
      aria-label={immersive ? labels.hideBars : labels.menu}
      onClick={toggle}
      {...waiting}
    >
      <Icon name="menu" />
    </button>
  )
}

// On immersive pages with the bars hidden, the one way back.
export function ShowBarsButton({ label }: { label: string }) {
  const waiting = useWaitForScripts()
  return (
    <button type="button" className={styles.showBars} onClick={() => backToMenu('bars')} {...waiting}>
      <Icon name="expand" />
      {label}
    </button>
  )
}

// Closes the drawer when the player taps beside it on a narrow screen.
export function DrawerScrim({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={styles.scrim}
      tabIndex={-1}
      aria-label={label}
      onClick={() => backToMenu('drawer')}
    />
  )
}
