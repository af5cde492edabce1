import 'server-only'
import { BalanceChart } from '@/components/charts/member-charts'
import type { CentrePageProps } from '@/components/centre/centre'
import type { Column } from '@/components/ui/records'
import { TRANSACTION_FILTERS } from '@/lib/member/filters'
import { readTransactions } from '@/lib/member/records-data'
import type { Transaction } from '@/lib/member/types'
import { fill } from '@/lib/ui/fill'
import styles from './member-centre.module.css'
import { MemberRecord, memberRecordRules, readMemberRecord } from './record-page'
import { signedColumn } from '@/components/ui/record-cells'

export const ACCOUNT_RECORD_PATH = '/member/transactionHistory'

const RULES = memberRecordRules(TRANSACTION_FILTERS)

// Account record: every movement of the member's balance in a period, with the balance after each one.
// Read and rendered on the server for the address (period, type, page), in the player's own days.
export async function AccountRecordPage(props: CentrePageProps) {
  const { record, labels, at, money, signed } = await readMemberRecord(
    props,
    RULES,
    ACCOUNT_RECORD_PATH,
    readTransactions,
  )
  const { period } = record.place.address
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
            {at(item.time)}
          </span>
        </>
      ),
    },
    signedColumn('amount', labels.columnAmount, (item) => item.amountMinor, signed),
    {
      key: 'balance',
      header: labels.columnBalance,
      numeric: true,
      cell: (item) => money(item.balanceAfterMinor),
    },
  ]
  return (
    <>
      <MemberRecord
        {...record}
        types={{
          heading: labels.typeFilter,
          label: (type) => (type === 'all' ? labels.all : labels[`kind_${type as 'bet'}`]),
        }}
        totals={(data) =>
          fill(labels.totalsTransactions, {
            count: data.total,
            income: money(data.summary.incomeMinor),
            expense: money(data.summary.expenseMinor),
          })
        }
        empty={labels.emptyTransactions}
        caption={labels.transactionsCaption}
        columns={columns}
        rowKey={(item) => item.id}
        rowData={(item) => ({ 'data-entry': item.id, 'data-round': item.roundId ?? undefined })}
      />
      {/* The balance over a named period; days chosen one by one have the table alone. */}
      {'range' in period && <BalanceChart ctx={props.ctx} localeTag={props.localeTag} range={period.range} />}
    </>
  )
}
