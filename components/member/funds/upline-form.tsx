'use client'

import { isApiError } from '@/lib/api-client'
import { transferToUpline, useRequestId } from '@/lib/client/funds'
import { uplineForm } from '@/lib/funds/schemas'
import type { UplineInfo } from '@/lib/funds/types'
import { formatMinor } from '@/lib/money'
import { fill } from '@/lib/ui/fill'
import { CashierActions, CashierField, CashierPassword } from '../cashier/cashier-fields'
import { lockedUntilText } from '../cashier/cashier-shared'
import styles from '../cashier/cashier.module.css'
import { useCashierForm } from '../cashier/use-cashier-form'
import type { FundsProps } from './funds-labels'

// Amount and payment password. A wrong password is typed again, with the attempts left before the lock
// that transfers and withdrawals share.
export function UplineForm({
  info,
  labels,
  localeTag,
  onDone,
}: FundsProps & { info: UplineInfo; onDone: (notice: string) => void }) {
  const money = (minor: number) => formatMinor(minor, info.currency, localeTag)
  const shown = {
    balance: money(info.availableMinor),
    digits: info.currency.minorDigits,
    count: info.attemptsLeft ?? 0,
  }
  const [requestId, renewRequestId] = useRequestId()
  const { errors, field, formProps, setValues, status } = useCashierForm({
    initial: { amount: '', paymentPassword: '' },
    schema: uplineForm(info.currency.minorDigits, info.availableMinor),
    labels,
    placeholders: (_, refusal) => ({
      ...shown,
      time: lockedUntilText(isApiError(refusal) ? refusal.retryAfterSeconds : null, localeTag),
    }),
    clearOnRefusal: ['paymentPassword'],
  })
  const send = async (sent: Record<'amount' | 'paymentPassword', string>) => {
    const done = await transferToUpline({ ...sent, requestId }, { networkErrorMessage: labels.error_network })
    renewRequestId()
    setValues({ amount: '', paymentPassword: '' })
    onDone(fill(labels.uplineDone, { amount: money(done.amountMinor), account: info.upline.account }))
  }
  const attempts =
    info.attemptsLeft !== null && info.attemptsLeft < 5 && !info.lockedUntil
      ? fill(labels.attemptsLeft, shown)
      : undefined

  return (
    <form {...formProps(send)} className={styles.form}>
      <CashierField
        {...field('amount')}
        label={fill(labels.amountIn, { currency: info.currency.code })}
        hint={fill(labels.amountHint, shown)}
        inputMode="decimal"
      />
      <CashierPassword {...field('paymentPassword')} label={labels.paymentPassword} hint={attempts} />
      {attempts && errors.paymentPassword && <p className={styles.hint}>{attempts}</p>}
      <CashierActions {...status} text={labels.uplineSubmit} pendingText={labels.saving} icon="transfer" />
    </form>
  )
}
