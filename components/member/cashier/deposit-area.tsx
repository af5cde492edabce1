'use client'

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { useRouter } from '@/i18n/navigation'
import { useDepositOptions } from '@/lib/client/wallet'
import type { DepositOptions, DepositOrder } from '@/lib/member/cashier'
import { CashierCard, type CashierProps } from './cashier-shared'
import { DepositForm } from './deposit-form'
import { DepositOrderPanel } from './deposit-order'
import { OrderButton } from './withdraw-area'

const OpenOrder = createContext<(order: DepositOrder) => void>(() => undefined)

// Deposit: pick a method and an amount, get an order with its payment instructions, and watch it until
// it is paid; each change of an order reads the page again (the recent list below, `children`). `options`
// were read on the server (undefined when that failed).
export function DepositArea({
  labels,
  localeTag,
  options,
  children,
}: CashierProps & { options?: DepositOptions; children: ReactNode }) {
  const router = useRouter()
  const [order, setOrder] = useState<DepositOrder | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (order) headingRef.current?.focus()
  }, [order])

  return (
    <OpenOrder.Provider value={setOrder}>
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
              onSettled={() => router.refresh()}
            />
          ) : (
            <DepositForm
              options={current}
              labels={labels}
              localeTag={localeTag}
              onCreated={(created) => {
                setOrder(created)
                router.refresh()
              }}
            />
          )
        }
      </CashierCard>
      {children}
    </OpenOrder.Provider>
  )
}

// A pending order of the recent list opened again (after a reload, say) to see its payment instructions.
export function PayNowButton({ order, text, label }: { order: DepositOrder; text: string; label: string }) {
  const open = useContext(OpenOrder)
  return <OrderButton text={text} label={label} onClick={() => open(order)} />
}
