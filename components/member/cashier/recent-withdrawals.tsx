import { fill } from '@/lib/ui/fill'
import type { OrderPage, WithdrawOrder } from '@/lib/member/cashier'
import type { CashierLabels } from './cashier-text'
import { RecentOrders } from './recent-orders'
import { CancelButton, CancelProblem } from './withdraw-area'

// The player's latest withdrawals as the page read them; where the operator allows it, a pending one can
// be taken back, and the amount returns at once.
export function RecentWithdrawals({
  labels,
  localeTag,
  list,
  canCancel,
}: {
  labels: CashierLabels
  localeTag: string
  list: OrderPage<WithdrawOrder> | undefined
  canCancel: boolean
}) {
  return (
    <RecentOrders
      kind="withdrawals"
      labels={labels}
      localeTag={localeTag}
      list={list}
      notice={<CancelProblem />}
      row={(order) => ({
        reference: order.orderId,
        detail: `${order.bankName} ${order.accountMasked}`,
        decidedAt: order.decidedAt,
        note: order.reason ? fill(labels.withdrawReason, { reason: order.reason }) : undefined,
        action:
          order.status === 'pending' && canCancel ? (
            <CancelButton
              orderId={order.orderId}
              text={labels.cancelWithdrawal}
              label={fill(labels.cancelWithdrawalLabel, { reference: order.orderId })}
            />
          ) : undefined,
      })}
    />
  )
}
