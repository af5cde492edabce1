import 'server-only'
import { BalanceChart } from '@/components/charts/member-charts'
import type { CentrePageProps } from '@/components/centre/centre'
import type { Column } from '@/components/ui/records'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import { TRANSACTION_FILTERS } from '@/lib/member/filters'
import { readTransactions } from '@/lib/member/records-data'
import type { Transaction } from '@/lib/member/types'
import { readRecordPage, recordPlace } from '@/lib/records/read'
import { fill } from '@/lib/ui/fill'
import styles from './member-centre.module.css'
import { MemberRecord, memberRecordRules, recordTexts } from './record-page'
import { signedColumn, timesIn } from '@/components/ui/record-cells'

export const ACCOUNT_RECORD_PATH = '/member/transactionHistory'

const RULES = memberRecordRules(TRANSACTION_FILTERS)

// Account record: every movement of the member's balance in a period, with the balance after each one.
// Read and rendered on the server for the address (period, type, page), in the player's own days.
export async function AccountRecordPage({ ctx, locale, localeTag, query }: CentrePageProps) {
  const place = await recordPlace(ctx, query, RULES)
  const { address, span } = place
  const [texts, { page, shown }] = await Promise.all([
    recordTexts(),
    readRecordPage(place, (page) =>
      readTransactions(ctx, { page, ...span, type: address.filters.type as never }),
    ),
  ])
  const labels = texts.centre
  const at = timesIn(localeTag, place.zone.zone)
  const currency = page?.currency
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
        place={place}
        rules={RULES}
        pathname={ACCOUNT_RECORD_PATH}
        locale={locale}
        localeTag={localeTag}
        texts={texts}
        types={{
          heading: labels.typeFilter,
          label: (type) => (type === 'all' ? labels.all : labels[`kind_${type as 'bet'}`]),
        }}
        read={{ page, shown }}
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
      {'range' in address.period && (
        <BalanceChart ctx={ctx} localeTag={localeTag} range={address.period.range} />
      )}
    </>
  )
}
