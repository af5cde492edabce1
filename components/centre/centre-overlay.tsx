'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { useRouter } from 'next/navigation'
import { usePathname } from '@/i18n/navigation'
import { Icon } from '@/components/shell/icon'
import { RETURN_PATH_KEY } from '@/lib/member/return-path'
import styles from './centre.module.css'

// A centre's overlay (member and agent centre): a native <dialog> over the site. The server renders it open (so it reads
// without script); once running it becomes modal, so the page underneath is inert and focus stays
// inside. Escape, a click on the dim area and the close button all leave it for the page the player
// came from (or home).
export function CentreOverlay({
  title,
  closeLabel,
  homeHref,
  nav,
  footer,
  children,
}: {
  title: string
  closeLabel: string
  // The localized home page, when there is nowhere to go back to.
  homeHref: string
  nav: ReactNode | null
  // Under the pages: the 18+ mark and the way to responsible gaming.
  footer: ReactNode
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const router = useRouter()
  const pathname = usePathname()

  const close = () => {
    let target = homeHref
    try {
      const stored = sessionStorage.getItem(RETURN_PATH_KEY)
      if (stored && stored.startsWith('/') && !stored.startsWith('//')) target = stored
    } catch {
      // Storage refused (private mode): home it is.
    }
    router.replace(target)
  }
  const closeRef = useRef(close)
  useEffect(() => {
    closeRef.current = close
  })

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // A player who reached a field before the page came alive (a slow phone) keeps it, and what they typed:
    // reopening the dialog as modal would otherwise take their focus to the title mid-word.
    const active = document.activeElement
    const kept =
      active instanceof HTMLElement && active !== element && element.contains(active) ? active : null
    if (!element.matches(':modal')) {
      element.close()
      element.showModal()
    }
    ;(kept ?? heading.current)?.focus({ preventScroll: true })
    const root = document.documentElement.style
    const saved = root.overflow
    root.overflow = 'hidden'
    // Escape fires `cancel`; the overlay leaves by navigation rather than by closing the element.
    const onCancel = (event: Event) => {
      event.preventDefault()
      closeRef.current()
    }
    element.addEventListener('cancel', onCancel)
    return () => {
      element.removeEventListener('cancel', onCancel)
      root.overflow = saved
      if (element.open) element.close()
    }
  }, [])

  // A new page starts at its top.
  useEffect(() => {
    content.current?.scrollTo({ top: 0, behavior: 'smooth' })
  }, [pathname])

  return (
    <dialog
      ref={dialog}
      open
      className={styles.overlay}
      aria-labelledby="centre-title"
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h1 id="centre-title" ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </header>
        {nav}
        {/* Focusable, so the keyboard can scroll a page that has nothing focusable of its own. */}
        <div
          ref={content}
          className={`${styles.content} ${nav ? '' : styles.single}`}
          role="region"
          aria-labelledby="centre-title"
          tabIndex={0}
        >
          {children}
        </div>
        {/* Outside the scrolling page, so nothing the page loads ever moves it. */}
        <div className={`${styles.footer} ${nav ? '' : styles.single}`}>{footer}</div>
      </div>
    </dialog>
  )
}
