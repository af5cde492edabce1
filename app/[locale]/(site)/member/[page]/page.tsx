import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AccountRecord } from '@/components/member/account-record'
import { BettingRecord } from '@/components/member/betting-record'
import { DepositPage, WithdrawPage } from '@/components/member/cashier/cashier-pages'
import { Inbox } from '@/components/member/inbox'
import type { RecordState } from '@/components/member/record-controls'
import { SecurityCenter } from '@/components/member/security-center'
import { labelsOf } from '@/components/shell/labels'
import { localeTags } from '@/i18n/locales'
import { DEFAULT_FEATURES } from '@/lib/features'
import { memberCentreAccess } from '@/lib/member/access'
import { isMemberPage, memberPagesFor, type MemberPageSlug } from '@/lib/member/pages'
import { isRange } from '@/lib/member/ranges'
import { BET_FILTERS, TRANSACTION_FILTERS } from '@/lib/member/schemas'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { pageMetadata } from '@/lib/seo'
import { getSiteStatus } from '@/lib/upstream/catalogue'

type Props = PageProps<'/[locale]/member/[page]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params)
  const { page } = await params
  const [t, ctx] = await Promise.all([getTranslations({ locale, namespace: 'MemberCentre' }), pageContext()])
  const name = isMemberPage(page) ? t(`page_${page}`) : t('title')
  return pageMetadata({
    locale,
    path: `/member/${page}`,
    title: t('pageTitle', { page: name, brand: ctx.tenant.brandName }),
    description: t('title'),
    index: false,
  })
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function pageNumber(value: string | string[] | undefined): number {
  const n = Number(one(value))
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

function recordState<T extends string>(
  query: Record<string, string | string[] | undefined>,
  types: readonly T[],
): RecordState<T> {
  const range = one(query.range)
  const type = one(query.type)
  return {
    range: isRange(range) ? range : '7d',
    type: types.find((t) => t === type) ?? ('all' as T),
    page: pageNumber(query.page),
  }
}

// One page of the member centre; the overlay around it is the layout.
export default async function MemberCentrePage({ params, searchParams }: Props) {
  const locale = await enterLocale(params)
  const [{ page }, query] = await Promise.all([params, searchParams])
  if (!isMemberPage(page)) notFound()
  const { ctx, trial } = await memberCentreAccess(locale, `/member/${page}`)
  // The layout shows trial accounts the real-account notice; nothing of theirs is read here.
  if (trial) return null
  const status = await getSiteStatus(ctx).catch(() => null)
  if (!memberPagesFor(status?.features ?? DEFAULT_FEATURES).some((p) => p.slug === page)) notFound()
  const localeTag = localeTags[locale]
  const slug: MemberPageSlug = page

  switch (slug) {
    case 'securityCenter':
      return <SecurityCenter ctx={ctx} locale={locale} />
    case 'depositv2':
      return <DepositPage ctx={ctx} locale={locale} />
    case 'withdraw':
      return <WithdrawPage ctx={ctx} locale={locale} />
    case 'transactionHistory': {
      const [labels, pager] = await Promise.all([labelsOf('MemberCentre'), labelsOf('Pager')])
      return (
        <AccountRecord
          state={recordState(query, TRANSACTION_FILTERS)}
          localeTag={localeTag}
          labels={labels}
          pagerLabels={pager}
        />
      )
    }
    case 'personalHistoryCopy': {
      const [labels, pager, categories] = await Promise.all([
        labelsOf('MemberCentre'),
        labelsOf('Pager'),
        labelsOf('Categories'),
      ])
      return (
        <BettingRecord
          state={recordState(query, BET_FILTERS)}
          localeTag={localeTag}
          labels={labels}
          categories={categories}
          pagerLabels={pager}
        />
      )
    }
    case 'messageV2': {
      const [labels, pager] = await Promise.all([labelsOf('MemberCentre'), labelsOf('Pager')])
      return <Inbox page={pageNumber(query.page)} localeTag={localeTag} labels={labels} pagerLabels={pager} />
    }
    default:
      notFound()
  }
}
