'use client'

import { useState } from 'react'
import { fill } from '@/components/shell/fill'
import { useWithdrawInfo } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/games/money'
import type { OrderPage, WithdrawInfo, WithdrawOrder } from '@/lib/member/cashier'
import memberStyles from '../member-centre.module.css'
import { BankAccountForm } from './bank-account-form'
import { BankAccounts } from './bank-accounts'
import { CashierSkeleton, type CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'
import { PaymentPasswordForm } from './payment-password-form'
import { RecentWithdrawals } from './recent-withdrawals'
import { WithdrawForm } from './withdraw-form'

type Props = {
  labels: CashierLabels
  localeTag: string
  // Read on the server; undefined when that failed.
  info: WithdrawInfo | undefined
  recent: OrderPage<WithdrawOrder> | undefined
}

// Withdrawal: the withdrawable balance; a payment password first when the member has none; a bank
// account to withdraw to; then amount and payment password. The amount leaves the balance at once and
// the order waits for the operator; a pending one can be taken back.
export function WithdrawView({ labels, localeTag, info: initial, recent }: Props) {
  const { data: info, error, isLoading, mutate } = useWithdrawInfo(initial)
  const [notice, setNotice] = useState<string | null>(null)
  const money = (minor: number) => (info ? formatMinor(minor, info.currency, localeTag) : '')
  const ready = info && info.hasPaymentPassword && info.bankAccounts.length > 0

  return (
    <>
      <section
        className={memberStyles.card}
        aria-labelledby="withdraw-heading"
        aria-busy={isLoading || undefined}
      >
        <h2 id="withdraw-heading">{labels.withdrawHeading}</h2>
        {isLoading && !info && <CashierSkeleton text={labels.loading} />}
        {error && !info && (
          <div role="alert" className={memberStyles.notice}>
            <p>{labels.loadError}</p>
            <button type="button" className={memberStyles.secondary} onClick={() => void mutate()}>
              {labels.retry}
            </button>
          </div>
        )}
        {info && (
          <>
            <dl className={memberStyles.facts}>
              <div>
                <dt>{labels.withdrawable}</dt>
                <dd className={memberStyles.amount} data-testid="withdrawable">
                  {money(info.withdrawableMinor)}
                </dd>
              </div>
            </dl>
            {notice && (
              <p role="status" className={styles.success}>
                {notice}
              </p>
            )}
            {info.lockedUntil && (
              <p role="alert" className={styles.notice}>
                {fill(labels.lockedNotice, {
                  time: new Intl.DateTimeFormat(localeTag, { timeStyle: 'short' }).format(
                    new Date(info.lockedUntil),
                  ),
                })}
              </p>
            )}
            {!info.hasPaymentPassword ? (
              <PaymentPasswordForm labels={labels} onDone={() => setNotice(labels.passwordSaved)} />
            ) : info.bankAccounts.length === 0 ? (
              <BankAccountForm info={info} labels={labels} onDone={() => setNotice(labels.bankAdded)} />
            ) : (
              <WithdrawForm
                info={info}
                labels={labels}
                localeTag={localeTag}
                onDone={(order) =>
                  setNotice(fill(labels.withdrawSubmitted, { amount: money(order.amountMinor) }))
                }
              />
            )}
          </>
        )}
      </section>
      {ready && <BankAccounts info={info} labels={labels} onAdded={() => setNotice(labels.bankAdded)} />}
      <RecentWithdrawals labels={labels} localeTag={localeTag} initial={recent} onChange={setNotice} />
    </>
  )
}
