import type { Column, RowData } from './records'

// Cells that the record and report tables share: instants in the record zone, and signed amounts; and
// what every paged record table is given beside its page.

export type RecordTable<Row, Page> = {
  totals: (page: Page) => string
  empty: string
  caption: string
  columns: Column<Row>[]
  rowKey: (row: Row) => string
  rowData?: (row: Row) => RowData
}

// Instants as `<time>` elements in `timeZone` (the record zone): short dates, times to the second
// unless `timeStyle` says otherwise.
export function timesIn(
  localeTag: string,
  timeZone: string | undefined,
  timeStyle: 'short' | 'medium' = 'medium',
  dateStyle: 'short' | 'medium' = 'short',
) {
  const format = new Intl.DateTimeFormat(localeTag, { dateStyle, timeStyle, timeZone })
  const at = (instant: number) => (
    <time dateTime={new Date(instant).toISOString()}>{format.format(instant)}</time>
  )
  return at
}

// A column of signed amounts (wins and losses, money in and out), coloured by their sign.
export function signedColumn<Row>(
  key: string,
  header: string,
  amount: (row: Row) => number,
  signed: (minor: number) => string,
): Column<Row> {
  return { key, header, numeric: true, sign: amount, cell: (row) => signed(amount(row)) }
}
