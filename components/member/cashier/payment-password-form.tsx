'use client'

import { useId } from 'react'
import { setPaymentPassword } from '@/lib/client/wallet'
import { PaymentPasswordInput } from '@/lib/schemas/wallet'
import memberStyles from '../member-centre.module.css'
import { CashierPassword, SubmitRow } from './cashier-fields'
import type { CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'
import { useCashierForm } from './use-cashier-form'

// The first payment password, confirmed with the login password; withdrawals and new bank accounts ask
// for it.
export function PaymentPasswordForm({ labels, onDone }: { labels: CashierLabels; onDone: () => void }) {
  const titleId = useId()
  const { formRef, values, set, errors, busy, onSubmit } = useCashierForm({
    schema: PaymentPasswordInput,
    initial: { paymentPassword: '', confirmPaymentPassword: '', password: '' },
    labels,
    send: async (input) => {
      await setPaymentPassword(input, { networkErrorMessage: labels.error_network })
      onDone()
    },
  })

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} style={{ margin: 0 }}>
        {labels.setPasswordHeading}
      </h3>
      <p className={memberStyles.muted}>{labels.setPasswordIntro}</p>
      <CashierPassword
        name="paymentPassword"
        label={labels.paymentPassword}
        hint={labels.paymentPasswordHint}
        error={errors.paymentPassword}
        autoComplete="new-password"
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
      />
      <CashierPassword
        name="confirmPaymentPassword"
        label={labels.confirmPaymentPassword}
        error={errors.confirmPaymentPassword}
        autoComplete="new-password"
        value={values.confirmPaymentPassword}
        onChange={set('confirmPaymentPassword')}
      />
      <CashierPassword
        name="password"
        label={labels.loginPassword}
        hint={labels.loginPasswordHint}
        error={errors.password}
        autoComplete="current-password"
        digits={false}
        value={values.password}
        onChange={set('password')}
      />
      <SubmitRow error={errors._} busy={busy} text={labels.savePassword} busyText={labels.saving} />
    </form>
  )
}
