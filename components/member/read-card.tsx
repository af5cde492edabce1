import type { ReactNode } from 'react'
import { RecordStatus } from '@/components/ui/records'
import type { PagerHref } from '@/components/ui/pager'
import memberStyles from './member-centre.module.css'

// A centre card whose data its page read on the server: the heading, then the data, or (null: the read
// failed) what went wrong with a link that reads the page again.
export function ReadCard<T>({
  id,
  title,
  data,
  labels,
  retry,
  children,
}: {
  id: string
  title: string
  data: T | null
  labels: { loading: string; loadError: string; retry: string }
  retry: PagerHref
  children: (data: T) => ReactNode
}) {
  return (
    <section className={memberStyles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {data === null ? (
        <RecordStatus
          loading={false}
          error
          empty={null}
          labels={{ loading: labels.loading, error: labels.loadError, retry: labels.retry }}
          retry={{ href: retry }}
        />
      ) : (
        children(data)
      )}
    </section>
  )
}
