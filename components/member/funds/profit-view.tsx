import type { Messages } from 'next-intl'
import type { PagerHref } from '@/components/ui/pager'
import { RecordStatus, RecordsTable, type Column } from '@/components/ui/records'
import type { CustomProblem } from '@/lib/funds/periods'
import type { Profit, ProfitCategory, ProfitLine } from '@/lib/funds/types'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import memberStyles from '../member-centre.module.css'
import { label } from '../cashier/cashier-text'
import type { FundsProps } from './funds-labels'
import { signedColumn } from '@/components/ui/record-cells'

type Row = ProfitLine & { key: ProfitCategory | 'total'; name: string }

// Personal profit and loss: bets, valid bets, payouts, bonuses and the net result of the chosen period,
// in total and per game type, as the page read them on the server for the period's days in the player's
// zone (`profit`; null when the platform could not be read, `retry` reading the same address again).
export function ProfitView({
  labels,
  localeTag,
  categories,
  profit: data,
  problem,
  unchosen,
  retry,
}: FundsProps & {
  categories: Messages['Categories']
  profit: Profit | null
  problem: CustomProblem | null
  // Chosen dates not given yet: the form above asks for them.
  unchosen: boolean
  retry: PagerHref
}) {
  const money = (minor: number) => (data ? formatMinor(minor, data.currency, localeTag) : '')
  const signed = (minor: number) => (data ? formatSignedMinor(minor, data.currency, localeTag) : '')

  if (unchosen) return null
  if (problem) {
    return (
      <p role="alert" className={memberStyles.notice}>
        {label(labels, `error_range_${problem}`)}
      </p>
    )
  }
  const empty = data && data.total.rounds === 0 && data.bonusMinor === 0
  const columns: Column<Row>[] = [
    { key: 'category', header: labels.columnCategory, rowHeader: true, cell: (row) => row.name },
    { key: 'rounds', header: labels.columnRounds, numeric: true, cell: (row) => row.rounds },
    { key: 'bet', header: labels.betTotal, numeric: true, cell: (row) => money(row.betMinor) },
    { key: 'valid', header: labels.validBet, numeric: true, cell: (row) => money(row.validBetMinor) },
    { key: 'payout', header: labels.payout, numeric: true, cell: (row) => money(row.payoutMinor) },
    signedColumn('net', labels.columnNet, (row) => row.payoutMinor - row.betMinor, signed),
  ]
  const facts: Array<[string, string, string, number?]> = data
    ? [
        ['bet', labels.betTotal, money(data.total.betMinor)],
        ['valid', labels.validBet, money(data.total.validBetMinor)],
        ['payout', labels.payout, money(data.total.payoutMinor)],
        ['bonus', labels.bonus, money(data.bonusMinor)],
        ['net', labels.net, signed(data.netMinor), data.netMinor],
      ]
    : []

  return (
    <section className={memberStyles.card} aria-labelledby="profit-heading">
      <h2 id="profit-heading">{labels.profitHeading}</h2>
      <RecordStatus
        loading={false}
        error={!data}
        empty={empty ? labels.profitEmpty : null}
        labels={{ loading: labels.loading, error: labels.loadError, retry: labels.retry }}
        retry={{ href: retry }}
      />
      {data && !empty && (
        <>
          <dl className={memberStyles.facts} data-testid="profit-totals">
            {facts.map(([key, name, value, sign]) => (
              <div key={key} data-fact={key}>
                <dt>{name}</dt>
                <dd
                  className={memberStyles.amount}
                  data-sign={sign === undefined ? undefined : sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat'}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className={memberStyles.muted}>{labels.netHint}</p>
          <RecordsTable
            caption={labels.profitCaption}
            columns={columns}
            rows={[
              ...data.categories.map((line) => ({
                ...line,
                key: line.category,
                name: categories[line.category],
              })),
              { ...data.total, key: 'total' as const, name: labels.totalRow },
            ]}
            rowKey={(row) => row.key}
            rowData={(row) => ({ 'data-category': row.key })}
          />
        </>
      )}
    </section>
  )
}
