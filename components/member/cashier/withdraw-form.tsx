'use client'

import { fill } from '@/lib/ui/fill'
import { SelectField } from '@/components/ui/form'
import { isApiError } from '@/lib/api-client'
import { withdraw } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/money'
import type { WithdrawInfo, WithdrawOrder } from '@/lib/member/cashier'
import { withdrawForm } from '@/lib/schemas/wallet'
import { CashierActions, CashierField, CashierPassword } from './cashier-fields'
import { lockedUntilText, type CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'
import { useCashierForm } from './use-cashier-form'

// Amount and payment password, to one of the player's bank accounts. A wrong payment password is typed
// again, with the attempts left before withdrawals lock.
export function WithdrawForm({
  info,
  labels,
  localeTag,
  onDone,
}: {
  info: WithdrawInfo
  labels: CashierLabels
  localeTag: string
  onDone: (order: WithdrawOrder) => void
}) {
  const money = (minor: number) => formatMinor(minor, info.currency, localeTag)
  const shown = {
    min: money(info.minMinor),
    max: money(info.maxMinor),
    balance: money(info.withdrawableMinor),
    turnover: money(info.turnoverLeftMinor),
    digits: info.currency.minorDigits,
    count: info.attemptsLeft ?? 0,
  }
  const { errors, field, formProps, setValues, status } = useCashierForm({
    initial: { bankAccountId: String(info.bankAccounts[0]?.id ?? ''), amount: '', paymentPassword: '' },
    schema: withdrawForm({
      minorDigits: info.currency.minorDigits,
      minMinor: info.minMinor,
      maxMinor: info.maxMinor,
      // Bonus money is the platform's to refuse, with the turnover still to bet.
      availableMinor: info.withdrawableMinor + info.lockedBonusMinor,
    }),
    labels,
    placeholders: (_, refusal) => ({
      ...shown,
      time: lockedUntilText(isApiError(refusal) ? refusal.retryAfterSeconds : null, localeTag),
    }),
    clearOnRefusal: ['paymentPassword'],
  })
  const send = async (sent: Record<'bankAccountId' | 'amount' | 'paymentPassword', string>) => {
    const order = await withdraw(
      { ...sent, bankAccountId: Number(sent.bankAccountId) },
      { networkErrorMessage: labels.error_network },
    )
    setValues({ ...sent, amount: '', paymentPassword: '' })
    onDone(order)
  }
  // Shown under the password while it is not in error, and on its own line once it is.
  const attempts =
    info.attemptsLeft !== null && info.attemptsLeft < 5 && !info.lockedUntil
      ? fill(labels.attemptsLeft, shown)
      : undefined

  return (
    <form {...formProps(send)} className={styles.form}>
      <SelectField
        {...field('bankAccountId')}
        label={labels.toAccount}
        options={info.bankAccounts.map((account) => ({
          value: String(account.id),
          label: `${account.bankName} ${account.accountMasked} · ${account.holderName}`,
        }))}
        announce
      />
      <CashierField
        {...field('amount')}
        label={fill(labels.amountIn, { currency: info.currency.code })}
        hint={fill(labels.amountHint, shown)}
        inputMode="decimal"
      />
      <CashierPassword {...field('paymentPassword')} label={labels.paymentPassword} hint={attempts} />
      {attempts && errors.paymentPassword && <p className={styles.hint}>{attempts}</p>}
      <CashierActions {...status} text={labels.withdrawSubmit} pendingText={labels.saving} icon="withdraw" />
    </form>
  )
}
