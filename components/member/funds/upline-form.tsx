'use client'

import { useState } from 'react'
import { useRouter } from '@/i18n/navigation'
import { transferToUpline, useRequestId } from '@/lib/client/funds'
import { uplineForm } from '@/lib/funds/schemas'
import type { UplineInfo } from '@/lib/funds/types'
import { formatMinor } from '@/lib/money'
import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
import { CashierActions, PayoutFields } from '../cashier/cashier-fields'
import { PayoutNotices, passwordAttempts } from '../cashier/cashier-shared'
import styles from '../cashier/cashier.module.css'
import { PaymentPasswordForm } from '../cashier/payment-password-form'
import { useCashierForm } from '../cashier/use-cashier-form'
import type { FundsProps } from './funds-labels'

// A payment password first when the member has none (the same one, and the same lock, as withdrawals);
// then amount and payment password. A wrong password is typed again, with the attempts left before the
// lock that transfers and withdrawals share. Each outcome reads the page's figures again.
export function UplineForm({ info, labels, localeTag }: FundsProps & { info: UplineInfo }) {
  const router = useRouter()
  const [notice, setNotice] = useState<string | null>(null)
  const done = (text: string) => {
    setNotice(text)
    router.refresh()
  }
  return (
    <>
      <PayoutNotices notice={notice} info={info} labels={labels} localeTag={localeTag} />
      {info.hasPaymentPassword ? (
        <>
          <p className={memberStyles.muted}>{labels.uplineIntro}</p>
          <AmountForm info={info} labels={labels} localeTag={localeTag} onDone={done} />
        </>
      ) : (
        <PaymentPasswordForm labels={labels} onDone={() => done(labels.passwordSaved)} />
      )}
    </>
  )
}

function AmountForm({
  info,
  labels,
  localeTag,
  onDone,
}: FundsProps & { info: UplineInfo; onDone: (notice: string) => void }) {
  const router = useRouter()
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
    try {
      const done = await transferToUpline(
        { ...sent, requestId },
        { networkErrorMessage: labels.error_network },
      )
      renewRequestId()
      setValues({ amount: '', paymentPassword: '' })
      onDone(fill(labels.uplineDone, { amount: money(done.amountMinor), account: info.upline.account }))
    } catch (error) {
      // A wrong payment password used up an attempt, or locked it: the page's figures say so.
      router.refresh()
      throw error
    }
  }

  return (
    <form {...formProps(send)} className={styles.form}>
      <PayoutFields field={field} labels={labels} info={info} shown={shown} attempts={attempts} />
      <CashierActions {...status} text={labels.uplineSubmit} pendingText={labels.saving} icon="transfer" />
    </form>
  )
}
