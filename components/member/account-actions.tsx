'use client'

import { emitAuthFlow } from '@/lib/ui/auth-events'
import { walletName } from '@/lib/member/server-names'
import { formatMinor } from '@/lib/money'
import type { Balance } from '@/lib/types'
import { useBalance } from '@/lib/swr/use-balance'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { Fact } from './fact'
import styles from './member-centre.module.css'

// Opens the change-password dialog (not forced: the current password is asked, and closing it is fine).
export function ChangePasswordButton({ label }: { label: string }) {
  const waiting = useWaitForScripts()
  return (
    <button
      type="button"
      className={styles.primary}
      aria-haspopup="dialog"
      onClick={() => emitAuthFlow({ kind: 'change-password', forced: false })}
      {...waiting}
    >
      {label}
    </button>
  )
}

// The balance as the header shows it, with the wallets it is made of when there is more than one.
// `initial`: the balance read on the server, so the card has its final size in the first paint.
export function BalanceSummary({
  localeTag,
  labels,
  initial,
}: {
  localeTag: string
  labels: {
    heading: string
    total: string
    // Each wallet id's name (lib/member/server-names.ts), and the name of a wallet without one.
    walletNames: Record<string, string>
    otherWallet: string
    error: string
    loading: string
    refresh: string
  }
  initial?: Balance
}) {
  const { balance, error, isLoading, isRefreshing, refresh } = useBalance(true, initial)
  const waiting = useWaitForScripts()
  return (
    <section className={styles.card} aria-labelledby="balance-summary">
      <div className={styles.row}>
        <h2 id="balance-summary">{labels.heading}</h2>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void refresh()}
          aria-busy={isRefreshing || undefined}
          {...waiting}
        >
          {labels.refresh}
        </button>
      </div>
      {isLoading && !balance && (
        <p role="status" className={styles.muted}>
          {labels.loading}
        </p>
      )}
      {error && !balance && <p role="alert">{labels.error}</p>}
      {balance && (
        <dl className={styles.facts}>
          <Fact term={labels.total} testId="member-balance" amount>
            {formatMinor(balance.totalMinor, balance.currency, localeTag)}
          </Fact>
          {balance.wallets.length > 1 &&
            balance.wallets.map((wallet) => (
              <Fact
                key={wallet.accountTypeId}
                term={walletName(wallet.accountTypeId, labels.walletNames, labels.otherWallet)}
              >
                {formatMinor(wallet.availableMinor, balance.currency, localeTag)}
              </Fact>
            ))}
        </dl>
      )}
    </section>
  )
}
