'use client'

import type { ReactNode } from 'react'
import { LocalTime } from '../local-time'
import memberStyles from '../member-centre.module.css'
import { CashierSkeleton, StatusBadge } from './cashier-shared'
import styles from './cashier.module.css'

// One line of a player's latest deposits or withdrawals, as both lists show it.
export type OrderRow = {
  key: string
  createdAt: string
  // The order's reference, under the time.
  reference: string
  // What sits between the time and the amount: the method, or the bank account.
  detail: string
  amount: string
  status: string
  statusText: string
  // The button of an order the player can still act on (pay it, take it back).
  action?: { text: string; label: string; busy?: boolean; disabled?: boolean; onClick: () => void }
}

export type RecentOrdersLabels = {
  refresh: string
  loading: string
  listError: string
  columnTime: string
  amount: string
  columnStatus: string
  columnAction: string
}

// The card of a player's latest deposits or withdrawals: heading, refresh, and the table of orders with
// its loading, failed and empty states.
export function RecentOrders({
  id,
  title,
  detailColumn,
  emptyText,
  labels,
  localeTag,
  rows,
  error,
  isLoading,
  onRefresh,
  notice,
}: {
  id: string
  title: string
  detailColumn: string
  emptyText: string
  labels: RecentOrdersLabels
  localeTag: string
  // Undefined until the first answer.
  rows: OrderRow[] | undefined
  error: unknown
  isLoading: boolean
  onRefresh: () => void
  notice?: ReactNode
}) {
  return (
    <section className={memberStyles.card} aria-labelledby={id}>
      <div className={memberStyles.row}>
        <h2 id={id}>{title}</h2>
        <button type="button" className={memberStyles.secondary} onClick={onRefresh}>
          {labels.refresh}
        </button>
      </div>
      {notice}
      {isLoading && !rows && <CashierSkeleton text={labels.loading} />}
      {!!error && !rows && <p role="alert">{labels.listError}</p>}
      {rows && rows.length === 0 && <p className={memberStyles.muted}>{emptyText}</p>}
      {rows && rows.length > 0 && (
        <div className={memberStyles.tableWrap} role="region" aria-labelledby={id} tabIndex={0}>
          <table className={memberStyles.table} data-testid={id}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.columnTime}</th>
                <th scope="col">{detailColumn}</th>
                <th scope="col" className={memberStyles.number}>
                  {labels.amount}
                </th>
                <th scope="col">{labels.columnStatus}</th>
                <th scope="col">
                  <span className="visually-hidden">{labels.columnAction}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <OrderLine key={row.key} row={row} localeTag={localeTag} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function OrderLine({ row, localeTag }: { row: OrderRow; localeTag: string }) {
  const { action } = row
  return (
    <tr>
      <td>
        <LocalTime value={row.createdAt} localeTag={localeTag} withTime />
        <span className={memberStyles.sub}>{row.reference}</span>
      </td>
      <td>{row.detail}</td>
      <td className={memberStyles.number}>{row.amount}</td>
      <td>
        <StatusBadge status={row.status} text={row.statusText} />
      </td>
      <td>
        {action && (
          <button
            type="button"
            className={`${memberStyles.secondary} ${styles.small}`}
            disabled={action.disabled}
            aria-busy={action.busy || undefined}
            aria-label={action.label}
            onClick={action.onClick}
          >
            {action.text}
          </button>
        )}
      </td>
    </tr>
  )
}
