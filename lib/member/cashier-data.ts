import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { depositOptions, deposits, withdrawInfo, withdrawals } from '@/lib/upstream/cashier'
import type { DepositOptions, DepositOrder, OrderPage, WithdrawInfo, WithdrawOrder } from './cashier'

// What the cashier pages read on the server before they render. A failed read is left to the page in
// the browser, which asks again through the BFF and shows its loading and error states.

const orNothing = <T>(read: Promise<T>): Promise<T | undefined> => read.catch(() => undefined)

export async function depositPageData(ctx: UpstreamContext): Promise<{
  options: DepositOptions | undefined
  recent: OrderPage<DepositOrder> | undefined
}> {
  const [options, recent] = await Promise.all([orNothing(depositOptions(ctx)), orNothing(deposits(ctx, 1))])
  return { options, recent }
}

export async function withdrawPageData(ctx: UpstreamContext): Promise<{
  info: WithdrawInfo | undefined
  recent: OrderPage<WithdrawOrder> | undefined
}> {
  const [info, recent] = await Promise.all([orNothing(withdrawInfo(ctx)), orNothing(withdrawals(ctx, 1))])
  return { info, recent }
}
