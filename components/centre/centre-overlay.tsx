'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { usePathname } from '@/i18n/navigation'
import { useLeaveCentre } from './centre-leave'
import styles from './centre.module.css'

// A centre's overlay (member and agent centre): a native <dialog> over the site, holding the panel the
// server rendered. The server renders it open (so it reads without script); once running it becomes modal,
// so the page underneath is inert and focus stays inside. Escape and a click on the dim area leave it, as
// the close button does (centre-leave.ts). `overlay`: opened over the page the player was on, rather
// than by its own address.
export function CentreOverlay({
  titleId,
  homeHref,
  overlay,
  children,
}: {
  titleId: string
  homeHref: string
  overlay: boolean
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()
  const leave = useLeaveCentre(homeHref, overlay)
  const leaveRef = useRef(leave)
  useEffect(() => {
    leaveRef.current = leave
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
    ;(kept ?? document.getElementById(titleId))?.focus({ preventScroll: true })
    const root = document.documentElement.style
    const saved = root.overflow
    root.overflow = 'hidden'
    // Escape fires `cancel`; the overlay leaves by navigation rather than by closing the element.
    const onCancel = (event: Event) => {
      event.preventDefault()
      leaveRef.current()
    }
    element.addEventListener('cancel', onCancel)
    return () => {
      element.removeEventListener('cancel', onCancel)
      root.overflow = saved
      if (element.open) element.close()
    }
  }, [titleId])

  // A new page starts at its top, in whichever part scrolls (the page, or on a phone the page with its
  // footer).
  useEffect(() => {
    for (const part of dialog.current?.querySelectorAll('[data-centre-scroll]') ?? [])
      part.scrollTo({ top: 0, behavior: 'smooth' })
  }, [pathname])

  return (
    <dialog
      ref={dialog}
      open
      className={styles.overlay}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) leave()
      }}
    >
      {children}
    </dialog>
  )
}
