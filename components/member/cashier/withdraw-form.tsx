'use client'

import { SelectField } from '@/components/ui/form'
import { withdraw } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/money'
import type { WithdrawInfo, WithdrawOrder } from '@/lib/member/cashier'
import { withdrawForm } from '@/lib/schemas/wallet'
import { CashierActions, PayoutFields } from './cashier-fields'
import { passwordAttempts, type CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'
import { useCashierForm } from './use-cashier-form'

// Amount and payment password, to one of the player's bank accounts. A wrong payment password is typed
// again, with the attempts left before withdrawals lock.
export function WithdrawForm({
  info,
  labels,
  localeTag,
  onDone,
  onRefused,
}: {
  info: WithdrawInfo
  labels: CashierLabels
  localeTag: string
  onDone: (order: WithdrawOrder) => void
  // A refusal may have used up a password attempt, or locked withdrawals.
  onRefused: () => void
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
  // The attempts are shown under the password while it is not in error, and on its own line once it is.
  const { placeholders, attempts } = passwordAttempts(info, labels.attemptsLeft, shown, localeTag)
  const { field, formProps, setValues, status } = useCashierForm({
    initial: { bankAccountId: String(info.bankAccounts[0]?.id ?? ''), amount: '', paymentPassword: '' },
    schema: withdrawForm({
      minorDigits: info.currency.minorDigits,
      minMinor: info.minMinor,
      maxMinor: info.maxMinor,
      // Bonus money is the platform's to refuse, with the turnover still to bet.
      availableMinor: info.withdrawableMinor + info.lockedBonusMinor,
    }),
    labels,
    placeholders,
    clearOnRefusal: ['paymentPassword'],
  })
  const send = async (sent: Record<'bankAccountId' | 'amount' | 'paymentPassword', string>) => {
    const order = await withdraw(
      { ...sent, bankAccountId: Number(sent.bankAccountId) },
      { networkErrorMessage: labels.error_network },
    ).catch((error: unknown) => {
      onRefused()
      throw error
    })
    setValues({ ...sent, amount: '', paymentPassword: '' })
    onDone(order)
  }

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
      <PayoutFields field={field} labels={labels} info={info} shown={shown} attempts={attempts} />
      <CashierActions {...status} text={labels.withdrawSubmit} pendingText={labels.saving} icon="withdraw" />
    </form>
  )
}
