'use client'

import type { Messages } from 'next-intl'
import { fill } from '@/lib/ui/fill'
import { recordHref, type RecordState } from '@/components/ui/record-filters'
import { Records, type Column } from '@/components/ui/records'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import type { BetFilter } from '@/lib/member/filters'
import type { BetPage, BetRow, FirstRecordPage } from '@/lib/member/types'
import { betsKey } from '@/lib/swr/use-member-records'
import { usePeriodRead } from '@/lib/swr/use-period-read'
import styles from './member-centre.module.css'

export const BETTING_RECORD_PATH = '/member/personalHistoryCopy'

// Betting record: the member's rounds in a period by game, with stake, payout, result and net. The period
// is counted in the player's own days: where the server knows the browser's zone, `first` is the page it
// read, else the browser reads the rows; the filters around them are the server's.
export function BettingRecord({
  state,
  first,
  localeTag,
  labels,
  categories,
  pagerLabels,
}: {
  state: RecordState<BetFilter>
  first: FirstRecordPage<BetPage> | null
  localeTag: string
  labels: Messages['MemberCentre']
  categories: Messages['Categories']
  pagerLabels: Messages['Pager']
}) {
  const { read, timeZone } = usePeriodRead(state.range, first, (from) =>
    betsKey({ page: state.page, from, type: state.type }),
  )
  const { data } = read
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'short', timeStyle: 'medium', timeZone })
  const category = (type: string) => categories[type as keyof Messages['Categories']] ?? type
  // Cells and totals render only once a page has arrived, with its currency.
  const currency = data?.currency
  const money = (minor: number) => (currency ? formatMinor(minor, currency, localeTag) : '')
  const signed = (minor: number) => (currency ? formatSignedMinor(minor, currency, localeTag) : '')
  const columns: Column<BetRow>[] = [
    {
      key: 'game',
      sub: true,
      header: labels.columnGame,
      cell: (bet) => (
        <>
          {bet.gameName}
          <span className={styles.sub}>
            {category(bet.gameType)} ·{' '}
            <time dateTime={new Date(bet.time).toISOString()}>{time.format(bet.time)}</time>
          </span>
          {bet.detail && <span className={styles.sub}>{bet.detail}</span>}
        </>
      ),
    },
    { key: 'stake', header: labels.columnStake, numeric: true, cell: (bet) => money(bet.stakeMinor) },
    { key: 'payout', header: labels.columnPayout, numeric: true, cell: (bet) => money(bet.payoutMinor) },
    { key: 'result', header: labels.columnResult, cell: (bet) => labels[`result_${bet.result}`] },
    {
      key: 'net',
      header: labels.columnNet,
      numeric: true,
      sign: (bet) => bet.netMinor,
      cell: (bet) => signed(bet.netMinor),
    },
    {
      key: 'balance',
      header: labels.columnBalance,
      numeric: true,
      cell: (bet) => (bet.balanceAfterMinor === null ? '—' : money(bet.balanceAfterMinor)),
    },
  ]
  return (
    <Records
      read={read}
      totals={(page) =>
        fill(labels.totalsBets, {
          count: page.total,
          stake: money(page.summary.stakeMinor),
          payout: money(page.summary.payoutMinor),
          net: signed(page.summary.netMinor),
        })
      }
      empty={labels.emptyBets}
      labels={{ loading: labels.loadingRecords, error: labels.recordsError, retry: labels.retry }}
      pager={{
        page: state.page,
        href: (page) => recordHref(BETTING_RECORD_PATH, { ...state, page }),
        labels: pagerLabels,
      }}
      caption={labels.betsCaption}
      columns={columns}
      rowKey={(bet) => bet.roundId}
      rowData={(bet) => ({ 'data-round': bet.roundId })}
    />
  )
}
