import 'server-only'
import type { Messages } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { AccountRecord, ACCOUNT_RECORD_PATH } from '@/components/member/account-record'
import { BettingRecord, BETTING_RECORD_PATH } from '@/components/member/betting-record'
import { BalanceChart } from '@/components/charts/member-charts'
import { DepositPage, WithdrawPage } from '@/components/member/cashier/cashier-pages'
import {
  BonusDetailsPage,
  PersonalProfitPage,
  TransferFundPage,
  TransferUplinePage,
} from '@/components/member/funds/funds-pages'
import { Inbox } from '@/components/member/inbox'
import { MissionsPage, RewardCenterPage } from '@/components/member/rewards/rewards-pages'
import { ReferralPage } from '@/components/member/referral/referral-page'
import { SecurityCenter } from '@/components/member/security-center'
import { ProtectionPage } from '@/components/protection/protection-page'
import { FeedbackPage } from '@/components/support/feedback-page'
import type { Centre } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import {
  RecordFilters,
  pageOf,
  recordHref,
  recordStateOf,
  type RecordState,
} from '@/components/ui/record-filters'
import { Link } from '@/i18n/navigation'
import { memberCentreAccess } from '@/lib/member/access'
import { myAccountData } from '@/lib/member/profile-data'
import { firstRecordPage, readBets, readTransactions } from '@/lib/member/records-data'
import {
  DEFAULT_MEMBER_PAGE,
  MEMBER_PAGES,
  REMEMBERED_PAGE_COOKIE,
  type MemberPageSlug,
} from '@/lib/member/pages'
import { BET_FILTERS, TRANSACTION_FILTERS } from '@/lib/member/schemas'
import styles from './member-centre.module.css'

// A records page's filters: the period, and the types its records come in.
function recordFilters<T extends string>(
  pathname: string,
  state: RecordState<T>,
  labels: Messages['MemberCentre'],
  types: { values: readonly T[]; heading: string; label: (type: T) => string },
) {
  return (
    <RecordFilters
      state={state}
      href={(next) => recordHref(pathname, next)}
      periodHeading={labels.period}
      rangeLabel={(range) => labels[`range_${range}`]}
      types={types}
    />
  )
}

// The member centre (product spec §2): the shared centre shell with the member's pages. Trial accounts get
// the real-account notice instead of the pages.
export const memberCentre: Centre<MemberPageSlug> = {
  base: '/member',
  namespace: 'MemberCentre',
  pages: MEMBER_PAGES,
  defaultPage: DEFAULT_MEMBER_PAGE,
  rememberCookie: REMEMBERED_PAGE_COOKIE,
  access: memberCentreAccess,
  trialNotice: async (features) => {
    const t = await getTranslations('Trial')
    return (
      <div className={styles.notice} role="alert">
        <h2>{t('title')}</h2>
        <p>{t('in_need_true_account')}</p>
        {features.directRegistration && (
          <Link href="/register" className={styles.primary}>
            {t('createAccount')}
          </Link>
        )}
      </div>
    )
  },
  render: {
    securityCenter: async ({ ctx, locale }) => (
      <SecurityCenter {...await myAccountData(ctx)} locale={locale} />
    ),
    depositv2: ({ ctx, locale }) => <DepositPage ctx={ctx} locale={locale} />,
    withdraw: ({ ctx, locale }) => <WithdrawPage ctx={ctx} locale={locale} />,
    transferFund: (props) => <TransferFundPage {...props} />,
    transferUpline: (props) => <TransferUplinePage {...props} />,
    personalProfit: (props) => <PersonalProfitPage {...props} />,
    bonusDetails: (props) => <BonusDetailsPage {...props} />,
    rewardCenter: (props) => <RewardCenterPage {...props} />,
    missionLeaderboard: (props) => <MissionsPage {...props} />,
    referral: (props) => <ReferralPage {...props} />,
    playerProtection: ({ ctx, locale }) => <ProtectionPage ctx={ctx} locale={locale} />,
    feedback: (props) => <FeedbackPage {...props} />,
    transactionHistory: async ({ ctx, localeTag, query }) => {
      const state = recordStateOf(query, TRANSACTION_FILTERS)
      const [labels, pager, first] = await Promise.all([
        labelsOf('MemberCentre'),
        labelsOf('Pager'),
        firstRecordPage(state.range, (from, now) =>
          readTransactions(ctx, { page: state.page, from, type: state.type }, now),
        ),
      ])
      const record = { state, first, localeTag, labels, pagerLabels: pager }
      return (
        <>
          {recordFilters(ACCOUNT_RECORD_PATH, state, labels, {
            values: TRANSACTION_FILTERS,
            heading: labels.typeFilter,
            label: (type) => (type === 'all' ? labels.all : labels[`kind_${type}`]),
          })}
          <AccountRecord {...record} />
          <BalanceChart ctx={ctx} localeTag={localeTag} range={state.range} />
        </>
      )
    },
    personalHistoryCopy: async ({ ctx, localeTag, query }) => {
      const state = recordStateOf(query, BET_FILTERS)
      const [labels, pager, categories, first] = await Promise.all([
        labelsOf('MemberCentre'),
        labelsOf('Pager'),
        labelsOf('Categories'),
        firstRecordPage(state.range, (from, now) =>
          readBets(ctx, { page: state.page, from, type: state.type }, now),
        ),
      ])
      const record = { state, first, localeTag, labels, pagerLabels: pager }
      return (
        <>
          {recordFilters(BETTING_RECORD_PATH, state, labels, {
            values: BET_FILTERS,
            heading: labels.gameFilter,
            label: (type) =>
              type === 'all' ? labels.all : (categories[type as keyof typeof categories] ?? type),
          })}
          <BettingRecord {...record} categories={categories} />
        </>
      )
    },
    messageV2: async ({ localeTag, query }) => {
      const [labels, pager] = await Promise.all([labelsOf('MemberCentre'), labelsOf('Pager')])
      return <Inbox page={pageOf(query.page)} localeTag={localeTag} labels={labels} pagerLabels={pager} />
    },
  },
}
