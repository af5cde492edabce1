'use client'

import { RecordsTable, type Column } from '@/components/ui/records'
import { claimReward, useRewards } from '@/lib/client/rewards'
import { formatMinor } from '@/lib/money'
import type { Reward } from '@/lib/rewards/types'
import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
import { StatusBadge } from '../cashier/cashier-shared'
import { ClaimOutcome, ReadStatus } from './claim-outcome'
import styles from './rewards.module.css'
import { useClaim, type RewardLabels } from './use-claim'

// The reward centre: mission rewards, raffle prizes and rebates waiting to be claimed, each with the
// time it can be claimed until, and those of the last 30 days; claim one or all of them.
export function RewardCentre({ labels, localeTag }: { labels: RewardLabels; localeTag: string }) {
  const read = useRewards()
  const { running, outcome, run } = useClaim(labels, localeTag)
  const currency = read.data?.currency
  const money = (minor: number) => (currency ? formatMinor(minor, currency, localeTag) : '')
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'short' })
  const pending = read.data?.rewards.filter((reward) => reward.status === 'pending') ?? []
  const pendingMinor = pending.reduce((sum, reward) => sum + reward.amountMinor, 0)

  const columns: Column<Reward>[] = [
    {
      key: 'reward',
      header: labels.columnReward,
      rowHeader: true,
      sub: true,
      cell: (reward) => (
        <>
          {labels[`source_${reward.source}`]}
          <span className={memberStyles.sub}>
            <time dateTime={new Date(reward.createdAt).toISOString()}>{time.format(reward.createdAt)}</time>
          </span>
        </>
      ),
    },
    {
      key: 'amount',
      header: labels.columnAmount,
      numeric: true,
      cell: (reward) => money(reward.amountMinor),
    },
    {
      key: 'expiry',
      header: labels.columnExpiry,
      cell: (reward) => (
        <time dateTime={new Date(reward.expiresAt).toISOString()}>{time.format(reward.expiresAt)}</time>
      ),
    },
    {
      key: 'status',
      header: labels.columnStatus,
      cell: (reward) =>
        reward.status === 'pending' ? (
          <button
            type="button"
            className={memberStyles.secondary}
            disabled={running !== null}
            aria-busy={running === reward.id}
            onClick={() => void run(reward.id, () => claimReward({ rewardId: reward.id }))}
          >
            {labels.claim}
            <span className="visually-hidden">
              {' '}
              {labels[`source_${reward.source}`]} {money(reward.amountMinor)}
            </span>
          </button>
        ) : (
          <StatusBadge status={reward.status} text={labels[`reward_${reward.status}`]} />
        ),
    },
  ]

  return (
    <section className={memberStyles.card} aria-labelledby="rewards-heading">
      <h2 id="rewards-heading">{labels.rewardsHeading}</h2>
      <ClaimOutcome outcome={outcome} />
      <ReadStatus
        read={read}
        empty={read.data && read.data.rewards.length === 0 ? labels.rewardsEmpty : null}
        labels={labels}
      />
      {pending.length > 0 && (
        <div className={styles.actions}>
          <p className={styles.figure}>{fill(labels.pendingTotal, { amount: money(pendingMinor) })}</p>
          <button
            type="button"
            className={memberStyles.primary}
            disabled={running !== null}
            aria-busy={running === 'all'}
            onClick={() => void run('all', () => claimReward({ all: true }))}
          >
            {labels.claimAll}
          </button>
        </div>
      )}
      {read.data && read.data.rewards.length > 0 && (
        <RecordsTable
          caption={labels.rewardsCaption}
          columns={columns}
          rows={read.data.rewards}
          rowKey={(reward) => reward.id}
          rowData={(reward) => ({ 'data-source': reward.source, 'data-status': reward.status })}
        />
      )}
    </section>
  )
}
