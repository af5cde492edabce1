'use client'

import type { Column } from '@/components/ui/records'
import type { TeamTransaction, TeamTransactionsPage } from '@/lib/agent/types'
import { plural } from '@/lib/ui/plural'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'
import { ReportRecords, ReportSearch, useAgentReport, type ReportProps } from './report-records'

export const ACCOUNT_DETAILS_PATH = '/agent/accountDetails'

// Account details: the team's deposits, withdrawals, transfers and bonuses, by type, member (part of a
// username) and period, newest first.
export function AccountDetails(props: ReportProps) {
  const { state, localeTag, labels } = props
  const { at, read, signed, timeZone } = useAgentReport<TeamTransactionsPage>(
    ACCOUNT_DETAILS_PATH,
    'accountDetails',
    props,
  )
  const { pay } = labels
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'medium', timeZone })
  const columns: Column<TeamTransaction>[] = [
    {
      key: 'member',
      header: pay.columnMember,
      rowHeader: true,
      cell: (row) => (
        <>
          {row.userName}
          <span className={memberStyles.sub}>
            <time dateTime={new Date(row.time).toISOString()}>{time.format(row.time)}</time>
          </span>
        </>
      ),
    },
    { key: 'type', header: pay.columnType, cell: (row) => pay[`type_${row.type}`] },
    {
      key: 'amount',
      header: pay.columnAmount,
      numeric: true,
      sign: (row) => row.amountMinor,
      cell: (row) => signed(row.amountMinor),
    },
  ]
  return (
    <div className={styles.section}>
      <ReportSearch at={at} />
      <ReportRecords
        read={read}
        totals={(page) => plural(pay.entriesCount, { count: page.total }, localeTag)}
        empty={state.q ? pay.emptySearch : pay.emptyTransactions}
        at={at}
        caption={pay.transactionsCaption}
        columns={columns}
        rowKey={(row) => row.id}
        rowData={(row) => ({ 'data-type': row.type })}
      />
    </div>
  )
}
