import type { ReactNode } from 'react'
import type { Messages } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { Pager, type PagerHref } from '@/components/ui/pager'
import styles from './records.module.css'

// One column of a records table: its heading and how a row fills its cell. `numeric` aligns right;
// `sign` colours the cell by the sign of a number (up, down, flat); `rowHeader` makes the cell the row's
// heading; `sub` says the cell carries a second, smaller line under its value.
export type Column<Row> = {
  key: string
  header: string
  cell: (row: Row) => ReactNode
  numeric?: boolean
  sign?: (row: Row) => number
  rowHeader?: boolean
  sub?: boolean
}

// The rows of a page as the platform pages records (lib/upstream asks for 10).
const PAGE_ROWS = 10

// Tables wider than this many columns show each row as a stacked card on a phone, every value beside its
// column's name, rather than a grid to scroll sideways.
const STACK_ABOVE = 3

// The `data-*` attributes of a row, by which journeys and scripts find it.
export type RowData = Record<`data-${string}`, string | undefined>

const signOf = (value: number) => (value > 0 ? 'up' : value < 0 ? 'down' : 'flat')

function ColumnHeads<Row>({ columns }: { columns: Column<Row>[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.key} scope="col" className={column.numeric ? styles.number : undefined}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  )
}

// A table of records, focusable so the keyboard can scroll it sideways on narrow screens. Rendered on the
// server by the record pages, and by the browser where a part of a page reads its rows there. The roles
// are explicit so the stacked phone layout keeps the table's meaning for screen readers.
export function RecordsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowData,
}: {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  rowData?: (row: Row) => RowData
}) {
  const stacked = columns.length > STACK_ABOVE
  return (
    <div
      className={stacked ? `${styles.tableWrap} ${styles.stackWrap}` : styles.tableWrap}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className={stacked ? `${styles.table} ${styles.stacked}` : styles.table} role="table">
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" {...rowData?.(row)}>
              {columns.map((column) => {
                const props = {
                  className: column.numeric ? styles.number : undefined,
                  'data-sign': column.sign ? signOf(column.sign(row)) : undefined,
                  'data-label': column.header,
                }
                return column.rowHeader ? (
                  <th key={column.key} scope="row" role="rowheader" {...props}>
                    <span>{column.cell(row)}</span>
                  </th>
                ) : (
                  <td key={column.key} role="cell" {...props}>
                    <span>{column.cell(row)}</span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export type RecordsLabels = { loading: string; error: string; retry: string }

// While a page of records loads: the totals line and the table with its real headings and a full page of
// rows, so nothing below moves when the rows arrive.
export function RecordsSketch<Row>({ columns, label }: { columns: Column<Row>[]; label: string }) {
  const line = <span className={styles.sketchLine} />
  return (
    <>
      <p className={styles.totals} aria-hidden="true">
        {line}
      </p>
      <div role="status" aria-live="polite" className={`${styles.tableWrap} ${styles.still}`}>
        <span className="visually-hidden">{label}</span>
        <table className={styles.table} aria-hidden="true">
          <ColumnHeads columns={columns} />
          <tbody>
            {Array.from({ length: PAGE_ROWS }, (_, row) => (
              <tr key={row}>
                {columns.map((column) => (
                  <td key={column.key}>
                    {line}
                    {column.sub && <span className={`${styles.sub} ${styles.sketchLine}`} />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

// How a failed read is tried again: a link to the same address (a server-rendered page reads again), or
// a button where the browser read it.
export type Retry = { href: PagerHref } | { onRetry: () => void }

// What a record shows while it waits, fails or has nothing.
export function RecordStatus({
  loading,
  error,
  empty,
  labels,
  retry,
}: {
  loading: boolean
  error: boolean
  empty: string | null
  labels: RecordsLabels
  retry: Retry
}) {
  if (loading)
    return (
      <div role="status" aria-live="polite" className={`${styles.tableWrap} ${styles.still}`}>
        <span className="visually-hidden">{labels.loading}</span>
        <div className={styles.sketch} aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <span key={index} />
          ))}
        </div>
      </div>
    )
  if (error)
    return (
      <div role="alert" className={styles.notice}>
        <p>{labels.error}</p>
        {'href' in retry ? (
          <Link href={retry.href} className={styles.retry} scroll={false}>
            {labels.retry}
          </Link>
        ) : (
          <button type="button" className={styles.retry} onClick={retry.onRetry}>
            {labels.retry}
          </button>
        )}
      </div>
    )
  if (empty) return <p className={styles.empty}>{empty}</p>
  return null
}

// A page of records as the platform answers it.
export type RecordsPage<Row> = { items: Row[]; pageCount: number }

// One page of records as its page read it on the server (`page`; null when the read failed, undefined
// while a part of a page still reads it in the browser): status, totals line, table and the shared pager
// (which keeps the panel's scroll position). `empty` is the text when the page has no rows;
// `pager.href(page)` the address of another page, the current one retrying unless `onRetry` reads again.
export function Records<Row, Page extends RecordsPage<Row>>({
  page: data,
  onRetry,
  totals,
  empty,
  labels,
  pager,
  ...table
}: {
  page: Page | null | undefined
  onRetry?: () => void
  totals: (page: Page) => string
  empty: string
  labels: RecordsLabels
  pager: { page: number; href: (page: number) => PagerHref; labels: Messages['Pager'] }
  caption: string
  columns: Column<Row>[]
  rowKey: (row: Row) => string
  rowData?: (row: Row) => RowData
}) {
  return (
    <>
      {data === undefined && <RecordsSketch columns={table.columns} label={labels.loading} />}
      <RecordStatus
        loading={false}
        error={data === null}
        empty={data && data.items.length === 0 ? empty : null}
        labels={labels}
        retry={onRetry ? { onRetry } : { href: pager.href(pager.page) }}
      />
      {data && data.items.length > 0 && (
        <>
          <p className={styles.totals} role="status">
            {totals(data)}
          </p>
          <RecordsTable rows={data.items} {...table} />
        </>
      )}
      {data && <Pager {...pager} pageCount={data.pageCount} keepScroll />}
    </>
  )
}
