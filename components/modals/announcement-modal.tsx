'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import type { Announcement } from '@/lib/types'
import { fill } from '@/lib/ui/fill'
import { Modal } from './modal'
import { announcementTime } from './announcement-time'
import styles from './announcements.module.css'

// Nine announcements a page (product spec §9).
export const ANNOUNCEMENTS_PER_PAGE = 9

export default function AnnouncementModal({
  notices,
  labels,
  closeLabel,
  onClose,
}: {
  notices: Announcement[]
  labels: Messages['Announcements']
  closeLabel: string
  onClose: () => void
}) {
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<Announcement | null>(null)
  const pages = Math.max(1, Math.ceil(notices.length / ANNOUNCEMENTS_PER_PAGE))
  const visible = notices.slice((page - 1) * ANNOUNCEMENTS_PER_PAGE, page * ANNOUNCEMENTS_PER_PAGE)

  return (
    <Modal
      open
      onClose={onClose}
      title={selected ? selected.title : labels.title}
      closeLabel={closeLabel}
      width={560}
      footer={
        selected ? (
          <button type="button" className={styles.button} onClick={() => setSelected(null)}>
            {labels.back}
          </button>
        ) : pages > 1 ? (
          <nav aria-label={labels.pages} className={styles.pager}>
            <button
              type="button"
              className={styles.button}
              onClick={() => setPage(page - 1)}
              disabled={page === 1}
            >
              {labels.previous}
            </button>
            <span aria-live="polite">{fill(labels.pageOf, { page, pages })}</span>
            <button
              type="button"
              className={styles.button}
              onClick={() => setPage(page + 1)}
              disabled={page === pages}
            >
              {labels.next}
            </button>
          </nav>
        ) : undefined
      }
    >
      {selected ? (
        <article className={styles.detail}>
          <p className={styles.time}>
            <time dateTime={selected.time}>{announcementTime(selected.time)}</time>
          </p>
          <p className={styles.content}>{selected.content}</p>
        </article>
      ) : notices.length === 0 ? (
        <p>{labels.empty}</p>
      ) : (
        <ul className={styles.list}>
          {visible.map((notice) => (
            <li key={notice.id}>
              <button type="button" className={styles.item} onClick={() => setSelected(notice)}>
                <span className={styles.itemTitle}>{notice.title}</span>
                <time dateTime={notice.time} className={styles.time}>
                  {announcementTime(notice.time)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
