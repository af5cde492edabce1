'use client'

import { analyticsOn, track } from '@/lib/analytics/track'
import useSWR, { mutate } from 'swr'
import { apiFetch, apiFetcher, isApiError } from '@/lib/api-client'
import type {
  BankAccount,
  DepositOptions,
  DepositOrder,
  DepositStatus,
  OrderPage,
  WithdrawOrder,
} from '@/lib/member/cashier'
import type {
  BankAccountInput,
  CancelWithdrawInput,
  CreateDepositInput,
  PaymentPasswordInput,
  WithdrawInput,
} from '@/lib/schemas/wallet'
import { BALANCE_KEY } from '@/lib/swr/use-balance'

// The browser's way to the cashier routes under /api/wallet: reads as SWR hooks, writes as calls typed by
// the routes' input schemas, each refreshing what it changes (the header balance, the withdrawal page's
// facts, the recent lists) so that no screen has to know which keys another one reads.

export const WALLET_KEYS = {
  depositOptions: '/api/wallet/deposit/methods',
  deposits: (page: number) => `/api/wallet/deposit/orders?page=${page}`,
  depositOrder: (id: string) => `/api/wallet/deposit/order?id=${encodeURIComponent(id)}`,
  withdrawInfo: '/api/wallet/withdraw/info',
  withdrawals: (page: number) => `/api/wallet/withdraw/orders?page=${page}`,
} as const

// Refresh on focus: the player comes back from the payment page.
const options = { revalidateOnFocus: true, dedupingInterval: 1_000 }
const WATCH_MS = 3_000

// Defined once: SWR restarts its polling timer whenever this function changes identity, and the order's
// countdown re-renders every second.
function watchWhilePending(latest: DepositOrder | undefined): number {
  return latest && latest.status !== 'pending' ? 0 : WATCH_MS
}

// The pages read these on the server first; `initial` is that answer, or undefined when it failed.
const read =
  <T>(key: string) =>
  (initial?: T) =>
    useSWR<T>(key, apiFetcher, { ...options, fallbackData: initial })

export const useDepositOptions = read<DepositOptions>(WALLET_KEYS.depositOptions)

// An order being paid is watched every few seconds until it is paid or expires.
export function useDepositOrder(initial: DepositOrder) {
  return useSWR<DepositOrder>(WALLET_KEYS.depositOrder(initial.orderId), apiFetcher, {
    ...options,
    fallbackData: initial,
    refreshInterval: watchWhilePending,
  })
}

// Shown when the network fails before any answer: the caller's translated text.
type CallOptions = { networkErrorMessage?: string }

function post<T>(path: string, body: unknown, call: CallOptions): Promise<T> {
  return apiFetch<T>(path, { body, networkErrorMessage: call.networkErrorMessage })
}

const refresh = (...keys: string[]) => keys.forEach((key) => void mutate(key))

// A refusal naming the payment password may have used up an attempt or locked withdrawals.
function refreshAttemptsOn(error: unknown) {
  if (isApiError(error) && error.fields.paymentPassword) refresh(WALLET_KEYS.withdrawInfo)
}

export async function createDeposit(
  input: CreateDepositInput,
  call: CallOptions = {},
): Promise<DepositOrder> {
  const order = await post<DepositOrder>('/api/wallet/deposit', input, call)
  refresh(WALLET_KEYS.deposits(1))
  return order
}

// A watched order changed status: the recent list shows it, and a paid one raised the balance.
// With analytics accepted, a paid order is a deposit, and the member's first paid one a first deposit too
// (no amount, no account: lib/analytics/track.ts).
export function depositSettled(status: DepositStatus) {
  refresh(WALLET_KEYS.deposits(1), ...(status === 'paid' ? [BALANCE_KEY] : []))
  if (status !== 'paid' || !analyticsOn()) return
  track('deposit')
  void apiFetcher<OrderPage<DepositOrder>>(WALLET_KEYS.deposits(1)).then(
    (page) => {
      const paid = page.orders.filter((order) => order.status === 'paid').length
      if (paid === 1 && page.totalPages <= 1) track('first_deposit')
    },
    () => undefined,
  )
}

// The countdown reached zero: ask the platform rather than guess.
export function recheckDepositOrder(orderId: string) {
  refresh(WALLET_KEYS.depositOrder(orderId))
}

export async function setPaymentPassword(
  input: PaymentPasswordInput,
  call: CallOptions = {},
): Promise<{ hasPaymentPassword: true }> {
  const done = await post<{ hasPaymentPassword: true }>('/api/wallet/payment-password', input, call)
  refresh(WALLET_KEYS.withdrawInfo)
  return done
}

export async function addBankAccount(
  input: BankAccountInput,
  call: CallOptions = {},
): Promise<Pick<BankAccount, 'id' | 'accountMasked'>> {
  try {
    const added = await post<Pick<BankAccount, 'id' | 'accountMasked'>>(
      '/api/wallet/bank-accounts',
      input,
      call,
    )
    refresh(WALLET_KEYS.withdrawInfo)
    return added
  } catch (error) {
    refreshAttemptsOn(error)
    throw error
  }
}

export async function withdraw(input: WithdrawInput, call: CallOptions = {}): Promise<WithdrawOrder> {
  try {
    const order = await post<WithdrawOrder>('/api/wallet/withdraw', input, call)
    refresh(BALANCE_KEY, WALLET_KEYS.withdrawInfo, WALLET_KEYS.withdrawals(1))
    return order
  } catch (error) {
    refreshAttemptsOn(error)
    throw error
  }
}

export async function cancelWithdrawal(
  input: CancelWithdrawInput,
  call: CallOptions = {},
): Promise<WithdrawOrder> {
  try {
    return await post<WithdrawOrder>('/api/wallet/withdraw/cancel', input, call)
  } finally {
    // Refused or not, the order's state may have moved on (paid or rejected meanwhile).
    refresh(WALLET_KEYS.withdrawals(1), BALANCE_KEY, WALLET_KEYS.withdrawInfo)
  }
}
