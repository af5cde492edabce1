import 'server-only'
import type { Messages } from 'next-intl'
import { labelsOf } from '@/components/shell/labels'
import type { PagerHref } from '@/components/ui/pager'
import { RecordFilters, RecordNotices } from '@/components/ui/record-filters'
import { Records, type RecordsPage } from '@/components/ui/records'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { recordQuery, type AddressRules, type RecordAddress } from '@/lib/records/address'
import type { CentrePageProps } from '@/components/centre/centre'
import { timesIn, type RecordTable } from '@/components/ui/record-cells'
import { formatMinor, formatSignedMinor } from '@/lib/money'
import type { RecordKey } from '@/lib/member/types'
import { readRecordPage, recordPlace, type RecordPlace } from '@/lib/records/read'
import type { Currency } from '@/lib/types'
import type { UpstreamContext } from '@/lib/upstream/client'

// The member's records (account record, betting record): a period of at most 90 days, seven by default,
// and a type filter, all in the address.
export const memberRecordRules = <T extends string>(types: readonly T[]): AddressRules<'type'> => ({
  filters: { type: types },
  defaultRange: '7d',
  maxDays: 90,
})

export const recordHref =
  (pathname: string, rules: AddressRules) =>
  (address: RecordAddress): PagerHref => ({ pathname, query: recordQuery(address, rules) })

export type RecordTexts = {
  centre: Messages['MemberCentre']
  pager: Messages['Pager']
  records: Messages['Records']
}

export async function recordTexts(): Promise<RecordTexts> {
  const [centre, pager, records] = await Promise.all([
    labelsOf('MemberCentre'),
    labelsOf('Pager'),
    labelsOf('Records'),
  ])
  return { centre, pager, records }
}

// What a member record page reads on the server before it renders: its place in the address, its texts
// and the page of the record (`record`, for MemberRecord), and the formats its columns use, in the
// player's zone and the record's currency.
export async function readMemberRecord<
  T extends string,
  Page extends { pageCount: number; currency?: Currency },
>(
  { ctx, locale, localeTag, query }: CentrePageProps,
  rules: AddressRules<'type'>,
  pathname: string,
  read: (ctx: UpstreamContext, key: RecordKey<T> & { to?: number }) => Promise<Page>,
) {
  const place = await recordPlace(ctx, query, rules)
  const { address, span } = place
  const [texts, { page, shown }] = await Promise.all([
    recordTexts(),
    readRecordPage(place, (page) => read(ctx, { page, ...span, type: address.filters.type as T })),
  ])
  const currency = page?.currency
  return {
    record: { place, rules, pathname, locale, localeTag, texts, read: { page, shown } },
    labels: texts.centre,
    at: timesIn(localeTag, place.zone.zone),
    money: (minor: number) => (currency ? formatMinor(minor, currency, localeTag) : ''),
    signed: (minor: number) => (currency ? formatSignedMinor(minor, currency, localeTag) : ''),
  }
}

// A member record page: the period and type filters, then what the page changed in its address and the
// zone its days follow, then the page of the record its server read found (`read`; null when it failed).
export function MemberRecord<Row, Page extends RecordsPage<Row>>({
  place,
  rules,
  pathname,
  locale,
  localeTag,
  texts,
  types,
  read,
  ...table
}: {
  place: RecordPlace
  rules: AddressRules
  pathname: string
  locale: Locale
  localeTag: string
  texts: RecordTexts
  types: { heading: string; label: (type: string) => string }
  read: { page: Page | null; shown: number }
} & RecordTable<Row, Page>) {
  const { address } = place
  const href = recordHref(pathname, rules)
  const keep = recordQuery({ ...address, period: { range: '7d' }, page: 1 }, rules)
  delete keep.range
  const { centre } = texts
  return (
    <>
      <RecordFilters
        address={address}
        href={href}
        action={getPathname({ href: pathname, locale })}
        keep={keep}
        today={place.today}
        maxDays={rules.maxDays}
        periodHeading={centre.period}
        rangeLabel={(range) => centre[`range_${range}`]}
        labels={texts.records}
        types={{ name: 'type', values: rules.filters.type ?? [], ...types }}
      />
      <RecordNotices
        corrections={place.corrections}
        zone={place.zone}
        labels={texts.records}
        localeTag={localeTag}
      />
      <Records
        {...table}
        page={read.page}
        labels={{ loading: centre.loadingRecords, error: centre.recordsError, retry: centre.retry }}
        pager={{ page: read.shown, href: (to) => href({ ...address, page: to }), labels: texts.pager }}
      />
    </>
  )
}
