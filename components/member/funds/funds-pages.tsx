import { ProfitChart } from '@/components/charts/member-charts'
import { labelsOf } from '@/components/shell/labels'
import type { CentrePageProps } from '@/components/centre/centre'
import { firstOf } from '@/components/ui/record-filters'
import { getPathname } from '@/i18n/navigation'
import { profitOfPeriod, readBonuses, readUpline, readWallets } from '@/lib/funds/data'
import { PROFIT_PERIODS } from '@/lib/funds/periods'
import { RecordNotices } from '@/components/ui/record-filters'
import { readPaged } from '../paged-card'
import { BonusRecord } from './bonus-record'
import type { FundsLabels } from './funds-labels'
import { PROFIT_PATH, ProfitPeriodPicker } from './profit-period'
import { ProfitView } from './profit-view'
import { UplineView } from './upline-view'
import { WalletsView } from './wallets-view'

// The member centre's money pages: my wallet (transferFund), transfer to upline (transferUpline),
// personal profit and loss (personalProfit) and bonus details (bonusDetails). The server reads each page's
// data and texts; the forms are the only parts that run in the browser.

async function fundsLabels(): Promise<FundsLabels> {
  const [cashier, funds] = await Promise.all([labelsOf('Cashier'), labelsOf('Funds')])
  return { ...cashier, ...funds }
}

export async function TransferFundPage({ ctx, localeTag }: CentrePageProps) {
  const [labels, wallets] = await Promise.all([fundsLabels(), readWallets(ctx)])
  return <WalletsView labels={labels} localeTag={localeTag} wallets={wallets} />
}

export async function TransferUplinePage({ ctx, localeTag }: CentrePageProps) {
  const [labels, info] = await Promise.all([fundsLabels(), readUpline(ctx)])
  return <UplineView labels={labels} localeTag={localeTag} info={info} />
}

export async function PersonalProfitPage({ ctx, locale, localeTag, query }: CentrePageProps) {
  const given = firstOf(query.period)
  const period = PROFIT_PERIODS.find((value) => value === given) ?? 'today'
  // The chosen period, as the picker shows it and the view reads it.
  const custom = {
    first: (firstOf(query.first) ?? '').slice(0, 10),
    last: (firstOf(query.last) ?? '').slice(0, 10),
  }
  const [labels, categories, records, { zone, unchosen, problem, profit }] = await Promise.all([
    fundsLabels(),
    labelsOf('Categories'),
    labelsOf('Records'),
    profitOfPeriod(ctx, period, custom),
  ])
  const retry = { pathname: PROFIT_PATH, query: period === 'custom' ? { period, ...custom } : { period } }
  return (
    <>
      <ProfitPeriodPicker
        labels={labels}
        period={period}
        {...custom}
        action={getPathname({ href: PROFIT_PATH, locale })}
      />
      <RecordNotices corrections={[]} zone={zone} labels={records} localeTag={localeTag} />
      <ProfitView
        labels={labels}
        localeTag={localeTag}
        categories={categories}
        profit={profit}
        problem={problem}
        unchosen={unchosen}
        retry={retry}
      />
      <ProfitChart ctx={ctx} localeTag={localeTag} period={period} first={custom.first} last={custom.last} />
    </>
  )
}

export async function BonusDetailsPage({ ctx, localeTag, query }: CentrePageProps) {
  const [labels, read] = await Promise.all([
    fundsLabels(),
    readPaged(ctx, query, (page) => readBonuses(ctx, page)),
  ])
  return <BonusRecord labels={labels} localeTag={localeTag} read={read} />
}
