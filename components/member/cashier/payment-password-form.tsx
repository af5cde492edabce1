'use client'

import { useId } from 'react'
import { setPaymentPassword } from '@/lib/client/wallet'
import { PaymentPasswordInput } from '@/lib/schemas/wallet'
import memberStyles from '../member-centre.module.css'
import { CashierActions, CashierPassword } from './cashier-fields'
import type { CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'
import { useCashierForm } from './use-cashier-form'

// The first payment password, confirmed with the login password; withdrawals and new bank accounts ask
// for it.
export function PaymentPasswordForm({ labels, onDone }: { labels: CashierLabels; onDone: () => void }) {
  const titleId = useId()
  const { errors, failure, formRef, pending, set, submit, values } = useCashierForm({
    initial: { paymentPassword: '', confirmPaymentPassword: '', password: '' },
    schema: PaymentPasswordInput,
    labels,
  })
  const send = async (input: PaymentPasswordInput) => {
    await setPaymentPassword(input, { networkErrorMessage: labels.error_network })
    onDone()
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit(send)} noValidate aria-labelledby={titleId}>
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
      <CashierActions
        failure={failure}
        pending={pending}
        text={labels.savePassword}
        pendingText={labels.saving}
      />
    </form>
  )
}
