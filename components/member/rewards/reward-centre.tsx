import { RecordsTable, type Column } from '@/components/ui/records'
import { formatMinor } from '@/lib/money'
import type { Reward, Rewards } from '@/lib/rewards/types'
import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
import { StatusBadge } from '../cashier/cashier-text'
import { ClaimButton } from './claim'
import { RewardCard } from './reward-card'
import styles from './rewards.module.css'
import type { RewardLabels } from './use-claim'
import { timesIn } from '@/components/ui/record-cells'

// The reward centre: mission rewards, raffle prizes and rebates waiting to be claimed, each with the
// time it can be claimed until, and those of the last 30 days, as the page read them on the server (null:
// that failed), times in the player's zone; claim one or all of them.
export function RewardCentre({
  labels,
  localeTag,
  timeZone,
  data,
}: {
  labels: RewardLabels
  localeTag: string
  timeZone: string
  data: Rewards | null
}) {
  const money = (minor: number) => (data ? formatMinor(minor, data.currency, localeTag) : '')
  const at = timesIn(localeTag, timeZone, 'short')
  const pending = data?.rewards.filter((reward) => reward.status === 'pending') ?? []
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
          <span className={memberStyles.sub}>{at(reward.createdAt)}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: labels.columnAmount,
      numeric: true,
      cell: (reward) => money(reward.amountMinor),
    },
    { key: 'expiry', header: labels.columnExpiry, cell: (reward) => at(reward.expiresAt) },
    {
      key: 'status',
      header: labels.columnStatus,
      cell: (reward) =>
        reward.status === 'pending' ? (
          <ClaimButton which={reward.id} input={{ rewardId: reward.id }} className={memberStyles.secondary}>
            {labels.claim}
            <span className="visually-hidden">
              {' '}
              {labels[`source_${reward.source}`]} {money(reward.amountMinor)}
            </span>
          </ClaimButton>
        ) : (
          <StatusBadge status={reward.status} text={labels[`reward_${reward.status}`]} />
        ),
    },
  ]

  return (
    <RewardCard
      name="rewards"
      items={data?.rewards}
      path="/member/rewardCenter"
      labels={labels}
      claimsIn={localeTag}
    >
      {pending.length > 0 && (
        <div className={styles.actions}>
          <p className={styles.figure}>{fill(labels.pendingTotal, { amount: money(pendingMinor) })}</p>
          <ClaimButton which="all" input={{ all: true }} className={memberStyles.primary}>
            {labels.claimAll}
          </ClaimButton>
        </div>
      )}
      {data && data.rewards.length > 0 && (
        <RecordsTable
          caption={labels.rewardsCaption}
          columns={columns}
          rows={data.rewards}
          rowKey={(reward) => reward.id}
          rowData={(reward) => ({ 'data-source': reward.source, 'data-status': reward.status })}
        />
      )}
    </RewardCard>
  )
}
