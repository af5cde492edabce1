import { fill } from '@/lib/ui/fill'
import type { DepositOptions, DepositOrder, OrderPage } from '@/lib/member/cashier'
import type { CashierProps } from './cashier-shared'
import { methodName } from './cashier-messages'
import { DepositArea, PayNowButton } from './deposit-area'
import { RecentOrders } from './recent-orders'

// Deposit: the form or the open order's payment instructions (in the browser), and the recent deposits
// as the page read them on the server (undefined when that failed); pending ones can be opened again to
// see their payment instructions.
export function DepositView({
  labels,
  localeTag,
  options,
  recent,
}: CashierProps & { options?: DepositOptions; recent?: OrderPage<DepositOrder> }) {
  return (
    <DepositArea labels={labels} localeTag={localeTag} options={options}>
      <RecentOrders
        kind="deposits"
        labels={labels}
        localeTag={localeTag}
        list={recent}
        row={(order) => ({
          reference: order.reference,
          detail: methodName(labels, order.method),
          action:
            order.status === 'pending' ? (
              <PayNowButton
                order={order}
                text={labels.payNow}
                label={fill(labels.payNowLabel, { reference: order.reference })}
              />
            ) : undefined,
        })}
      />
    </DepositArea>
  )
}
