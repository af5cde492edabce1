'use client'

import { useEffect, useState } from 'react'
import type { Messages } from 'next-intl'
import { usePathname } from '@/i18n/navigation'
import type { Announcement } from '@/lib/types'
import { fill } from '@/lib/ui/fill'
import { Modal } from './modal'
import { whenPageIdle } from './page-busy'
import { announcementTime } from './announcement-time'
import styles from './announcements.module.css'

const SEEN_KEY = 'portal.popups.seen'

function seenIds(): string[] {
  try {
    return JSON.parse(window.sessionStorage.getItem(SEEN_KEY) ?? '[]') as string[]
  } catch {
    return []
  }
}

function markSeen(ids: string[]) {
  try {
    window.sessionStorage.setItem(SEEN_KEY, JSON.stringify([...new Set([...seenIds(), ...ids])]))
  } catch {
    // Without session storage the popup may show again on the next page; nothing else breaks.
  }
}

// Pop-up announcements (execution B for visitors, A for signed-in players, F after a first login) show
// on the home page, once per browser session each, one after another; other pages are never interrupted.
// Signing in brings the member's own pop-ups; they wait until nothing else is open or has the focus (the
// welcome, a password change, the account menu, a field being typed in), so they never take over what
// the player opened.
export default function AnnouncementPopups({
  popups,
  labels,
  closeLabel,
}: {
  popups: Announcement[]
  labels: Messages['Announcements']
  closeLabel: string
}) {
  const [queue, setQueue] = useState<Announcement[]>([])
  const [index, setIndex] = useState(0)

  const onHome = usePathname() === '/'
  const showing = queue.length > 0

  useEffect(() => {
    if (!onHome || showing) return
    // Which popups are new is only known in the browser, after the page has loaded; they open only once
    // nothing else is open or focused (a menu the player has just opened, a dialog, a field).
    return whenPageIdle(() => {
      const seen = new Set(seenIds())
      const unseen = popups.filter((p) => !seen.has(p.id))
      if (unseen.length === 0) return
      setQueue(unseen)
      setIndex(0)
      // Shown once per session: a reload or the next page does not bring them back.
      markSeen(unseen.map((p) => p.id))
    })
  }, [popups, onHome, showing])

  const current = queue[index]
  if (!current) return null

  const dismiss = () => setQueue([])
  const next = () => setIndex(index + 1)
  const last = index === queue.length - 1

  return (
    <Modal
      open
      onClose={dismiss}
      onConfirm={last ? dismiss : next}
      title={current.title}
      closeLabel={closeLabel}
      width={480}
      footer={
        <>
          {queue.length > 1 && (
            <span className={styles.time} aria-live="polite">
              {fill(labels.pageOf, { page: index + 1, pages: queue.length })}
            </span>
          )}
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={last ? dismiss : next}
          >
            {last ? labels.gotIt : labels.next}
          </button>
        </>
      }
    >
      <p className={styles.time}>
        <time dateTime={current.time}>{announcementTime(current.time)}</time>
      </p>
      <p className={styles.content}>{current.content}</p>
    </Modal>
  )
}
