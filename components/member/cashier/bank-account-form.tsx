'use client'

import { SelectField } from '@/components/ui/form'
import { addBankAccount } from '@/lib/client/wallet'
import type { WithdrawInfo } from '@/lib/member/cashier'
import { BankAccountInput } from '@/lib/schemas/wallet'
import memberStyles from '../member-centre.module.css'
import { CashierActions, CashierField, CashierPassword, TitledForm } from './cashier-fields'
import type { CashierLabels } from './cashier-shared'
import { useCashierForm } from './use-cashier-form'

// A bank account to withdraw to, confirmed with the payment password; shown masked once saved.
export function BankAccountForm({
  info,
  labels,
  onDone,
  onRefused,
  onClose,
}: {
  info: WithdrawInfo
  labels: CashierLabels
  onDone: () => void
  // A refusal may have used up a payment password attempt.
  onRefused: () => void
  onClose?: () => void
}) {
  const { field, formProps, status } = useCashierForm({
    initial: { bankCode: '', accountNumber: '', holderName: '', paymentPassword: '' },
    schema: BankAccountInput,
    labels,
    placeholders: () => ({ max: info.maxBankAccounts }),
  })
  const send = async (input: BankAccountInput) => {
    await addBankAccount(input, { networkErrorMessage: labels.error_network }).catch((error: unknown) => {
      onRefused()
      throw error
    })
    onDone()
  }
  const first = info.bankAccounts.length === 0

  return (
    <TitledForm
      title={labels.addBankAccount}
      intro={first ? labels.noBankAccounts : undefined}
      formProps={formProps(send)}
    >
      <SelectField
        {...field('bankCode')}
        label={labels.bank}
        prompt={labels.chooseBank}
        options={info.banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        announce
      />
      <CashierField
        {...field('accountNumber')}
        label={labels.accountNumber}
        hint={labels.accountNumberHint}
        inputMode="numeric"
        maxLength={30}
      />
      <CashierField
        {...field('holderName')}
        label={labels.holderName}
        hint={labels.holderNameHint}
        autoComplete="name"
        maxLength={60}
      />
      <CashierPassword {...field('paymentPassword')} label={labels.paymentPassword} />
      <CashierActions {...status} text={labels.saveBankAccount} pendingText={labels.saving}>
        {onClose && (
          <button type="button" className={memberStyles.secondary} onClick={onClose}>
            {labels.close}
          </button>
        )}
      </CashierActions>
    </TitledForm>
  )
}
