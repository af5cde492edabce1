import type { ReactNode } from 'react'
import { RecordStatus } from '@/components/ui/records'
import memberStyles from '../member-centre.module.css'
import { ClaimArea } from './claim'
import type { RewardLabels } from './use-claim'

// A reward page's card, its list read on the server: the heading, then the read's failure (with a link
// that reads the page again) or empty state, then the list. With `claimsIn` (the locale tag), the
// claim buttons inside run one at a time and announce their outcome above the list.
export function RewardCard({
  id,
  title,
  items,
  empty,
  path,
  labels,
  claimsIn,
  children,
}: {
  id: string
  title: string
  items: readonly unknown[] | undefined
  empty: string
  path: string
  labels: RewardLabels
  claimsIn?: string
  children: ReactNode
}) {
  const body = (
    <>
      <RecordStatus
        loading={false}
        error={!items}
        empty={items?.length === 0 ? empty : null}
        labels={{ loading: labels.loading, error: labels.loadError, retry: labels.retry }}
        retry={{ href: { pathname: path, query: {} } }}
      />
      {children}
    </>
  )
  return (
    <section className={memberStyles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {claimsIn ? (
        <ClaimArea labels={labels} localeTag={claimsIn}>
          {body}
        </ClaimArea>
      ) : (
        body
      )}
    </section>
  )
}
