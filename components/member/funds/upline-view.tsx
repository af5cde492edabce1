'use client'

import { useState } from 'react'
import { paymentPasswordSet, useUplineInfo } from '@/lib/client/funds'
import { formatMinor } from '@/lib/money'
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
            <div>
              <dt>{labels.uplineAccount}</dt>
              <dd data-testid="upline-account">{info.upline.account}</dd>
            </div>
            <div>
              <dt>{labels.available}</dt>
              <dd className={memberStyles.amount} data-testid="upline-available">
                {formatMinor(info.availableMinor, info.currency, localeTag)}
              </dd>
            </div>
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
