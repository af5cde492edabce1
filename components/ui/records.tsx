'use client'

import type { ReactNode } from 'react'
import type { Messages } from 'next-intl'
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

// A table of records, focusable so the keyboard can scroll it sideways on narrow screens.
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
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((column) => {
                const props = {
                  className: column.numeric ? styles.number : undefined,
                  'data-sign': column.sign ? signOf(column.sign(row)) : undefined,
                }
                return column.rowHeader ? (
                  <th key={column.key} scope="row" {...props}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} {...props}>
                    {column.cell(row)}
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
function RecordsSketch<Row>({ columns, label }: { columns: Column<Row>[]; label: string }) {
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

// What a record shows while it waits, fails or has nothing.
export function RecordStatus({
  loading,
  error,
  empty,
  labels,
  onRetry,
}: {
  loading: boolean
  error: boolean
  empty: string | null
  labels: RecordsLabels
  onRetry: () => void
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
        <button type="button" className={styles.retry} onClick={onRetry}>
          {labels.retry}
        </button>
      </div>
    )
  if (empty) return <p className={styles.empty}>{empty}</p>
  return null
}

// A page of records as the BFF answers it.
export type RecordsPage<Row> = { items: Row[]; pageCount: number }

// One page of records as an SWR read gives it: status, totals line, table and the shared pager (which
// keeps the panel's scroll position). `empty` is the text when the page has no rows.
export function Records<Row, Page extends RecordsPage<Row>>({
  read: { data, error, isLoading, mutate },
  totals,
  empty,
  labels,
  pager,
  ...table
}: {
  read: { data?: Page; error?: unknown; isLoading: boolean; mutate: () => unknown }
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
      {isLoading && <RecordsSketch columns={table.columns} label={labels.loading} />}
      <RecordStatus
        loading={false}
        error={!!error && !data}
        empty={data && data.items.length === 0 ? empty : null}
        labels={labels}
        onRetry={() => void mutate()}
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
