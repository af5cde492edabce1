'use client'

import { useMemo } from 'react'
import type { Messages } from 'next-intl'
import { Records, type Column, type RecordsPage, type RowData } from '@/components/ui/records'
import { rangeStart } from '@/lib/member/ranges'
import { useReport, type AGENT_PAY_PREFIXES, type ReportKey } from '@/lib/swr/use-agent'
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

// One page of an agent report for the state in the address: the period counted from the agent's own
// midnight, the read (none while `extra` is null), and the page's money formatters.
// Where a report is: its address, state and texts, for the parts that link within it.
export type ReportPlace = { pathname: string; state: ReportState; labels: PayLabels }

// What every report page is given: the state in the address, the visitor's locale and the texts.
export type ReportProps = { state: ReportState; localeTag: string; labels: PayLabels }

export function useAgentReport<Page extends { currency: Currency }>(
  pathname: string,
  path: (typeof AGENT_PAY_PREFIXES)[number],
  { state, localeTag, labels }: ReportProps,
  extra: Omit<ReportKey, 'page' | 'from'> | null,
) {
  const at: ReportPlace = { pathname, state, labels }
  const { range, page } = state
  const from = useMemo(() => rangeStart(range), [range])
  const read = useReport<Page>(path, extra && { page, from, ...extra })
  return { at, read, from, ...moneyOf(read.data?.currency, localeTag) }
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
