import { RecordsTable, type Column } from '@/components/ui/records'
import { formatMinor } from '@/lib/money'
import type { Leaderboard, LeaderboardRow } from '@/lib/rewards/types'
import { fill } from '@/lib/ui/fill'
import { RewardCard } from './reward-card'
import { MISSIONS_PATH } from './missions-view'
import styles from './rewards.module.css'
import type { RewardLabels } from './use-claim'

// This week's leaderboard of missions completed, names masked by the platform, with the member's place,
// as the page read it on the server (`board`; null when it could not). A claim refreshes the page.
export function LeaderboardView({
  labels,
  localeTag,
  board,
}: {
  labels: RewardLabels
  localeTag: string
  board: Leaderboard | null
}) {
  const currency = board?.currency
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
    <RewardCard name="leaderboard" items={board?.rows} path={MISSIONS_PATH} labels={labels}>
      {board?.mine && (
        <p className={styles.figure} data-testid="my-rank">
          {fill(labels.myRank, { rank: board.mine.rank })}
        </p>
      )}
      {board && board.rows.length > 0 && (
        <RecordsTable
          caption={labels.leaderboardCaption}
          columns={columns}
          rows={board.rows}
          rowKey={(row) => String(row.rank)}
          rowData={(row) => ({ 'data-me': row.me ? 'true' : undefined })}
        />
      )}
    </RewardCard>
  )
}
