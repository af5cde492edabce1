import type { Messages } from 'next-intl'
import { LocalTime } from '@/components/member/local-time'
import { PanelPager } from '@/components/ui/pager'
import { RecordsTable, type Column } from '@/components/ui/records'
import { formatMinor } from '@/lib/money'
import type { Redemption, RedemptionPage } from '@/lib/points/types'
import { fill } from '@/lib/ui/fill'
import type { PointsProps } from './points-labels'
import styles from './points.module.css'

// The member's redemptions and conversions, newest first, a page at a time on the records table with
// the shared pager (each page has its address, `/pointMall?page=2`, rendered on the server).
export function RedemptionHistory({
  history,
  labels,
  pagerLabels,
  localeTag,
  currency,
}: PointsProps & { history: RedemptionPage; pagerLabels: Messages['Pager'] }) {
  if (history.list.length === 0) return <p className={styles.empty}>{labels.historyEmpty}</p>
  const columns: Column<Redemption>[] = [
    {
      key: 'date',
      header: labels.historyDate,
      cell: (row) => <LocalTime value={row.createdAt} localeTag={localeTag} withTime />,
    },
    {
      key: 'item',
      header: labels.historyItem,
      cell: (row) => (row.kind === 'convert' ? labels.convertedItem : row.rewardName),
    },
    { key: 'points', header: labels.historyPoints, numeric: true, cell: (row) => `−${row.points}` },
    {
      key: 'cash',
      header: labels.historyCash,
      numeric: true,
      cell: (row) => (row.cashMinor > 0 ? formatMinor(row.cashMinor, currency, localeTag) : '—'),
    },
  ]
  return (
    <div data-testid="point-history">
      <p className={styles.caption}>{fill(labels.historyLatest, { count: history.totalCount }, localeTag)}</p>
      <RecordsTable
        caption={labels.historyHeading}
        columns={columns}
        rows={history.list}
        rowKey={(row) => row.id}
      />
      <PanelPager
        pathname="/pointMall"
        page={history.page}
        pageCount={history.pageCount}
        labels={pagerLabels}
      />
    </div>
  )
}
