'use client'

import type { Messages } from 'next-intl'
import { Records, type Column, type RecordsPage, type RowData } from '@/components/ui/records'
import { AGENT_REPORTS, type AgentReport } from '@/lib/agent/reports'
import type { FirstRecordPage } from '@/lib/member/types'
import { reportKey } from '@/lib/swr/use-agent'
import { usePeriodRead } from '@/lib/swr/use-period-read'
import type { Currency } from '@/lib/types'
import { SearchForm } from '../search-form'
import { moneyOf } from './money'
import { reportHref, type ReportState } from './report-state'

export type PayLabels = {
  pay: Messages['AgentPay']
  centre: Messages['AgentCentre']
  pager: Messages['Pager']
  categories: Messages['Categories']
}

// Where a report is: its address, state and texts, for the parts that link within it.
export type ReportPlace = { pathname: string; state: ReportState; labels: PayLabels }

// What every report page is given: the state in the address, the report's first page where the server read
// it (components/agent/centre.tsx), the visitor's locale and the texts.
export type ReportProps = {
  state: ReportState
  first?: FirstRecordPage<unknown> | null
  localeTag: string
  labels: PayLabels
}

// One page of an agent report for the state in the address: the period counted from the agent's own
// midnight (the server's first page while it is that period), the read, the zone its times are shown in
// and the page's money formatters.
export function useAgentReport<Page extends { currency: Currency }>(
  pathname: string,
  report: AgentReport,
  { state, first = null, localeTag, labels }: ReportProps,
) {
  const at: ReportPlace = { pathname, state, labels }
  const { api, query } = AGENT_REPORTS[report]
  const asked = query(state)
  const { read, from, timeZone } = usePeriodRead<Page>(
    state.range,
    first as FirstRecordPage<Page> | null,
    (start) => asked && reportKey(api, { page: state.page, from: start, ...asked }),
  )
  return { at, read, from, timeZone, ...moneyOf(read.data?.currency, localeTag) }
}

// The report's search by part of a username; a new search starts again at page 1.
export function ReportSearch({ at }: { at: ReportPlace }) {
  return (
    <SearchForm
      search={at.state.q}
      href={(q) => reportHref(at.pathname, { ...at.state, q, page: 1 })}
      labels={at.labels.centre}
    />
  )
}

// The report's records table with its status texts and a pager that keeps the rest of the address.
export function ReportRecords<Row, Page extends RecordsPage<Row>>({
  at: { pathname, state, labels },
  ...table
}: {
  at: ReportPlace
  read: { data?: Page; error?: unknown; isLoading: boolean; mutate: () => unknown }
  totals: (page: Page) => string
  empty: string
  caption: string
  columns: Column<Row>[]
  rowKey: (row: Row) => string
  rowData?: (row: Row) => RowData
}) {
  return (
    <Records
      {...table}
      labels={{ loading: labels.pay.loading, error: labels.pay.error, retry: labels.centre.retry }}
      pager={{
        page: state.page,
        href: (page) => reportHref(pathname, { ...state, page }),
        labels: labels.pager,
      }}
    />
  )
}
