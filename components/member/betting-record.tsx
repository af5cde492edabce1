import 'server-only'
import type { Messages } from 'next-intl'
import type { CentrePageProps } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import type { Column } from '@/components/ui/records'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import { BET_FILTERS } from '@/lib/member/filters'
import { readBets } from '@/lib/member/records-data'
import type { BetRow } from '@/lib/member/types'
import { readRecordPage, recordPlace } from '@/lib/records/read'
import { fill } from '@/lib/ui/fill'
import styles from './member-centre.module.css'
import { MemberRecord, memberRecordRules, recordTexts } from './record-page'
import { signedColumn, timesIn } from '@/components/ui/record-cells'

export const BETTING_RECORD_PATH = '/member/personalHistoryCopy'

const RULES = memberRecordRules(BET_FILTERS)

// Betting record: the member's rounds in a period by game, with stake, payout, result and net. Read and
// rendered on the server for the address (period, game type, page), in the player's own days.
export async function BettingRecordPage({ ctx, locale, localeTag, query }: CentrePageProps) {
  const place = await recordPlace(ctx, query, RULES)
  const { address, span } = place
  const [texts, categories, { page, shown }] = await Promise.all([
    recordTexts(),
    labelsOf('Categories'),
    readRecordPage(place, (page) => readBets(ctx, { page, ...span, type: address.filters.type as never })),
  ])
  const labels = texts.centre
  const at = timesIn(localeTag, place.zone.zone)
  const category = (type: string) => categories[type as keyof Messages['Categories']] ?? type
  const currency = page?.currency
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
            {category(bet.gameType)} · {at(bet.time)}
          </span>
          {bet.detail && <span className={styles.sub}>{bet.detail}</span>}
        </>
      ),
    },
    { key: 'stake', header: labels.columnStake, numeric: true, cell: (bet) => money(bet.stakeMinor) },
    { key: 'payout', header: labels.columnPayout, numeric: true, cell: (bet) => money(bet.payoutMinor) },
    { key: 'result', header: labels.columnResult, cell: (bet) => labels[`result_${bet.result}`] },
    signedColumn('net', labels.columnNet, (bet) => bet.netMinor, signed),
    {
      key: 'balance',
      header: labels.columnBalance,
      numeric: true,
      cell: (bet) => (bet.balanceAfterMinor === null ? '—' : money(bet.balanceAfterMinor)),
    },
  ]
  return (
    <MemberRecord
      place={place}
      rules={RULES}
      pathname={BETTING_RECORD_PATH}
      locale={locale}
      localeTag={localeTag}
      texts={texts}
      types={{ heading: labels.gameFilter, label: (type) => (type === 'all' ? labels.all : category(type)) }}
      read={{ page, shown }}
      totals={(data) =>
        fill(labels.totalsBets, {
          count: data.total,
          stake: money(data.summary.stakeMinor),
          payout: money(data.summary.payoutMinor),
          net: signed(data.summary.netMinor),
        })
      }
      empty={labels.emptyBets}
      caption={labels.betsCaption}
      columns={columns}
      rowKey={(bet) => bet.roundId}
      rowData={(bet) => ({ 'data-round': bet.roundId })}
    />
  )
}
