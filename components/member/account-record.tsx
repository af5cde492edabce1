'use client'

import type { Messages } from 'next-intl'
import { fill } from '@/lib/ui/fill'
import { recordHref, type RecordState } from '@/components/ui/record-filters'
import { Records, type Column } from '@/components/ui/records'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import type { TransactionFilter } from '@/lib/member/filters'
import type { FirstRecordPage, Transaction, TransactionPage } from '@/lib/member/types'
import { transactionsKey } from '@/lib/swr/use-member-records'
import { usePeriodRead } from '@/lib/swr/use-period-read'
import styles from './member-centre.module.css'

export const ACCOUNT_RECORD_PATH = '/member/transactionHistory'

// Account record: every movement of the member's balance in a period, with the balance after each one.
// The period is counted in the player's own days: where the server knows the browser's zone, `first` is
// the page it read, else the browser reads the rows; the filters around them are the server's.
export function AccountRecord({
  state,
  first,
  localeTag,
  labels,
  pagerLabels,
}: {
  state: RecordState<TransactionFilter>
  first: FirstRecordPage<TransactionPage> | null
  localeTag: string
  labels: Messages['MemberCentre']
  pagerLabels: Messages['Pager']
}) {
  const { read, timeZone } = usePeriodRead(state.range, first, (from) =>
    transactionsKey({ page: state.page, from, type: state.type }),
  )
  const { data } = read
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'medium', timeZone })
  // Cells and totals render only once a page has arrived, with its currency.
  const currency = data?.currency
  const money = (minor: number) => (currency ? formatMinor(minor, currency, localeTag) : '')
  const signed = (minor: number) => (currency ? formatSignedMinor(minor, currency, localeTag) : '')
  const columns: Column<Transaction>[] = [
    {
      key: 'type',
      sub: true,
      header: labels.columnType,
      cell: (item) => (
        <>
          {labels[`kind_${item.type}`]}
          <span className={styles.sub}>
            {item.gameName && `${item.gameName} · `}
            <time dateTime={new Date(item.time).toISOString()}>{time.format(item.time)}</time>
          </span>
        </>
      ),
    },
    {
      key: 'amount',
      header: labels.columnAmount,
      numeric: true,
      sign: (item) => item.amountMinor,
      cell: (item) => signed(item.amountMinor),
    },
    {
      key: 'balance',
      header: labels.columnBalance,
      numeric: true,
      cell: (item) => money(item.balanceAfterMinor),
    },
  ]
  return (
    <Records
      read={read}
      totals={(page) =>
        fill(labels.totalsTransactions, {
          count: page.total,
          income: money(page.summary.incomeMinor),
          expense: money(page.summary.expenseMinor),
        })
      }
      empty={labels.emptyTransactions}
      labels={{ loading: labels.loadingRecords, error: labels.recordsError, retry: labels.retry }}
      pager={{
        page: state.page,
        href: (page) => recordHref(ACCOUNT_RECORD_PATH, { ...state, page }),
        labels: pagerLabels,
      }}
      caption={labels.transactionsCaption}
      columns={columns}
      rowKey={(item) => item.id}
      rowData={(item) => ({ 'data-entry': item.id, 'data-round': item.roundId ?? undefined })}
    />
  )
}
