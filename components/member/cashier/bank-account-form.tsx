'use client'

import { useId } from 'react'
import { SelectField } from '@/components/ui/form'
import { addBankAccount } from '@/lib/client/wallet'
import type { WithdrawInfo } from '@/lib/member/cashier'
import { BankAccountInput } from '@/lib/schemas/wallet'
import memberStyles from '../member-centre.module.css'
import { CashierActions, CashierField, CashierPassword } from './cashier-fields'
import type { CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'
import { useCashierForm } from './use-cashier-form'

// A bank account to withdraw to, confirmed with the payment password; shown masked once saved.
export function BankAccountForm({
  info,
  labels,
  onDone,
  onClose,
}: {
  info: WithdrawInfo
  labels: CashierLabels
  onDone: () => void
  onClose?: () => void
}) {
  const titleId = useId()
  const { errors, failure, formRef, pending, set, submit, values } = useCashierForm({
    initial: { bankCode: '', accountNumber: '', holderName: '', paymentPassword: '' },
    schema: BankAccountInput,
    labels,
    placeholders: () => ({ max: info.maxBankAccounts }),
  })
  const send = async (input: BankAccountInput) => {
    await addBankAccount(input, { networkErrorMessage: labels.error_network })
    onDone()
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit(send)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} style={{ margin: 0 }}>
        {labels.addBankAccount}
      </h3>
      {info.bankAccounts.length === 0 && <p className={memberStyles.muted}>{labels.noBankAccounts}</p>}
      <SelectField
        name="bankCode"
        label={labels.bank}
        prompt={labels.chooseBank}
        options={info.banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        error={errors.bankCode}
        announce
        value={values.bankCode}
        onChange={set('bankCode')}
      />
      <CashierField
        name="accountNumber"
        label={labels.accountNumber}
        hint={labels.accountNumberHint}
        error={errors.accountNumber}
        inputMode="numeric"
        maxLength={30}
        value={values.accountNumber}
        onChange={set('accountNumber')}
      />
      <CashierField
        name="holderName"
        label={labels.holderName}
        hint={labels.holderNameHint}
        error={errors.holderName}
        autoComplete="name"
        maxLength={60}
        value={values.holderName}
        onChange={set('holderName')}
      />
      <CashierPassword
        name="paymentPassword"
        label={labels.paymentPassword}
        error={errors.paymentPassword}
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
      />
      <CashierActions
        failure={failure}
        pending={pending}
        text={labels.saveBankAccount}
        pendingText={labels.saving}
      >
        {onClose && (
          <button type="button" className={memberStyles.secondary} onClick={onClose}>
            {labels.close}
          </button>
        )}
      </CashierActions>
    </form>
  )
}
