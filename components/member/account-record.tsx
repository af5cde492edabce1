'use client'

import { useMemo } from 'react'
import type { Messages } from 'next-intl'
import { fill } from '@/lib/ui/fill'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import { rangeStart } from '@/lib/member/ranges'
import { TRANSACTION_FILTERS, type TransactionFilter } from '@/lib/member/filters'
import { useTransactions } from '@/lib/swr/use-member-records'
import { RecordFilters, RecordPager, RecordStatus, recordHref, type RecordState } from './record-controls'
import styles from './member-centre.module.css'

const PATHNAME = '/member/transactionHistory'

// Account record: every movement of the member's balance in a period, with the balance after each one.
export function AccountRecord({
  state,
  localeTag,
  labels,
  pagerLabels,
}: {
  state: RecordState<TransactionFilter>
  localeTag: string
  labels: Messages['MemberCentre']
  pagerLabels: Messages['Pager']
}) {
  const from = useMemo(() => rangeStart(state.range), [state.range])
  const { data, error, isLoading, mutate } = useTransactions({ page: state.page, from, type: state.type })
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'medium' })
  return (
    <>
      <RecordFilters
        pathname={PATHNAME}
        state={state}
        types={TRANSACTION_FILTERS}
        periodHeading={labels.period}
        typeHeading={labels.typeFilter}
        rangeLabel={(range) => labels[`range_${range}`]}
        typeLabel={(type) => (type === 'all' ? labels.all : labels[`kind_${type}`])}
      />
      <RecordStatus
        loading={isLoading}
        error={!!error && !data}
        empty={data && data.items.length === 0 ? labels.emptyTransactions : null}
        labels={{ loading: labels.loadingRecords, error: labels.recordsError, retry: labels.retry }}
        onRetry={() => void mutate()}
      />
      {data && data.items.length > 0 && (
        <>
          <p className={styles.totals} role="status">
            {fill(labels.totalsTransactions, {
              count: data.total,
              income: formatMinor(data.summary.incomeMinor, data.currency, localeTag),
              expense: formatMinor(data.summary.expenseMinor, data.currency, localeTag),
            })}
          </p>
          {/* Focusable, so the keyboard can scroll it sideways on narrow screens. */}
          <div
            className={styles.tableWrap}
            role="region"
            aria-label={labels.transactionsCaption}
            tabIndex={0}
          >
            <table className={styles.table}>
              <caption className="visually-hidden">{labels.transactionsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.columnType}</th>
                  <th scope="col" className={styles.number}>
                    {labels.columnAmount}
                  </th>
                  <th scope="col" className={styles.number}>
                    {labels.columnBalance}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id} data-entry={item.id} data-round={item.roundId ?? undefined}>
                    <td>
                      {labels[`kind_${item.type}`]}
                      <span className={styles.sub}>
                        {item.gameName && `${item.gameName} · `}
                        <time dateTime={new Date(item.time).toISOString()}>{time.format(item.time)}</time>
                      </span>
                    </td>
                    <td
                      className={styles.number}
                      data-sign={item.amountMinor > 0 ? 'up' : item.amountMinor < 0 ? 'down' : 'flat'}
                    >
                      {formatSignedMinor(item.amountMinor, data.currency, localeTag)}
                    </td>
                    <td className={styles.number}>
                      {formatMinor(item.balanceAfterMinor, data.currency, localeTag)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data && (
        <RecordPager
          href={(page) => recordHref(PATHNAME, { ...state, page })}
          page={state.page}
          pageCount={data.pageCount}
          labels={pagerLabels}
        />
      )}
    </>
  )
}
