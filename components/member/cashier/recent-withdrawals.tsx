'use client'

import { useState } from 'react'
import { fill } from '@/components/shell/fill'
import { cancelWithdrawal, useWithdrawals } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/games/money'
import type { OrderPage, WithdrawOrder } from '@/lib/member/cashier'
import { fieldMessages, label, type CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'
import { RecentOrders } from './recent-orders'

// The player's latest withdrawals; a pending one can be taken back, and the amount returns at once.
export function RecentWithdrawals({
  labels,
  localeTag,
  initial,
  onChange,
}: {
  labels: CashierLabels
  localeTag: string
  initial: OrderPage<WithdrawOrder> | undefined
  onChange: (notice: string) => void
}) {
  const { data, error, isLoading, mutate } = useWithdrawals(initial)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const money = (order: WithdrawOrder) => formatMinor(order.amountMinor, order.currency, localeTag)

  const cancel = async (order: WithdrawOrder) => {
    setBusyId(order.orderId)
    setProblem(null)
    try {
      const cancelled = await cancelWithdrawal(
        { orderId: order.orderId },
        { networkErrorMessage: labels.error_network },
      )
      onChange(fill(labels.withdrawalCancelled, { amount: money(cancelled) }))
    } catch (failure) {
      setProblem(fieldMessages(failure, labels)._ ?? labels.error_network)
    } finally {
      setBusyId(null)
    }
  }

  return (
    <RecentOrders
      id="recent-withdrawals"
      title={labels.recentWithdrawals}
      detailColumn={labels.columnAccount}
      emptyText={labels.noWithdrawals}
      labels={labels}
      localeTag={localeTag}
      error={error}
      isLoading={isLoading}
      onRefresh={() => void mutate()}
      notice={
        problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )
      }
      rows={data?.orders.map((order) => ({
        key: order.orderId,
        createdAt: order.createdAt,
        reference: order.orderId,
        detail: `${order.bankName} ${order.accountMasked}`,
        amount: money(order),
        status: order.status,
        statusText: label(labels, `withdrawStatus_${order.status}`) ?? order.status,
        action:
          order.status === 'pending'
            ? {
                text: labels.cancelWithdrawal,
                label: fill(labels.cancelWithdrawalLabel, { reference: order.orderId }),
                busy: busyId === order.orderId,
                disabled: busyId !== null,
                onClick: () => void cancel(order),
              }
            : undefined,
      }))}
    />
  )
}
