'use client'

import { transferToUpline, useRequestId } from '@/lib/client/funds'
import { uplineForm } from '@/lib/funds/schemas'
import type { UplineInfo } from '@/lib/funds/types'
import { formatMinor } from '@/lib/money'
import { fill } from '@/lib/ui/fill'
import { CashierActions, PayoutFields } from '../cashier/cashier-fields'
import { passwordAttempts } from '../cashier/cashier-shared'
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
  // The attempts are shown under the password while it is not in error, and on its own line once it is.
  const { placeholders, attempts } = passwordAttempts(info, labels.attemptsLeft, shown, localeTag)
  const [requestId, renewRequestId] = useRequestId()
  const { field, formProps, setValues, status } = useCashierForm({
    initial: { amount: '', paymentPassword: '' },
    schema: uplineForm(info.currency.minorDigits, info.availableMinor),
    labels,
    placeholders,
    clearOnRefusal: ['paymentPassword'],
  })
  const send = async (sent: Record<'amount' | 'paymentPassword', string>) => {
    const done = await transferToUpline({ ...sent, requestId }, { networkErrorMessage: labels.error_network })
    renewRequestId()
    setValues({ amount: '', paymentPassword: '' })
    onDone(fill(labels.uplineDone, { amount: money(done.amountMinor), account: info.upline.account }))
  }

  return (
    <form {...formProps(send)} className={styles.form}>
      <PayoutFields field={field} labels={labels} info={info} shown={shown} attempts={attempts} />
      <CashierActions {...status} text={labels.uplineSubmit} pendingText={labels.saving} icon="transfer" />
    </form>
  )
}
