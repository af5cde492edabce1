import type { Column } from '@/components/ui/records'
import type { IncomePage, IncomeRow } from '@/lib/agent/types'
import { CONTRACT_KINDS } from '@/lib/agent/schemas'
import { plural } from '@/lib/ui/plural'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'
import { moneyOf, percentOf } from './money'
import { ReportRecords, type ReportProps } from './report-records'
import { timesIn } from '@/components/ui/record-cells'

// My income: what the agent was paid for each period (salaries of each kind and dividends), with the
// settlement each came from: the period, the team's valid bets and the rate it reached.
export function MyIncome(props: ReportProps<IncomePage>) {
  const { place, page, localeTag, labels } = props
  const { money } = moneyOf(page?.currency, localeTag)
  const { pay } = labels
  const at = timesIn(localeTag, place.zone.zone, 'short')
  const columns: Column<IncomeRow>[] = [
    {
      key: 'kind',
      header: pay.columnType,
      rowHeader: true,
      cell: (row) => (
        <>
          {pay[`kind_${row.kind}`]}
          <span className={memberStyles.sub}>
            {at(row.periodStart)}
            {' – '}
            {at(row.periodEnd)}
          </span>
        </>
      ),
    },
    { key: 'valid', header: pay.columnValid, numeric: true, cell: (row) => money(row.validBetMinor) },
    { key: 'rate', header: pay.columnRate, numeric: true, cell: (row) => percentOf(row.rateBp, localeTag) },
    { key: 'amount', header: pay.columnAmount, numeric: true, cell: (row) => money(row.amountMinor) },
  ]
  return (
    <div className={styles.section}>
      {page && (
        <dl className={styles.stats}>
          {CONTRACT_KINDS.map((kind) => (
            <div key={kind} className={styles.stat} data-stat={kind}>
              <dt>{pay[`kind_${kind}`]}</dt>
              <dd>{money(page.totals[kind] ?? 0)}</dd>
            </div>
          ))}
        </dl>
      )}
      <ReportRecords
        report={props}
        totals={(data) => plural(pay.paymentsCount, { count: data.total }, localeTag)}
        empty={pay.emptyIncome}
        caption={pay.incomeCaption}
        columns={columns}
        rowKey={(row) => row.id}
        rowData={(row) => ({ 'data-kind': row.kind, 'data-payment': row.id })}
      />
    </div>
  )
}
