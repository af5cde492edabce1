import 'server-only'
import { getTranslations } from 'next-intl/server'
import { AccountRecordPage } from '@/components/member/account-record'
import { BettingRecordPage } from '@/components/member/betting-record'
import { DepositPage, WithdrawPage } from '@/components/member/cashier/cashier-pages'
import {
  BonusDetailsPage,
  PersonalProfitPage,
  TransferFundPage,
  TransferUplinePage,
} from '@/components/member/funds/funds-pages'
import { InboxPage } from '@/components/member/inbox'
import { MissionsPage, RewardCenterPage } from '@/components/member/rewards/rewards-pages'
import { ReferralPage } from '@/components/member/referral/referral-page'
import { SecurityCenter } from '@/components/member/security-center'
import { ProtectionPage } from '@/components/protection/protection-page'
import { FeedbackPage } from '@/components/support/feedback-page'
import type { Centre } from '@/components/centre/centre'
import { Link } from '@/i18n/navigation'
import { memberCentreAccess } from '@/lib/member/access'
import { myAccountData } from '@/lib/member/profile-data'
import {
  DEFAULT_MEMBER_PAGE,
  MEMBER_PAGES,
  REMEMBERED_PAGE_COOKIE,
  type MemberPageSlug,
} from '@/lib/member/pages'
import styles from './member-centre.module.css'

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
    transactionHistory: (props) => <AccountRecordPage {...props} />,
    personalHistoryCopy: (props) => <BettingRecordPage {...props} />,
    messageV2: (props) => <InboxPage {...props} />,
  },
}
