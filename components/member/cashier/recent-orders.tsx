import type { ReactNode } from 'react'
import { LocalTime } from '../local-time'
import memberStyles from '../member-centre.module.css'
import { RefreshButton } from '../refresh-button'
import { formatMinor } from '@/lib/money'
import type { OrderPage } from '@/lib/member/cashier'
import type { Currency } from '@/lib/types'
import { StatusBadge, label, type CashierLabels } from './cashier-text'
import styles from './cashier.module.css'

// One line of a player's latest deposits or withdrawals, as both lists show it.
type OrderRow = {
  key: string
  createdAt: string
  // The order's reference, under the time.
  reference: string
  // What sits between the time and the amount: the method, or the bank account.
  detail: string
  amount: string
  status: string
  statusText: string
  // When the order was decided, and what the operator wrote about it, under the status.
  decidedAt?: string | null
  note?: string
  // The button of an order the player can still act on (pay it, take it back): a small client leaf.
  action?: ReactNode
}

type Order = { orderId: string; createdAt: string; amountMinor: number; currency: Currency; status: string }

// The two lists: their heading's id (also the table's test id), title, middle column, empty text and the
// prefix of their status names.
const LISTS = {
  deposits: {
    id: 'recent-deposits',
    title: 'recentDeposits',
    detail: 'method',
    empty: 'noDeposits',
    status: 'depositStatus_',
  },
  withdrawals: {
    id: 'recent-withdrawals',
    title: 'recentWithdrawals',
    detail: 'columnAccount',
    empty: 'noWithdrawals',
    status: 'withdrawStatus_',
  },
} as const satisfies Record<string, Record<string, string>>

// The card of a player's latest deposits or withdrawals as the page read them on the server (undefined:
// that failed): heading, refresh (the page read again), and the table of orders with its failed and
// empty states.
export function RecentOrders<T extends Order>({
  kind,
  labels,
  localeTag,
  list,
  row,
  notice,
}: {
  kind: keyof typeof LISTS
  labels: CashierLabels
  localeTag: string
  list: OrderPage<T> | undefined
  // What the list shows of an order beyond its time, amount and status.
  row: (order: T) => Pick<OrderRow, 'reference' | 'detail' | 'action' | 'decidedAt' | 'note'>
  notice?: ReactNode
}) {
  const { id, title, detail, empty, status } = LISTS[kind]
  const rows = list?.orders.map((order): OrderRow => ({
    key: order.orderId,
    createdAt: order.createdAt,
    amount: formatMinor(order.amountMinor, order.currency, localeTag),
    status: order.status,
    statusText: label(labels, `${status}${order.status}`) ?? order.status,
    ...row(order),
  }))
  return (
    <section className={memberStyles.card} aria-labelledby={id}>
      <div className={memberStyles.row}>
        <h2 id={id}>{labels[title]}</h2>
        <RefreshButton text={labels.refresh} />
      </div>
      {notice}
      {!rows && <p role="alert">{labels.listError}</p>}
      {rows && rows.length === 0 && <p className={memberStyles.muted}>{labels[empty]}</p>}
      {rows && rows.length > 0 && (
        <div className={memberStyles.tableWrap} role="region" aria-labelledby={id} tabIndex={0}>
          <table className={memberStyles.table} data-testid={id}>
            <caption className="visually-hidden">{labels[title]}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.columnTime}</th>
                <th scope="col" className={styles.wraps}>
                  {labels[detail]}
                </th>
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
              {rows.map((line) => (
                <OrderLine key={line.key} row={line} localeTag={localeTag} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function OrderLine({ row, localeTag }: { row: OrderRow; localeTag: string }) {
  return (
    <tr>
      <td>
        <LocalTime value={row.createdAt} localeTag={localeTag} withTime />
        <span className={memberStyles.sub}>{row.reference}</span>
      </td>
      <td className={styles.wraps}>{row.detail}</td>
      <td className={memberStyles.number}>{row.amount}</td>
      <td>
        <StatusBadge status={row.status} text={row.statusText} />
        {row.decidedAt && (
          <span className={memberStyles.sub}>
            <LocalTime value={row.decidedAt} localeTag={localeTag} withTime />
          </span>
        )}
        {row.note && <span className={memberStyles.sub}>{row.note}</span>}
      </td>
      <td>{row.action} </td>
    </tr>
  )
}
