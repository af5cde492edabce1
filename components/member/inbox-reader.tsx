'use client'

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { useRouter } from '@/i18n/navigation'
import { isApiError } from '@/lib/client/errors'
import type { InboxMessage } from '@/lib/member/types'
import { readMessage } from '@/lib/swr/use-member-records'
import styles from './member-centre.module.css'

type Opened = InboxMessage & { timeText: string }

type Reader = { opening: string | null; show: (message: Opened) => void }

const Reading = createContext<Reader | null>(null)

// The inbox's one message at a time over its server-rendered list (`children`): opening an unread one
// marks it read and reads the page again; back returns focus to its entry.
export function InboxReader({
  labels,
  children,
}: {
  labels: { backToList: string; messageError: string }
  children: ReactNode
}) {
  const router = useRouter()
  const [open, setOpen] = useState<Opened | null>(null)
  const [opening, setOpening] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const returnTo = useRef<string | null>(null)
  const detailHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (open) detailHeading.current?.focus()
    else if (returnTo.current) {
      document.querySelector<HTMLElement>(`[data-message="${returnTo.current}"]`)?.focus()
    }
  }, [open])

  async function show(message: Opened) {
    setFailure(null)
    returnTo.current = message.id
    if (message.read) return setOpen(message)
    setOpening(message.id)
    try {
      const read = await readMessage(message.id, labels.messageError)
      setOpen({ ...read, timeText: message.timeText })
      router.refresh()
    } catch (e) {
      setFailure(isApiError(e) ? e.message : labels.messageError)
    } finally {
      setOpening(null)
    }
  }

  if (open) {
    return (
      <article className={styles.article} aria-labelledby="message-title">
        <div>
          <button type="button" className={styles.secondary} onClick={() => setOpen(null)}>
            ‹ {labels.backToList}
          </button>
        </div>
        <h2 id="message-title" ref={detailHeading} tabIndex={-1}>
          {open.title}
        </h2>
        <p className={styles.muted}>
          <time dateTime={new Date(open.time).toISOString()}>{open.timeText}</time>
        </p>
        <p>{open.content}</p>
      </article>
    )
  }
  return (
    <Reading.Provider value={{ opening, show: (message) => void show(message) }}>
      {failure && <p role="alert">{failure}</p>}
      {children}
    </Reading.Provider>
  )
}

// One entry of the list: its title (marked while unread) and time, opening the message.
export function MessageButton({
  message,
  time,
  labels,
}: {
  message: InboxMessage
  time: string
  labels: { unread: string; opening: string }
}) {
  const reader = useContext(Reading)
  const opening = reader?.opening === message.id
  return (
    <button
      type="button"
      className={styles.messageButton}
      data-message={message.id}
      data-read={message.read ? 'true' : 'false'}
      aria-busy={opening || undefined}
      onClick={() => reader?.show({ ...message, timeText: time })}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.messageTitle}>
        {!message.read && <span className="visually-hidden">{labels.unread}: </span>}
        {message.title}
      </span>
      <span className={styles.messageTime}>{opening ? labels.opening : time}</span>
    </button>
  )
}
