import type { Messages } from 'next-intl'
import { RecordStatus } from '@/components/ui/records'
import type { FeedbackItem } from '@/lib/support/schemas'
import { fill } from '@/lib/ui/fill'
import styles from './support.module.css'

type Labels = Messages['Support']

export const FEEDBACK_PATH = '/member/feedback'

// The member's past feedback, newest first, with its status and the operator's reply when there is one,
// as the page read it on the server (null when that failed), its times in the player's zone.
export function FeedbackHistory({
  labels,
  localeTag,
  timeZone,
  items,
}: {
  labels: Labels
  localeTag: string
  timeZone: string
  items: FeedbackItem[] | null
}) {
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short', timeZone })
  return (
    <section className={styles.card} aria-labelledby="feedback-history-title">
      <h2 id="feedback-history-title">{labels.historyTitle}</h2>
      <RecordStatus
        loading={false}
        error={items === null}
        empty={items?.length === 0 ? labels.empty : null}
        labels={{ loading: labels.loading, error: labels.loadFailed, retry: labels.retry }}
        retry={{ href: { pathname: FEEDBACK_PATH, query: {} } }}
      />
      {items && items.length > 0 && (
        <ol className={styles.history} data-testid="feedback-history">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <p>{item.content}</p>
              <p className={styles.meta}>
                <span className={styles.status} data-status={item.status}>
                  {labels[`status_${item.status}`]}
                </span>
                <span>{fill(labels.imageCount, { count: item.imageCount }, localeTag)}</span>
                <time dateTime={item.createdAt}>{time.format(new Date(item.createdAt))}</time>
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
