'use client'

import { RecordsTable, type Column } from '@/components/ui/records'
import { useLeaderboard } from '@/lib/client/rewards'
import { formatMinor } from '@/lib/money'
import type { LeaderboardRow } from '@/lib/rewards/types'
import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
import { ReadStatus } from './claim-outcome'
import styles from './rewards.module.css'
import type { RewardLabels } from './use-claim'

// This week's leaderboard of missions completed, names masked by the platform, with the member's place.
export function LeaderboardView({ labels, localeTag }: { labels: RewardLabels; localeTag: string }) {
  const read = useLeaderboard()
  const currency = read.data?.currency
  const money = (minor: number) => (currency ? formatMinor(minor, currency, localeTag) : '')
  const columns: Column<LeaderboardRow>[] = [
    { key: 'rank', header: labels.columnRank, numeric: true, cell: (row) => row.rank },
    {
      key: 'player',
      header: labels.columnPlayer,
      rowHeader: true,
      cell: (row) => (row.me ? fill(labels.playerMe, { name: row.name }) : row.name),
    },
    { key: 'missions', header: labels.columnMissions, numeric: true, cell: (row) => row.missions },
    { key: 'rewards', header: labels.columnRewards, numeric: true, cell: (row) => money(row.rewardMinor) },
  ]
  return (
    <section className={memberStyles.card} aria-labelledby="leaderboard-heading">
      <h2 id="leaderboard-heading">{labels.leaderboardHeading}</h2>
      <ReadStatus
        read={read}
        empty={read.data && read.data.rows.length === 0 ? labels.leaderboardEmpty : null}
        labels={labels}
      />
      {read.data?.mine && (
        <p className={styles.figure} data-testid="my-rank">
          {fill(labels.myRank, { rank: read.data.mine.rank })}
        </p>
      )}
      {read.data && read.data.rows.length > 0 && (
        <RecordsTable
          caption={labels.leaderboardCaption}
          columns={columns}
          rows={read.data.rows}
          rowKey={(row) => String(row.rank)}
          rowData={(row) => ({ 'data-me': row.me ? 'true' : undefined })}
        />
      )}
    </section>
  )
}
