'use client'

import { useEffect, useRef, useState } from 'react'
import type { Messages } from 'next-intl'
import { fill } from '@/lib/ui/fill'
import { isApiError } from '@/lib/client/errors'
import type { InboxMessage } from '@/lib/member/types'
import { readMessage, useInbox } from '@/lib/swr/use-member-records'
import { PanelPager } from '@/components/ui/pager'
import { RecordStatus } from '@/components/ui/records'
import styles from './member-centre.module.css'

const PATHNAME = '/member/messageV2'

// Platform messages: the list (unread ones marked), and one message at a time; opening it marks it read
// everywhere its count shows (this list, the side menu, the avatar).
export function Inbox({
  page,
  localeTag,
  labels,
  pagerLabels,
}: {
  page: number
  localeTag: string
  labels: Messages['MemberCentre']
  pagerLabels: Messages['Pager']
}) {
  const { data, error, isLoading, mutate } = useInbox(page)
  const [open, setOpen] = useState<InboxMessage | null>(null)
  const [opening, setOpening] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const returnTo = useRef<string | null>(null)
  const detailHeading = useRef<HTMLHeadingElement>(null)
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' })

  useEffect(() => {
    if (open) detailHeading.current?.focus()
    else if (returnTo.current) {
      document.querySelector<HTMLElement>(`[data-message="${returnTo.current}"]`)?.focus()
    }
  }, [open])

  async function show(message: InboxMessage) {
    setFailure(null)
    returnTo.current = message.id
    if (message.read) {
      setOpen(message)
      return
    }
    setOpening(message.id)
    try {
      setOpen(await readMessage(message.id, labels.messageError))
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
          <time dateTime={new Date(open.time).toISOString()}>{time.format(open.time)}</time>
        </p>
        <p>{open.content}</p>
      </article>
    )
  }

  return (
    <>
      <RecordStatus
        loading={isLoading}
        error={!!error && !data}
        empty={data && data.items.length === 0 ? labels.inboxEmpty : null}
        labels={{ loading: labels.loadingRecords, error: labels.inboxError, retry: labels.retry }}
        retry={{ onRetry: () => void mutate() }}
      />
      {failure && <p role="alert">{failure}</p>}
      {data && data.items.length > 0 && (
        <>
          <p className={styles.muted} role="status">
            {fill(labels.unreadSummary, { count: data.unread })}
          </p>
          <ul className={styles.inbox} aria-label={labels.page_messageV2}>
            {data.items.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  className={styles.messageButton}
                  data-message={message.id}
                  data-read={message.read ? 'true' : 'false'}
                  aria-busy={opening === message.id || undefined}
                  onClick={() => void show(message)}
                >
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.messageTitle}>
                    {!message.read && <span className="visually-hidden">{labels.unread}: </span>}
                    {message.title}
                  </span>
                  <span className={styles.messageTime}>
                    {opening === message.id ? labels.opening_message : time.format(message.time)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {data && <PanelPager pathname={PATHNAME} page={page} pageCount={data.pageCount} labels={pagerLabels} />}
    </>
  )
}
