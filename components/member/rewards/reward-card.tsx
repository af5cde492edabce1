import type { ReactNode } from 'react'
import { RecordStatus } from '@/components/ui/records'
import memberStyles from '../member-centre.module.css'
import { ClaimArea } from './claim'
import type { RewardLabels } from './use-claim'

// A reward page's card, its list read on the server: the heading (`<name>Heading`), then the read's
// failure (with a link that reads the page again) or empty state (`<name>Empty`), then the list. With
// `claimsIn` (the locale tag), the claim buttons inside run one at a time and announce their outcome
// above the list.
export function RewardCard({
  name,
  items,
  path,
  labels,
  claimsIn,
  children,
}: {
  name: 'missions' | 'rewards' | 'leaderboard'
  items: readonly unknown[] | undefined
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
        empty={items?.length === 0 ? labels[`${name}Empty`] : null}
        labels={{ loading: labels.loading, error: labels.loadError, retry: labels.retry }}
        retry={{ href: { pathname: path, query: {} } }}
      />
      {children}
    </>
  )
  return (
    <section className={memberStyles.card} aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{labels[`${name}Heading`]}</h2>
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
