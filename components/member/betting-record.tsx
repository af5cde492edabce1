'use client'

import { useMemo } from 'react'
import type { Messages } from 'next-intl'
import { fill } from '@/lib/ui/fill'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import { rangeStart } from '@/lib/member/ranges'
import { BET_FILTERS, type BetFilter } from '@/lib/member/filters'
import { useBets } from '@/lib/swr/use-member-records'
import { RecordFilters, RecordPager, RecordStatus, recordHref, type RecordState } from './record-controls'
import styles from './member-centre.module.css'

const PATHNAME = '/member/personalHistoryCopy'

// Betting record: the member's rounds in a period by game, with stake, payout, result and net.
export function BettingRecord({
  state,
  localeTag,
  labels,
  categories,
  pagerLabels,
}: {
  state: RecordState<BetFilter>
  localeTag: string
  labels: Messages['MemberCentre']
  categories: Messages['Categories']
  pagerLabels: Messages['Pager']
}) {
  const from = useMemo(() => rangeStart(state.range), [state.range])
  const { data, error, isLoading, mutate } = useBets({ page: state.page, from, type: state.type })
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'medium' })
  const category = (type: string) => categories[type as keyof Messages['Categories']] ?? type
  return (
    <>
      <RecordFilters
        pathname={PATHNAME}
        state={state}
        types={BET_FILTERS}
        periodHeading={labels.period}
        typeHeading={labels.gameFilter}
        rangeLabel={(range) => labels[`range_${range}`]}
        typeLabel={(type) => (type === 'all' ? labels.all : category(type))}
      />
      <RecordStatus
        loading={isLoading}
        error={!!error && !data}
        empty={data && data.items.length === 0 ? labels.emptyBets : null}
        labels={{ loading: labels.loadingRecords, error: labels.recordsError, retry: labels.retry }}
        onRetry={() => void mutate()}
      />
      {data && data.items.length > 0 && (
        <>
          <p className={styles.totals} role="status">
            {fill(labels.totalsBets, {
              count: data.total,
              stake: formatMinor(data.summary.stakeMinor, data.currency, localeTag),
              payout: formatMinor(data.summary.payoutMinor, data.currency, localeTag),
              net: formatSignedMinor(data.summary.netMinor, data.currency, localeTag),
            })}
          </p>
          {/* Focusable, so the keyboard can scroll it sideways on narrow screens. */}
          <div className={styles.tableWrap} role="region" aria-label={labels.betsCaption} tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">{labels.betsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.columnGame}</th>
                  <th scope="col" className={styles.number}>
                    {labels.columnStake}
                  </th>
                  <th scope="col" className={styles.number}>
                    {labels.columnPayout}
                  </th>
                  <th scope="col">{labels.columnResult}</th>
                  <th scope="col" className={styles.number}>
                    {labels.columnNet}
                  </th>
                  <th scope="col" className={styles.number}>
                    {labels.columnBalance}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((bet) => (
                  <tr key={bet.roundId} data-round={bet.roundId}>
                    <td>
                      {bet.gameName}
                      <span className={styles.sub}>
                        {category(bet.gameType)} ·{' '}
                        <time dateTime={new Date(bet.time).toISOString()}>{time.format(bet.time)}</time>
                      </span>
                    </td>
                    <td className={styles.number}>{formatMinor(bet.stakeMinor, data.currency, localeTag)}</td>
                    <td className={styles.number}>
                      {formatMinor(bet.payoutMinor, data.currency, localeTag)}
                    </td>
                    <td>{labels[`result_${bet.result}`]}</td>
                    <td
                      className={styles.number}
                      data-sign={bet.netMinor > 0 ? 'up' : bet.netMinor < 0 ? 'down' : 'flat'}
                    >
                      {formatSignedMinor(bet.netMinor, data.currency, localeTag)}
                    </td>
                    <td className={styles.number}>
                      {bet.balanceAfterMinor === null
                        ? '—'
                        : formatMinor(bet.balanceAfterMinor, data.currency, localeTag)}
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
