'use client'

import { useMemo } from 'react'
import type { Messages } from 'next-intl'
import { RecordStatus, RecordsTable, type Column } from '@/components/ui/records'
import { useProfit } from '@/lib/client/funds'
import { customProblem, periodSpan, type ProfitPeriod } from '@/lib/funds/periods'
import type { ProfitCategory, ProfitLine } from '@/lib/funds/types'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import memberStyles from '../member-centre.module.css'
import { label } from '../cashier/cashier-shared'
import type { FundsProps } from './funds-labels'

type Row = ProfitLine & { key: ProfitCategory | 'total'; name: string }

// Personal profit and loss: bets, valid bets, payouts, bonuses and the net result of the chosen period,
// in total and per game type. The period's days are the player's own, so its instants are worked out
// here, in the browser, and the figures read for them.
export function ProfitView({
  labels,
  localeTag,
  categories,
  period,
  first,
  last,
}: FundsProps & {
  categories: Messages['Categories']
  period: ProfitPeriod
  first: string
  last: string
}) {
  const problem = period === 'custom' ? customProblem(first, last) : null
  const span = useMemo(() => periodSpan(period, new Date(), { first, last }), [period, first, last])
  const read = useProfit(span)
  const { data } = read
  const money = (minor: number) => (data ? formatMinor(minor, data.currency, localeTag) : '')
  const signed = (minor: number) => (data ? formatSignedMinor(minor, data.currency, localeTag) : '')

  // Dates not chosen yet: the form above asks for them.
  if (period === 'custom' && !first && !last) return null
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
    {
      key: 'net',
      header: labels.columnNet,
      numeric: true,
      sign: (row) => row.payoutMinor - row.betMinor,
      cell: (row) => signed(row.payoutMinor - row.betMinor),
    },
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
    <section className={memberStyles.card} aria-labelledby="profit-heading" aria-busy={read.isLoading}>
      <h2 id="profit-heading">{labels.profitHeading}</h2>
      <RecordStatus
        loading={!data && !read.error}
        error={!!read.error && !data}
        empty={empty ? labels.profitEmpty : null}
        labels={{ loading: labels.loading, error: labels.loadError, retry: labels.retry }}
        retry={{ onRetry: () => void read.mutate() }}
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
