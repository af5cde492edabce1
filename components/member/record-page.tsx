import 'server-only'
import type { ReactNode } from 'react'
import type { Messages } from 'next-intl'
import { labelsOf } from '@/components/shell/labels'
import type { PagerHref } from '@/components/ui/pager'
import { RecordFilters, RecordNotices } from '@/components/ui/record-filters'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { recordQuery, type AddressRules, type RecordAddress } from '@/lib/records/address'
import type { RecordPlace } from '@/lib/records/read'

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

// A member record page around its table: the period and type filters, then what the page changed in its
// address and the zone its days follow, then the record itself.
export function MemberRecordFrame({
  place,
  rules,
  pathname,
  locale,
  localeTag,
  texts,
  types,
  children,
}: {
  place: RecordPlace
  rules: AddressRules
  pathname: string
  locale: Locale
  localeTag: string
  texts: RecordTexts
  types: { heading: string; label: (type: string) => string }
  children: ReactNode
}) {
  const { address } = place
  const keep = recordQuery({ ...address, period: { range: '7d' }, page: 1 }, rules)
  delete keep.range
  return (
    <>
      <RecordFilters
        address={address}
        href={recordHref(pathname, rules)}
        action={getPathname({ href: pathname, locale })}
        keep={keep}
        today={place.today}
        maxDays={rules.maxDays}
        periodHeading={texts.centre.period}
        rangeLabel={(range) => texts.centre[`range_${range}`]}
        labels={texts.records}
        types={{ name: 'type', values: rules.filters.type ?? [], ...types }}
      />
      <RecordNotices
        corrections={place.corrections}
        zone={place.zone}
        labels={texts.records}
        localeTag={localeTag}
      />
      {children}
    </>
  )
}
