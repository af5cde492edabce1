import type { Column } from '@/components/ui/records'
import type { TeamTransaction, TeamTransactionsPage } from '@/lib/agent/types'
import { plural } from '@/lib/ui/plural'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'
import { moneyOf } from './money'
import { ReportRecords, ReportSearch, type ReportProps } from './report-records'
import { signedColumn, timesIn } from '@/components/ui/record-cells'

// Account details: the team's deposits, withdrawals, transfers and bonuses, by type, member (part of a
// username) and period, newest first.
export function AccountDetails(props: ReportProps<TeamTransactionsPage>) {
  const { place, page, locale, localeTag, labels } = props
  const { signed } = moneyOf(page?.currency, localeTag)
  const { pay } = labels
  const at = timesIn(localeTag, place.zone.zone)
  const columns: Column<TeamTransaction>[] = [
    {
      key: 'member',
      header: pay.columnMember,
      rowHeader: true,
      cell: (row) => (
        <>
          {row.userName}
          <span className={memberStyles.sub}>{at(row.time)}</span>
        </>
      ),
    },
    { key: 'type', header: pay.columnType, cell: (row) => pay[`type_${row.type}`] },
    signedColumn('amount', pay.columnAmount, (row) => row.amountMinor, signed),
  ]
  return (
    <div className={styles.section}>
      <ReportSearch place={place} locale={locale} labels={labels} />
      <ReportRecords
        report={props}
        totals={(data) => plural(pay.entriesCount, { count: data.total }, localeTag)}
        empty={place.address.q ? pay.emptySearch : pay.emptyTransactions}
        caption={pay.transactionsCaption}
        columns={columns}
        rowKey={(row) => row.id}
        rowData={(row) => ({ 'data-type': row.type })}
      />
    </div>
  )
}
