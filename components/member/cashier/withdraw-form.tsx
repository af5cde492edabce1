'use client'

import { fill } from '@/components/shell/fill'
import { Icon } from '@/components/shell/icon'
import { isApiError } from '@/lib/api-client'
import { withdraw } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/games/money'
import type { WithdrawInfo, WithdrawOrder } from '@/lib/member/cashier'
import { withdrawForm } from '@/lib/schemas/wallet'
import { CashierInput, CashierPassword, CashierSelect, SubmitRow } from './cashier-fields'
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
    digits: info.currency.minorDigits,
    count: info.attemptsLeft ?? 0,
  }
  const { formRef, values, set, errors, busy, onSubmit } = useCashierForm({
    schema: withdrawForm({
      minorDigits: info.currency.minorDigits,
      minMinor: info.minMinor,
      maxMinor: info.maxMinor,
      availableMinor: info.withdrawableMinor,
    }),
    initial: { amount: '', bankAccountId: String(info.bankAccounts[0]?.id ?? ''), paymentPassword: '' },
    labels,
    placeholders: (refusal) => ({
      ...shown,
      time: lockedUntilText(isApiError(refusal) ? refusal.retryAfterSeconds : null, localeTag),
    }),
    send: async (input) => {
      onDone(await withdraw(input, { networkErrorMessage: labels.error_network }))
    },
    afterSuccess: (current) => ({ ...current, amount: '', paymentPassword: '' }),
    afterRefusal: (current) => ({ ...current, paymentPassword: '' }),
  })

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <CashierSelect
        name="bankAccountId"
        label={labels.toAccount}
        error={errors.bankAccountId}
        value={values.bankAccountId}
        onChange={set('bankAccountId')}
        options={info.bankAccounts.map((account) => ({
          value: String(account.id),
          text: `${account.bankName} ${account.accountMasked} · ${account.holderName}`,
        }))}
      />
      <CashierInput
        name="amount"
        label={fill(labels.amountIn, { currency: info.currency.code })}
        hint={fill(labels.amountHint, shown)}
        error={errors.amount}
        inputMode="decimal"
        value={values.amount}
        onChange={set('amount')}
      />
      <CashierPassword
        name="paymentPassword"
        label={labels.paymentPassword}
        hint={
          info.attemptsLeft !== null && info.attemptsLeft < 5 && !info.lockedUntil
            ? fill(labels.attemptsLeft, shown)
            : undefined
        }
        error={errors.paymentPassword}
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
      />
      <SubmitRow
        error={errors._}
        busy={busy}
        text={labels.withdrawSubmit}
        busyText={labels.saving}
        icon={<Icon name="withdraw" size={18} />}
      />
    </form>
  )
}
