import 'server-only'
import type { Messages } from 'next-intl'
import { labelsOf } from '@/components/shell/labels'
import { RecordFilters, RecordNotices } from '@/components/ui/record-filters'
import { Records, type RecordsPage } from '@/components/ui/records'
import type { RecordTable } from '@/components/ui/record-cells'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { recordQuery } from '@/lib/records/address'
import { SearchForm } from '../search-form'
import { reportHref, type ReportPlace } from './report-state'

export type PayLabels = {
  pay: Messages['AgentPay']
  centre: Messages['AgentCentre']
  pager: Messages['Pager']
  categories: Messages['Categories']
  records: Messages['Records']
}

export async function payLabels(): Promise<PayLabels> {
  const [pay, centre, pager, categories, records] = await Promise.all([
    labelsOf('AgentPay'),
    labelsOf('AgentCentre'),
    labelsOf('Pager'),
    labelsOf('Categories'),
    labelsOf('Records'),
  ])
  return { pay, centre, pager, categories, records }
}

// What every report body is given: where it is, the page read for it on the server (null when the read
// failed) and the page number shown, the visitor's locale and the texts.
export type ReportProps<Page> = {
  place: ReportPlace
  page: Page | null
  shown: number
  locale: Locale
  localeTag: string
  labels: PayLabels
}

// The address of the report's own page in the visitor's language, and its state without the part a form
// sends itself (`omit`), for the forms that send the address.
function formOf(place: ReportPlace, locale: Locale, omit: string[]) {
  const keep = recordQuery(
    { ...place.address, page: 1 },
    place.rules,
    place.member ? { member: place.member } : {},
  )
  for (const name of omit) delete keep[name]
  return { action: getPathname({ href: place.pathname, locale }), keep }
}

// A report's filters: the period, the type where the report has types, and what was changed in the
// address (and the zone the days follow, where it is not the agent's own).
export function ReportFilters({
  place,
  locale,
  localeTag,
  labels,
  types,
}: {
  place: ReportPlace
  locale: Locale
  localeTag: string
  labels: PayLabels
  types?: (type: string) => string
}) {
  const { action, keep } = formOf(place, locale, ['range', 'from', 'to'])
  const values = place.rules.filters.type
  return (
    <>
      <RecordFilters
        address={place.address}
        href={(address) => reportHref(place, { address })}
        action={action}
        keep={keep}
        today={place.today}
        maxDays={place.rules.maxDays}
        periodHeading={labels.centre.period}
        rangeLabel={(range) => labels.centre[`range_${range}`]}
        labels={labels.records}
        types={
          values && types ? { name: 'type', values, heading: labels.pay.typeFilter, label: types } : undefined
        }
      />
      <RecordNotices
        corrections={place.corrections}
        zone={place.zone}
        labels={labels.records}
        localeTag={localeTag}
      />
    </>
  )
}

// The report's search by part of a username; a new search starts again at page 1.
export function ReportSearch({
  place,
  locale,
  labels,
}: {
  place: ReportPlace
  locale: Locale
  labels: PayLabels
}) {
  const { action, keep } = formOf(place, locale, ['q'])
  return (
    <SearchForm
      search={place.address.q}
      action={action}
      keep={keep}
      clear={reportHref(place, { address: { q: '', page: 1 } })}
      labels={labels.centre}
    />
  )
}

// The report's records table with its status texts and a pager that keeps the rest of the address.
export function ReportRecords<Row, Page extends RecordsPage<Row>>({
  report: { place, page, shown, labels },
  ...table
}: {
  report: ReportProps<Page>
} & RecordTable<Row, Page>) {
  return (
    <Records
      {...table}
      page={page}
      labels={{ loading: labels.pay.loading, error: labels.pay.error, retry: labels.centre.retry }}
      pager={{
        page: shown,
        href: (to) => reportHref(place, { address: { page: to } }),
        labels: labels.pager,
      }}
    />
  )
}
