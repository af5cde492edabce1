import type { Messages } from 'next-intl'
import { PanelPager } from '@/components/ui/pager'
import { RecordStatus } from '@/components/ui/records'
import type { AnnouncementsPage } from '@/lib/agent/types'
import { plural } from '@/lib/ui/plural'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'
import { AnnouncementItem } from './announcement-item'

const PATHNAME = '/agent/announcement'

// Announcements for agents: newest first, unread ones marked; opening one shows it in full and marks it
// read. The page the server read (`data`; null when it could not), its times in the record zone.
export function AgentAnnouncements({
  page,
  data,
  timeZone,
  localeTag,
  labels,
  pagerLabels,
  retry,
}: {
  page: number
  data: AnnouncementsPage | null
  timeZone: string
  localeTag: string
  labels: Messages['AgentPay']
  pagerLabels: Messages['Pager']
  retry: string
}) {
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short', timeZone })

  return (
    <div className={styles.section}>
      <RecordStatus
        loading={false}
        error={!data}
        empty={data && data.items.length === 0 ? labels.emptyAnnouncements : null}
        labels={{ loading: labels.loading, error: labels.error, retry }}
        retry={{ href: { pathname: PATHNAME, query: page > 1 ? { page: String(page) } : {} } }}
      />
      {data && data.items.length > 0 && (
        <>
          <p className={memberStyles.muted} role="status">
            {plural(labels.unreadCount, { count: data.unread }, localeTag)}
          </p>
          <ul className={styles.announcements}>
            {data.items.map((item) => (
              <li key={item.id}>
                <AnnouncementItem
                  id={item.id}
                  read={item.read}
                  className={styles.announcement}
                  failure={labels.actionFailed}
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
                </AnnouncementItem>
              </li>
            ))}
          </ul>
        </>
      )}
      {data && <PanelPager pathname={PATHNAME} page={page} pageCount={data.pageCount} labels={pagerLabels} />}
    </div>
  )
}
