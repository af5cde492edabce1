'use client'

import { useState } from 'react'
import { fill } from '@/lib/ui/fill'
import { useWithdrawInfo } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/money'
import type { OrderPage, WithdrawInfo, WithdrawOrder } from '@/lib/member/cashier'
import { Fact } from '../fact'
import memberStyles from '../member-centre.module.css'
import { BankAccountForm } from './bank-account-form'
import { BankAccounts } from './bank-accounts'
import { IdentityGate } from '../identity/identity-gate'
import type { IdentityLabels } from '../identity/identity-upload'
import { CashierCard, PayoutNotices, type CashierProps } from './cashier-shared'
import { PaymentPasswordForm } from './payment-password-form'
import { RecentWithdrawals } from './recent-withdrawals'
import { WithdrawForm } from './withdraw-form'

// Withdrawal: the withdrawable balance; a payment password first when the member has none; a bank
// account to withdraw to; then amount and payment password. The amount leaves the balance at once and
// the order is reviewed (the page states the merchant's rule): paid automatically below the review limit,
// otherwise decided by a person; where the operator allows it, a pending one can be taken back. `info`
// and `recent` were read on the server (undefined when that failed).
export function WithdrawView({
  labels,
  localeTag,
  identityLabels,
  info: initial,
  recent,
}: CashierProps & {
  identityLabels: IdentityLabels
  info?: WithdrawInfo
  recent?: OrderPage<WithdrawOrder>
}) {
  const read = useWithdrawInfo(initial)
  const info = read.data
  const [notice, setNotice] = useState<string | null>(null)
  const money = (minor: number) => (info ? formatMinor(minor, info.currency, localeTag) : '')
  // Where the operator asks for it, no money leaves before the member's identity is verified.
  const unverified = info?.identity?.required && info.identity.status !== 'verified'

  return (
    <>
      <CashierCard id="withdraw-heading" title={labels.withdrawHeading} labels={labels} read={read}>
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
            <PayoutNotices notice={notice} info={info} labels={labels} localeTag={localeTag} />
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
            ) : !info.hasPaymentPassword ? (
              <PaymentPasswordForm labels={labels} onDone={() => setNotice(labels.passwordSaved)} />
            ) : info.bankAccounts.length === 0 ? (
              <BankAccountForm info={info} labels={labels} onDone={() => setNotice(labels.bankAdded)} />
            ) : (
              <WithdrawForm
                info={info}
                labels={labels}
                localeTag={localeTag}
                onDone={(order) =>
                  setNotice(fill(labels.withdrawSubmitted, { amount: money(order.amountMinor) }))
                }
              />
            )}
          </>
        )}
      </CashierCard>
      {info && !unverified && info.hasPaymentPassword && info.bankAccounts.length > 0 && (
        <BankAccounts
          info={info}
          labels={labels}
          localeTag={localeTag}
          onAdded={() => setNotice(labels.bankAdded)}
        />
      )}
      <RecentWithdrawals
        labels={labels}
        localeTag={localeTag}
        initial={recent}
        canCancel={info?.canCancel ?? false}
        onChange={setNotice}
      />
    </>
  )
}
