'use client'

import { useState } from 'react'
import { fill } from '@/lib/ui/fill'
import { cancelWithdrawal, useWithdrawals } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/money'
import type { OrderPage, WithdrawOrder } from '@/lib/member/cashier'
import { fieldMessages, type CashierProps } from './cashier-shared'
import styles from './cashier.module.css'
import { RecentOrders } from './recent-orders'

// The player's latest withdrawals; where the operator allows it, a pending one can be taken back, and
// the amount returns at once.
export function RecentWithdrawals({
  labels,
  localeTag,
  initial,
  canCancel,
  onChange,
}: CashierProps & {
  initial?: OrderPage<WithdrawOrder>
  canCancel: boolean
  onChange: (notice: string) => void
}) {
  const list = useWithdrawals(initial)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const cancel = async (order: WithdrawOrder) => {
    setBusyId(order.orderId)
    setProblem(null)
    try {
      const cancelled = await cancelWithdrawal(
        { orderId: order.orderId },
        { networkErrorMessage: labels.error_network },
      )
      onChange(
        fill(labels.withdrawalCancelled, {
          amount: formatMinor(cancelled.amountMinor, cancelled.currency, localeTag),
        }),
      )
    } catch (failure) {
      setProblem(fieldMessages(failure, labels)._ ?? labels.error_network)
    } finally {
      setBusyId(null)
    }
  }

  return (
    <RecentOrders
      kind="withdrawals"
      labels={labels}
      localeTag={localeTag}
      list={list}
      notice={
        problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )
      }
      row={(order) => ({
        reference: order.orderId,
        detail: `${order.bankName} ${order.accountMasked}`,
        decidedAt: order.decidedAt,
        note: order.reason ? fill(labels.withdrawReason, { reason: order.reason }) : undefined,
        action:
          order.status === 'pending' && canCancel
            ? {
                text: labels.cancelWithdrawal,
                label: fill(labels.cancelWithdrawalLabel, { reference: order.orderId }),
                busy: busyId === order.orderId,
                disabled: busyId !== null,
                onClick: () => void cancel(order),
              }
            : undefined,
      })}
    />
  )
}
