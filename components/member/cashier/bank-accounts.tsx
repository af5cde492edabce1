import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
import styles from './cashier.module.css'
import { AddBankAccount, type WithdrawPart } from './withdraw-area'

// The player's bank accounts (masked), and a way to add one while below the tenant's maximum.
export function BankAccounts({ info, labels, localeTag }: WithdrawPart) {
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
      {info.bankAccounts.length < info.maxBankAccounts ? (
        <AddBankAccount info={info} labels={labels} />
      ) : (
        <p className={memberStyles.muted}>
          {fill(labels.error_bank_limit, { max: info.maxBankAccounts }, localeTag)}
        </p>
      )}
    </section>
  )
}
