import { fill } from '@/lib/ui/fill'
import { formatMinor } from '@/lib/money'
import type { OrderPage, WithdrawInfo, WithdrawOrder } from '@/lib/member/cashier'
import { Fact } from '../fact'
import memberStyles from '../member-centre.module.css'
import { ReadCard } from '../read-card'
import { IdentityGate } from '../identity/identity-gate'
import type { IdentityLabels } from '../identity/identity-upload'
import { BankAccounts } from './bank-accounts'
import type { CashierLabels } from './cashier-text'
import { RecentWithdrawals } from './recent-withdrawals'
import { WithdrawArea, WithdrawNotices, WithdrawStep } from './withdraw-area'

const PATH = { pathname: '/member/withdraw', query: {} }

// Withdrawal: the withdrawable balance; a payment password first when the member has none; a bank
// account to withdraw to; then amount and payment password. The amount leaves the balance at once and
// the order is reviewed (the page states the merchant's rule): paid automatically below the review limit,
// otherwise decided by a person; where the operator allows it, a pending one can be taken back. `info`
// and `recent` were read on the server (undefined when that failed); each step reads the page again.
export function WithdrawView({
  labels,
  localeTag,
  identityLabels,
  info,
  recent,
}: {
  labels: CashierLabels
  localeTag: string
  identityLabels: IdentityLabels
  info?: WithdrawInfo
  recent?: OrderPage<WithdrawOrder>
}) {
  const money = (minor: number) => (info ? formatMinor(minor, info.currency, localeTag) : '')
  // Where the operator asks for it, no money leaves before the member's identity is verified.
  const unverified = info?.identity?.required && info.identity.status !== 'verified'

  return (
    <WithdrawArea labels={labels} localeTag={localeTag}>
      <ReadCard
        id="withdraw-heading"
        title={labels.withdrawHeading}
        data={info ?? null}
        labels={labels}
        retry={PATH}
      >
        {(info) => (
          <>
            <dl className={memberStyles.facts}>
              <Fact term={labels.withdrawable} testId="withdrawable" amount>
                {money(info.withdrawableMinor)}
              </Fact>
              {info.lockedBonusMinor > 0 && (
                <>
                  <Fact term={labels.bonusLocked} testId="bonus-locked">
                    {money(info.lockedBonusMinor)}
                  </Fact>
                  <Fact term={labels.turnoverLeft} testId="turnover-left">
                    {money(info.turnoverLeftMinor)}
                  </Fact>
                </>
              )}
            </dl>
            <WithdrawNotices info={info} labels={labels} localeTag={localeTag} />
            {info.review && (
              <p className={memberStyles.muted} data-testid="withdraw-review">
                {fill(labels.withdrawReviewNote, {
                  amount: money(info.review.autoPayBelowMinor),
                  minutes: String(info.review.delayMinutes),
                })}
              </p>
            )}
            {unverified && info.identity ? (
              <IdentityGate status={info.identity.status} labels={identityLabels} />
            ) : (
              <WithdrawStep info={info} labels={labels} localeTag={localeTag} />
            )}
          </>
        )}
      </ReadCard>
      {info && !unverified && info.hasPaymentPassword && info.bankAccounts.length > 0 && (
        <BankAccounts info={info} labels={labels} localeTag={localeTag} />
      )}
      <RecentWithdrawals
        labels={labels}
        localeTag={localeTag}
        list={recent}
        canCancel={info?.canCancel ?? false}
      />
    </WithdrawArea>
  )
}
