import type { CentrePageProps } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import { pageOf } from '@/components/ui/record-filters'
import { readInbox } from '@/lib/member/records-data'
import { recordZone } from '@/lib/records/read'
import { fill } from '@/lib/ui/fill'
import { PanelPager } from '@/components/ui/pager'
import { RecordStatus } from '@/components/ui/records'
import { InboxReader, MessageButton } from './inbox-reader'
import styles from './member-centre.module.css'

export const INBOX_PATH = '/member/messageV2'

// Platform messages as the page reads them on the server (null: that failed), in the player's zone: the
// list (unread ones marked), and one message at a time; opening it marks it read everywhere its count
// shows (this list, the side menu, the avatar).
export async function InboxPage({ ctx, localeTag, query }: CentrePageProps) {
  const page = pageOf(query.page)
  const read = [labelsOf('MemberCentre'), labelsOf('Pager'), readInbox(ctx, page), recordZone(ctx)] as const
  const [labels, pagerLabels, data, { zone: timeZone }] = await Promise.all(read)
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short', timeZone })
  return (
    <>
      <RecordStatus
        loading={false}
        error={!data}
        empty={data && data.items.length === 0 ? labels.inboxEmpty : null}
        labels={{ loading: labels.loadingRecords, error: labels.inboxError, retry: labels.retry }}
        retry={{ href: { pathname: INBOX_PATH, query: page > 1 ? { page: String(page) } : {} } }}
      />
      {data && (
        <InboxReader labels={{ backToList: labels.backToList, messageError: labels.messageError }}>
          {data.items.length > 0 && (
            <>
              <p className={styles.muted} role="status">
                {fill(labels.unreadSummary, { count: data.unread })}
              </p>
              <ul className={styles.inbox} aria-label={labels.page_messageV2}>
                {data.items.map((message) => (
                  <li key={message.id}>
                    <MessageButton
                      message={message}
                      time={time.format(message.time)}
                      labels={{ unread: labels.unread, opening: labels.opening_message }}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          <PanelPager pathname={INBOX_PATH} page={page} pageCount={data.pageCount} labels={pagerLabels} />
        </InboxReader>
      )}
    </>
  )
}
