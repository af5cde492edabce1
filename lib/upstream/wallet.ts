import 'server-only'
import { z } from 'zod'
import type { Balance, Currency } from '@/lib/types'
import { getSiteStatus } from './catalogue'
import { upstream, type UpstreamContext } from './client'
import { amount } from './fields'

// The member's money. Never cached: a balance is personal and changes with every bet.

const BalanceSchema = z.object({
  sumBalance: amount,
  balance: z
    .array(z.object({ accountTypeId: z.union([z.string(), z.number()]), availBalance: amount }))
    .nullish(),
  currency: z.string().nullish(),
  currencySymbol: z.string().nullish(),
})

// Upstream amounts are decimals in major units; the Portal counts integers in minor units, rounding
// once here so that no float arithmetic happens anywhere else.
export function toMinor(major: number, minorDigits: number): number {
  return Math.round(major * 10 ** minorDigits)
}

export async function balance(ctx: UpstreamContext): Promise<Balance> {
  const [v, status] = await Promise.all([
    upstream(ctx, {
      path: '/wps/v2/wallets/balance',
      query: { typeId: 0 },
      auth: 'required',
      schema: BalanceSchema,
    }),
    getSiteStatus(ctx).catch(() => null),
  ])
  const siteCurrency = status?.currency
  const code = v.currency ?? siteCurrency?.code ?? 'USD'
  const currency: Currency = {
    code,
    symbol: v.currencySymbol ?? siteCurrency?.symbol ?? '$',
    minorDigits: siteCurrency && siteCurrency.code === code ? siteCurrency.minorDigits : 2,
  }
  return {
    totalMinor: toMinor(v.sumBalance, currency.minorDigits),
    currency,
    wallets: (v.balance ?? []).map((w) => ({
      accountTypeId: String(w.accountTypeId),
      availableMinor: toMinor(w.availBalance, currency.minorDigits),
    })),
  }
}
