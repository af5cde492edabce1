'use client'

import { useEffect, useRef, useState } from 'react'
import { fill } from '@/lib/ui/fill'
import { useDepositOptions, useDeposits } from '@/lib/client/wallet'
import type { DepositOptions, DepositOrder, OrderPage } from '@/lib/member/cashier'
import { CashierCard, methodName, type CashierProps } from './cashier-shared'
import { DepositForm } from './deposit-form'
import { DepositOrderPanel } from './deposit-order'
import { RecentOrders } from './recent-orders'

// Deposit: pick a method and an amount, get an order with its payment instructions, and watch it until
// it is paid; then the header balance and the recent list refresh. `options` and `recent` were read on
// the server (undefined when that failed).
export function DepositView({
  labels,
  localeTag,
  options,
  recent,
}: CashierProps & { options?: DepositOptions; recent?: OrderPage<DepositOrder> }) {
  const [order, setOrder] = useState<DepositOrder | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (order) headingRef.current?.focus()
  }, [order])

  return (
    <>
      <CashierCard
        id="deposit-heading"
        title={order ? labels.orderHeading : labels.depositHeading}
        headingRef={headingRef}
        labels={labels}
        read={useDepositOptions(options)}
      >
        {(current) =>
          current.methods.length === 0 ? (
            <p>{labels.noMethods}</p>
          ) : order ? (
            <DepositOrderPanel
              key={order.orderId}
              initial={order}
              labels={labels}
              localeTag={localeTag}
              onNew={() => setOrder(null)}
            />
          ) : (
            <DepositForm options={current} labels={labels} localeTag={localeTag} onCreated={setOrder} />
          )
        }
      </CashierCard>
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
}: CashierProps & { initial?: OrderPage<DepositOrder>; onOpen: (order: DepositOrder) => void }) {
  return (
    <RecentOrders
      kind="deposits"
      labels={labels}
      localeTag={localeTag}
      list={useDeposits(initial)}
      row={(order) => ({
        reference: order.reference,
        detail: methodName(labels, order.method),
        action:
          order.status === 'pending'
            ? {
                text: labels.payNow,
                label: fill(labels.payNowLabel, { reference: order.reference }),
                onClick: () => onOpen(order),
              }
            : undefined,
      })}
    />
  )
}
