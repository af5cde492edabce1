import 'server-only'
import type { Messages } from 'next-intl'
import type { CentrePageProps } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import type { Column } from '@/components/ui/records'
import { BET_FILTERS } from '@/lib/member/filters'
import { readBets } from '@/lib/member/records-data'
import type { BetRow } from '@/lib/member/types'
import { fill } from '@/lib/ui/fill'
import styles from './member-centre.module.css'
import { MemberRecord, memberRecordRules, readMemberRecord } from './record-page'
import { signedColumn } from '@/components/ui/record-cells'

export const BETTING_RECORD_PATH = '/member/personalHistoryCopy'

const RULES = memberRecordRules(BET_FILTERS)

// Betting record: the member's rounds in a period by game, with stake, payout, result and net. Read and
// rendered on the server for the address (period, game type, page), in the player's own days.
export async function BettingRecordPage(props: CentrePageProps) {
  const [{ record, labels, at, money, signed }, categories] = await Promise.all([
    readMemberRecord(props, RULES, BETTING_RECORD_PATH, readBets),
    labelsOf('Categories'),
  ])
  const category = (type: string) => categories[type as keyof Messages['Categories']] ?? type
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
      {...record}
      types={{ heading: labels.gameFilter, label: (type) => (type === 'all' ? labels.all : category(type)) }}
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
