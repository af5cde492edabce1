import { ProfitChart } from '@/components/charts/member-charts'
import { labelsOf } from '@/components/shell/labels'
import type { CentrePageProps } from '@/components/centre/centre'
import { firstOf, pageOf } from '@/components/ui/record-filters'
import { getPathname } from '@/i18n/navigation'
import { PROFIT_PERIODS } from '@/lib/funds/periods'
import { BonusRecord } from './bonus-record'
import type { FundsLabels } from './funds-labels'
import { PROFIT_PATH, ProfitPeriodPicker } from './profit-period'
import { ProfitView } from './profit-view'
import { UplineView } from './upline-view'
import { WalletsView } from './wallets-view'

// The member centre's money pages: my wallet (transferFund), transfer to upline (transferUpline),
// personal profit and loss (personalProfit) and bonus details (bonusDetails). The server sends each
// island its texts; the islands read their data through the BFF, with their loading and empty states.

async function fundsLabels(): Promise<FundsLabels> {
  const [cashier, funds] = await Promise.all([labelsOf('Cashier'), labelsOf('Funds')])
  return { ...cashier, ...funds }
}

export async function TransferFundPage({ localeTag }: CentrePageProps) {
  return <WalletsView labels={await fundsLabels()} localeTag={localeTag} />
}

export async function TransferUplinePage({ localeTag }: CentrePageProps) {
  return <UplineView labels={await fundsLabels()} localeTag={localeTag} />
}

export async function PersonalProfitPage({ ctx, locale, localeTag, query }: CentrePageProps) {
  const [labels, categories] = await Promise.all([fundsLabels(), labelsOf('Categories')])
  const given = firstOf(query.period)
  const period = PROFIT_PERIODS.find((value) => value === given) ?? 'today'
  // The chosen period, as the picker shows it and the view reads it.
  const chosen = { labels, period, first: firstOf(query.first) ?? '', last: firstOf(query.last) ?? '' }
  return (
    <>
      <ProfitPeriodPicker {...chosen} action={getPathname({ href: PROFIT_PATH, locale })} />
      <ProfitView {...chosen} localeTag={localeTag} categories={categories} />
      <ProfitChart ctx={ctx} localeTag={localeTag} period={period} first={chosen.first} last={chosen.last} />
    </>
  )
}

export async function BonusDetailsPage({ localeTag, query }: CentrePageProps) {
  const [labels, pager] = await Promise.all([fundsLabels(), labelsOf('Pager')])
  return <BonusRecord labels={labels} localeTag={localeTag} pagerLabels={pager} page={pageOf(query.page)} />
}
