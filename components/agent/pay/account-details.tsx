'use client'

import { useMemo } from 'react'
import { Records, type Column } from '@/components/ui/records'
import { rangeStart } from '@/lib/member/ranges'
import { useReport } from '@/lib/swr/use-agent'
import type { TeamTransaction, TeamTransactionsPage } from '@/lib/agent/types'
import { plural } from '@/lib/ui/plural'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'
import { moneyOf } from './money'
import { reportHref, type ReportState } from './report-state'
import type { PayLabels } from './team-betting'
import { SearchForm } from '../search-form'

export const ACCOUNT_DETAILS_PATH = '/agent/accountDetails'

// Account details: the team's deposits, withdrawals, transfers and bonuses, by type, member (part of a
// username) and period, newest first.
export function AccountDetails({
  state,
  localeTag,
  labels,
}: {
  state: ReportState
  localeTag: string
  labels: PayLabels
}) {
  const from = useMemo(() => rangeStart(state.range), [state.range])
  const read = useReport<TeamTransactionsPage>('/api/agent/transactions', {
    page: state.page,
    from,
    type: state.type,
    q: state.q,
  })
  const { pay, centre } = labels
  const { signed } = moneyOf(read.data?.currency, localeTag)
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'medium' })
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
      <SearchForm
        search={state.q}
        href={(q) => reportHref(ACCOUNT_DETAILS_PATH, { ...state, q, page: 1 })}
        labels={centre}
      />
      <Records
        read={read}
        totals={(page) => plural(pay.entriesCount, { count: page.total }, localeTag)}
        empty={state.q ? pay.emptySearch : pay.emptyTransactions}
        labels={{ loading: pay.loading, error: pay.error, retry: centre.retry }}
        pager={{
          page: state.page,
          href: (page) => reportHref(ACCOUNT_DETAILS_PATH, { ...state, page }),
          labels: labels.pager,
        }}
        caption={pay.transactionsCaption}
        columns={columns}
        rowKey={(row) => row.id}
        rowData={(row) => ({ 'data-type': row.type })}
      />
    </div>
  )
}
