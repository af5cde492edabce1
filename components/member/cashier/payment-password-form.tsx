'use client'

import { setPaymentPassword } from '@/lib/client/wallet'
import { PaymentPasswordInput } from '@/lib/schemas/wallet'
import { CashierActions, CashierPassword, TitledForm } from './cashier-fields'
import type { CashierLabels } from './cashier-shared'
import { useCashierForm } from './use-cashier-form'

// The first payment password, confirmed with the login password; withdrawals and new bank accounts ask
// for it.
export function PaymentPasswordForm({ labels, onDone }: { labels: CashierLabels; onDone: () => void }) {
  const { field, formProps, status } = useCashierForm({
    initial: { paymentPassword: '', confirmPaymentPassword: '', password: '' },
    schema: PaymentPasswordInput,
    labels,
  })
  const send = async (input: PaymentPasswordInput) => {
    await setPaymentPassword(input, { networkErrorMessage: labels.error_network })
    onDone()
  }

  return (
    <TitledForm title={labels.setPasswordHeading} intro={labels.setPasswordIntro} formProps={formProps(send)}>
      <CashierPassword
        {...field('paymentPassword')}
        label={labels.paymentPassword}
        hint={labels.paymentPasswordHint}
        autoComplete="new-password"
      />
      <CashierPassword
        {...field('confirmPaymentPassword')}
        label={labels.confirmPaymentPassword}
        autoComplete="new-password"
      />
      <CashierPassword
        {...field('password')}
        label={labels.loginPassword}
        hint={labels.loginPasswordHint}
        autoComplete="current-password"
        digits={false}
      />
      <CashierActions {...status} text={labels.savePassword} pendingText={labels.saving} />
    </TitledForm>
  )
}
