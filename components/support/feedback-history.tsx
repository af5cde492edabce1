'use client'

import type { Messages } from 'next-intl'
import { useFeedbackHistory } from '@/lib/client/support'
import { fill } from '@/lib/ui/fill'
import { LoadFailed } from '@/components/member/load-failed'
import styles from './support.module.css'

type Labels = Messages['Support']

// The member's past feedback, newest first, with its status and the operator's reply when there is one.
export function FeedbackHistory({ labels, localeTag }: { labels: Labels; localeTag: string }) {
  const { data, error, isLoading, mutate } = useFeedbackHistory()
  const when = (at: string) =>
    new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at))

  return (
    <section className={styles.card} aria-labelledby="feedback-history-title" aria-busy={isLoading}>
      <h2 id="feedback-history-title">{labels.historyTitle}</h2>
      {isLoading && !data ? (
        <div className={styles.skeleton} role="status" aria-label={labels.loading} />
      ) : error && !data ? (
        <LoadFailed text={labels.loadFailed} retry={labels.retry} onRetry={mutate} />
      ) : !data || data.length === 0 ? (
        <p className={styles.muted}>{labels.empty}</p>
      ) : (
        <ol className={styles.history} data-testid="feedback-history">
          {data.map((item) => (
            <li key={item.id} className={styles.item}>
              <p>{item.content}</p>
              <p className={styles.meta}>
                <span className={styles.status} data-status={item.status}>
                  {labels[`status_${item.status}`]}
                </span>
                <span>{fill(labels.imageCount, { count: item.imageCount }, localeTag)}</span>
                <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
              </p>
              {item.reply && (
                <p className={styles.reply}>
                  <strong>{labels.reply}</strong>
                  {item.reply}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
