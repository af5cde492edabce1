'use client'

import { useEffect, useRef, useState } from 'react'
import { fill } from '@/components/shell/fill'
import { useDepositOptions, useDeposits } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/games/money'
import type { DepositOptions, DepositOrder, OrderPage } from '@/lib/member/cashier'
import memberStyles from '../member-centre.module.css'
import { CashierSkeleton, label, methodName, type CashierLabels } from './cashier-shared'
import { DepositForm } from './deposit-form'
import { DepositOrderPanel } from './deposit-order'
import { RecentOrders } from './recent-orders'

type Props = {
  labels: CashierLabels
  localeTag: string
  // Read on the server; undefined when that failed.
  options: DepositOptions | undefined
  recent: OrderPage<DepositOrder> | undefined
}

// Deposit: pick a method and an amount, get an order with its payment instructions, and watch it until
// it is paid; then the header balance and the recent list refresh.
export function DepositView({ labels, localeTag, options: initial, recent }: Props) {
  const { data: options, error, isLoading, mutate } = useDepositOptions(initial)
  const [order, setOrder] = useState<DepositOrder | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (order) headingRef.current?.focus()
  }, [order])

  return (
    <>
      <section
        className={memberStyles.card}
        aria-labelledby="deposit-heading"
        aria-busy={isLoading || undefined}
      >
        <h2 id="deposit-heading" ref={headingRef} tabIndex={-1}>
          {order ? labels.orderHeading : labels.depositHeading}
        </h2>
        {isLoading && !options && <CashierSkeleton text={labels.loading} />}
        {error && !options && (
          <div role="alert" className={memberStyles.notice}>
            <p>{labels.loadError}</p>
            <button type="button" className={memberStyles.secondary} onClick={() => void mutate()}>
              {labels.retry}
            </button>
          </div>
        )}
        {options && options.methods.length === 0 && <p>{labels.noMethods}</p>}
        {options &&
          options.methods.length > 0 &&
          (order ? (
            <DepositOrderPanel
              key={order.orderId}
              initial={order}
              labels={labels}
              localeTag={localeTag}
              onNew={() => setOrder(null)}
            />
          ) : (
            <DepositForm options={options} labels={labels} localeTag={localeTag} onCreated={setOrder} />
          ))}
      </section>
      <RecentDeposits labels={labels} localeTag={localeTag} initial={recent} onOpen={setOrder} />
    </>
  )
}

// Pending orders can be opened again (after a reload, say) to see their payment instructions.
function RecentDeposits({
  labels,
  localeTag,
  initial,
  onOpen,
}: {
  labels: CashierLabels
  localeTag: string
  initial: OrderPage<DepositOrder> | undefined
  onOpen: (order: DepositOrder) => void
}) {
  const { data, error, isLoading, mutate } = useDeposits(initial)
  return (
    <RecentOrders
      id="recent-deposits"
      title={labels.recentDeposits}
      detailColumn={labels.method}
      emptyText={labels.noDeposits}
      labels={labels}
      localeTag={localeTag}
      error={error}
      isLoading={isLoading}
      onRefresh={() => void mutate()}
      rows={data?.orders.map((order) => ({
        key: order.orderId,
        createdAt: order.createdAt,
        reference: order.reference,
        detail: methodName(labels, order.method),
        amount: formatMinor(order.amountMinor, order.currency, localeTag),
        status: order.status,
        statusText: label(labels, `depositStatus_${order.status}`) ?? order.status,
        action:
          order.status === 'pending'
            ? {
                text: labels.payNow,
                label: fill(labels.payNowLabel, { reference: order.reference }),
                onClick: () => onOpen(order),
              }
            : undefined,
      }))}
    />
  )
}
