'use client'

import { useState } from 'react'
import { fill } from '@/lib/ui/fill'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import type { WithdrawInfo } from '@/lib/member/cashier'
import memberStyles from '../member-centre.module.css'
import { BankAccountForm } from './bank-account-form'
import type { CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'

// The player's bank accounts (masked), and a way to add one while below the tenant's maximum.
export function BankAccounts({
  info,
  labels,
  localeTag,
  onAdded,
}: {
  info: WithdrawInfo
  labels: CashierLabels
  localeTag: string
  onAdded: () => void
}) {
  const [adding, setAdding] = useState(false)
  const waiting = useWaitForScripts()
  return (
    <section className={memberStyles.card} aria-labelledby="bank-accounts">
      <h2 id="bank-accounts">{labels.bankAccounts}</h2>
      <ul className={styles.accounts}>
        {info.bankAccounts.map((account) => (
          <li key={account.id} className={styles.account}>
            <span>
              <strong>{account.bankName}</strong>{' '}
              <span data-testid="account-masked">{account.accountMasked}</span>
            </span>
            <span className={memberStyles.muted}>{account.holderName}</span>
          </li>
        ))}
      </ul>
      {adding ? (
        <BankAccountForm
          info={info}
          labels={labels}
          onDone={() => {
            setAdding(false)
            onAdded()
          }}
          onClose={() => setAdding(false)}
        />
      ) : info.bankAccounts.length < info.maxBankAccounts ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={memberStyles.secondary}
            onClick={() => setAdding(true)}
            {...waiting}
          >
            {labels.addBankAccount}
          </button>
        </div>
      ) : (
        <p className={memberStyles.muted}>
          {fill(labels.error_bank_limit, { max: info.maxBankAccounts }, localeTag)}
        </p>
      )}
    </section>
  )
}
