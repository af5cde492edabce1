'use client'

import { createContext, useContext, useState, type ReactNode } from 'react'
import { useRouter } from '@/i18n/navigation'
import { cancelWithdrawal } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/money'
import type { WithdrawInfo } from '@/lib/member/cashier'
import { fill } from '@/lib/ui/fill'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import memberStyles from '../member-centre.module.css'
import { BankAccountForm } from './bank-account-form'
import { fieldMessages, PayoutNotices, type CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'
import { PaymentPasswordForm } from './payment-password-form'
import { WithdrawForm } from './withdraw-form'

type Area = {
  notice: string | null
  // Says what was done, and reads the page again (balance, facts, lists).
  say: (notice: string) => void
  refresh: () => void
  // The withdrawal being taken back, and why the last one could not be.
  cancelling: string | null
  cancelProblem: string | null
  cancel: (orderId: string) => Promise<void>
}

const WithdrawContext = createContext<Area | null>(null)

function useArea(): Area {
  const area = useContext(WithdrawContext)
  if (!area) throw new Error('outside a WithdrawArea')
  return area
}

// The withdrawal page's shared state around its server-rendered cards: the last outcome (shown in the
// main card whichever card caused it) and the withdrawal being taken back.
export function WithdrawArea({
  labels,
  localeTag,
  children,
}: {
  labels: CashierLabels
  localeTag: string
  children: ReactNode
}) {
  const router = useRouter()
  const [notice, setNotice] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<string | null>(null)
  const [cancelProblem, setCancelProblem] = useState<string | null>(null)
  const refresh = () => router.refresh()
  const say = (text: string) => {
    setNotice(text)
    refresh()
  }
  const cancel = async (orderId: string) => {
    setCancelling(orderId)
    setCancelProblem(null)
    try {
      const cancelled = await cancelWithdrawal({ orderId }, { networkErrorMessage: labels.error_network })
      say(
        fill(labels.withdrawalCancelled, {
          amount: formatMinor(cancelled.amountMinor, cancelled.currency, localeTag),
        }),
      )
    } catch (failure) {
      setCancelProblem(fieldMessages(failure, labels)._ ?? labels.error_network)
    } finally {
      setCancelling(null)
    }
  }
  return (
    <WithdrawContext.Provider value={{ notice, say, refresh, cancelling, cancelProblem, cancel }}>
      {children}
    </WithdrawContext.Provider>
  )
}

// What each part of the withdrawal page is given: the page's facts and the cashier's texts.
export type WithdrawPart = { info: WithdrawInfo; labels: CashierLabels; localeTag: string }

// The main card's outcome line and the payment password's lock.
export function WithdrawNotices(part: WithdrawPart) {
  return <PayoutNotices notice={useArea().notice} {...part} />
}

// The next step: a payment password first when the member has none; a bank account to withdraw to;
// then amount and payment password.
export function WithdrawStep(part: WithdrawPart) {
  const { info, labels, localeTag } = part
  const { say, refresh } = useArea()
  if (!info.hasPaymentPassword)
    return <PaymentPasswordForm labels={labels} onDone={() => say(labels.passwordSaved)} />
  if (info.bankAccounts.length === 0)
    return (
      <BankAccountForm info={info} labels={labels} onDone={() => say(labels.bankAdded)} onRefused={refresh} />
    )
  return (
    <WithdrawForm
      {...part}
      onRefused={refresh}
      onDone={(order) =>
        say(
          fill(labels.withdrawSubmitted, {
            amount: formatMinor(order.amountMinor, info.currency, localeTag),
          }),
        )
      }
    />
  )
}

// Another bank account, while below the tenant's maximum.
export function AddBankAccount({ info, labels }: { info: WithdrawInfo; labels: CashierLabels }) {
  const { say, refresh } = useArea()
  const [adding, setAdding] = useState(false)
  const waiting = useWaitForScripts()
  return adding ? (
    <BankAccountForm
      info={info}
      labels={labels}
      onDone={() => {
        setAdding(false)
        say(labels.bankAdded)
      }}
      onRefused={refresh}
      onClose={() => setAdding(false)}
    />
  ) : (
    <div className={styles.actions}>
      <button type="button" className={memberStyles.secondary} onClick={() => setAdding(true)} {...waiting}>
        {labels.addBankAccount}
      </button>
    </div>
  )
}

// Why the last withdrawal could not be taken back, above the list.
export function CancelProblem() {
  const { cancelProblem } = useArea()
  return (
    cancelProblem && (
      <p role="alert" className={styles.error}>
        {cancelProblem}
      </p>
    )
  )
}

// Takes a pending withdrawal back (where the operator allows it); one at a time.
export function CancelButton({ orderId, text, label }: { orderId: string; text: string; label: string }) {
  const { cancelling, cancel } = useArea()
  return (
    <OrderButton
      text={text}
      label={label}
      busy={cancelling === orderId}
      disabled={cancelling !== null}
      onClick={() => void cancel(orderId)}
    />
  )
}

// The small button of an order the player can still act on (pay it, take it back).
export function OrderButton({
  text,
  label,
  busy,
  disabled,
  onClick,
}: {
  text: string
  label: string
  busy?: boolean
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={`${memberStyles.secondary} ${styles.small}`}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-label={label}
      onClick={onClick}
    >
      {text}
    </button>
  )
}
