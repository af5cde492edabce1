'use client'

import useSWR from 'swr'
import { apiFetcher } from '@/lib/api-client'
import {
  CASHIER_KEYS,
  type DepositOptions,
  type DepositOrder,
  type OrderPage,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@/lib/member/cashier'

// The cashier's BFF resources, one hook each. An order being paid is watched every few seconds until it
// is paid or expires; the rest refresh on focus (the player comes back from the payment page).

const options = { revalidateOnFocus: true, dedupingInterval: 1_000 }
const WATCH_MS = 3_000

// Defined once: SWR restarts its polling timer whenever this function changes identity, and the order's
// countdown re-renders every second.
function watchWhilePending(latest: DepositOrder | undefined): number {
  return latest && latest.status !== 'pending' ? 0 : WATCH_MS
}

export function useDepositOptions() {
  return useSWR<DepositOptions>(CASHIER_KEYS.depositOptions, apiFetcher, options)
}

export function useDeposits(page: number) {
  return useSWR<OrderPage<DepositOrder>>(CASHIER_KEYS.deposits(page), apiFetcher, options)
}

export function useDepositOrder(id: string | null, fallback?: DepositOrder) {
  return useSWR<DepositOrder>(id ? CASHIER_KEYS.depositOrder(id) : null, apiFetcher, {
    ...options,
    fallbackData: fallback,
    refreshInterval: watchWhilePending,
  })
}

export function useWithdrawInfo() {
  return useSWR<WithdrawInfo>(CASHIER_KEYS.withdrawInfo, apiFetcher, options)
}

export function useWithdrawals(page: number) {
  return useSWR<OrderPage<WithdrawOrder>>(CASHIER_KEYS.withdrawals(page), apiFetcher, options)
}
