'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { PanelPager } from '@/components/ui/pager'
import { RecordStatus } from '@/components/ui/records'
import { readAnnouncement } from '@/lib/client/agent'
import { useAnnouncements } from '@/lib/swr/use-agent'
import type { AgentAnnouncement } from '@/lib/agent/types'
import { plural } from '@/lib/ui/plural'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'

const PATHNAME = '/agent/announcement'

// Announcements for agents: newest first, unread ones marked; opening one shows it in full and marks it
// read.
export function AgentAnnouncements({
  page,
  localeTag,
  labels,
  pagerLabels,
  retry,
}: {
  page: number
  localeTag: string
  labels: Messages['AgentPay']
  pagerLabels: Messages['Pager']
  retry: string
}) {
  const { data, error, isLoading, mutate } = useAnnouncements(page)
  const [failure, setFailure] = useState<string | null>(null)
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' })

  const opened = (item: AgentAnnouncement, open: boolean) => {
    if (!open || item.read) return
    readAnnouncement(item.id, labels.actionFailed).catch(() => setFailure(labels.actionFailed))
  }

  return (
    <div className={styles.section}>
      <RecordStatus
        loading={isLoading}
        error={!!error && !data}
        empty={data && data.items.length === 0 ? labels.emptyAnnouncements : null}
        labels={{ loading: labels.loading, error: labels.error, retry }}
        retry={{ onRetry: () => void mutate() }}
      />
      {failure && <p role="alert">{failure}</p>}
      {data && data.items.length > 0 && (
        <>
          <p className={memberStyles.muted} role="status">
            {plural(labels.unreadCount, { count: data.unread }, localeTag)}
          </p>
          <ul className={styles.announcements}>
            {data.items.map((item) => (
              <li key={item.id}>
                <details
                  className={styles.announcement}
                  data-announcement={item.id}
                  data-read={item.read ? 'true' : 'false'}
                  onToggle={(event) => opened(item, event.currentTarget.open)}
                >
                  <summary>
                    <span className={memberStyles.dot} aria-hidden="true" />
                    <span className={styles.announcementTitle}>
                      {!item.read && <span className="visually-hidden">{labels.unread}: </span>}
                      {item.title}
                    </span>
                    <time
                      dateTime={new Date(item.publishedAt).toISOString()}
                      className={memberStyles.messageTime}
                    >
                      {time.format(item.publishedAt)}
                    </time>
                  </summary>
                  <p>{item.content}</p>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
      {data && <PanelPager pathname={PATHNAME} page={page} pageCount={data.pageCount} labels={pagerLabels} />}
    </div>
  )
}
