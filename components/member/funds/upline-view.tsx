'use client'

import { useState } from 'react'
import { paymentPasswordSet, useUplineInfo } from '@/lib/client/funds'
import { formatMinor } from '@/lib/money'
import { Fact } from '../fact'
import memberStyles from '../member-centre.module.css'
import { CashierCard, PayoutNotices } from '../cashier/cashier-shared'
import { PaymentPasswordForm } from '../cashier/payment-password-form'
import type { FundsProps } from './funds-labels'
import { UplineForm } from './upline-form'

// Transfer to upline: the upline's account and what the main wallet holds; a payment password first
// when the member has none (the same one, and the same lock, as withdrawals); then amount and password.
export function UplineView({ labels, localeTag }: FundsProps) {
  const read = useUplineInfo()
  const [notice, setNotice] = useState<string | null>(null)

  return (
    <CashierCard id="upline-heading" title={labels.uplineHeading} labels={labels} read={read}>
      {(info) => (
        <>
          <dl className={memberStyles.facts}>
            <Fact term={labels.uplineAccount} testId="upline-account">
              {info.upline.account}
            </Fact>
            <Fact term={labels.available} testId="upline-available" amount>
              {formatMinor(info.availableMinor, info.currency, localeTag)}
            </Fact>
          </dl>
          <PayoutNotices notice={notice} info={info} labels={labels} localeTag={localeTag} />
          {info.hasPaymentPassword ? (
            <>
              <p className={memberStyles.muted}>{labels.uplineIntro}</p>
              <UplineForm info={info} labels={labels} localeTag={localeTag} onDone={setNotice} />
            </>
          ) : (
            <PaymentPasswordForm
              labels={labels}
              onDone={() => {
                paymentPasswordSet()
                setNotice(labels.passwordSaved)
              }}
            />
          )}
        </>
      )}
    </CashierCard>
  )
}
