import 'server-only'
import { z } from 'zod'
import { minorToDecimal } from '@/lib/member/cashier'
import {
  BONUS_SOURCES,
  BONUS_STATUSES,
  PROFIT_CATEGORIES,
  type BonusPage,
  type Profit,
  type TransferDone,
  type UplineInfo,
  type Wallets,
} from '@/lib/funds/types'
import type { Currency } from '@/lib/types'
import { call } from './cashier'
import { getSiteStatus } from './catalogue'
import type { UpstreamContext } from './client'
import { amount, count, CurrencySchema, minor, str } from './fields'
import { balance, toMinor } from './wallet'

// The member centre's money pages (docs/platform.md, "Money pages"): the vendor wallets and transfers
// between them, the transfer to the upline (encrypted, with the payment password), the personal profit
// and loss and the bonus list. Transfers travel in major units like the cashier; the P&L and the bonus
// list arrive in minor units with their currency, like the records. Refusals are the cashier's.

const MerchantWalletsSchema = z.object({
  wallets: z.array(z.object({ accountTypeId: str, name: z.string() })).default([]),
})

const TransferSchema = z.object({ transferId: str, amount })

const UplineSchema = z.object({
  upline: z.object({ account: z.string(), nickname: z.string().nullish() }),
  available: amount,
  hasPaymentPassword: z.boolean(),
  lockedUntil: z.string().nullish(),
  attemptsLeft: z.number().int().nullish(),
})

const LineSchema = z.object({
  rounds: count,
  betMinor: minor,
  validBetMinor: minor,
  payoutMinor: minor,
})

const ProfitSchema = z.object({
  categories: z.array(LineSchema.extend({ category: z.string() })),
  total: LineSchema,
  bonusMinor: minor,
  netMinor: minor,
  currency: CurrencySchema.nullish(),
})

const BonusesSchema = z.object({
  list: z.array(
    z.object({
      id: str,
      source: z.enum(BONUS_SOURCES).catch('other'),
      amountMinor: minor,
      createdAt: minor,
      status: z.enum(BONUS_STATUSES).catch('credited'),
      turnoverMinor: minor.nullish(),
      progressMinor: minor.nullish(),
      expiresAt: minor.nullish(),
      expiredAt: minor.nullish(),
      forfeitedMinor: minor.nullish(),
    }),
  ),
  totalPages: count,
  totalCount: count,
  currency: CurrencySchema.nullish(),
})

async function siteCurrency(ctx: UpstreamContext): Promise<Currency> {
  return (await getSiteStatus(ctx)).currency
}

// The main wallet and every vendor wallet the merchant offers, with the total. The balance names the
// vendor wallets that hold money; the main wallet is what the total leaves beside them.
export async function wallets(ctx: UpstreamContext): Promise<Wallets> {
  const [offered, held] = await Promise.all([
    call(ctx, { path: '/wps/relay/GCS_merchantWallet', schema: MerchantWalletsSchema }),
    balance(ctx),
  ])
  const heldBy = new Map(held.wallets.map((w) => [w.accountTypeId, w.availableMinor]))
  const vendors = offered.wallets.map((w) => ({
    code: w.accountTypeId,
    name: w.name,
    availableMinor: heldBy.get(w.accountTypeId) ?? 0,
  }))
  return {
    currency: held.currency,
    totalMinor: held.totalMinor,
    mainMinor: held.totalMinor - vendors.reduce((sum, w) => sum + w.availableMinor, 0),
    vendors,
  }
}

// A transfer call: its body gets the amount as an exact decimal of the site's currency, and the answer's
// amount comes back in minor units.
async function sendTransfer(
  ctx: UpstreamContext,
  path: string,
  body: (decimal: (minor: number) => string) => Record<string, unknown>,
  encrypt = false,
): Promise<TransferDone> {
  const currency = await siteCurrency(ctx)
  const v = await call(ctx, {
    method: 'POST',
    path,
    json: body((minor) => minorToDecimal(minor, currency.minorDigits)),
    encrypt,
    schema: TransferSchema,
  })
  return { transferId: v.transferId, amountMinor: toMinor(v.amount, currency.minorDigits) }
}

export function walletTransfer(
  ctx: UpstreamContext,
  input: { from: string; to: string; amountMinor: number; requestId: string },
): Promise<TransferDone> {
  return sendTransfer(ctx, '/wps/relay/GCS_walletTransfer', (decimal) => ({
    from: input.from,
    to: input.to,
    amount: decimal(input.amountMinor),
    requestId: input.requestId,
  }))
}

export function recallAll(ctx: UpstreamContext, requestId: string): Promise<TransferDone> {
  return sendTransfer(ctx, '/wps/relay/GCS_walletTransfer', () => ({ recallAll: true, requestId }))
}

export async function uplineInfo(ctx: UpstreamContext): Promise<UplineInfo> {
  const [v, currency] = await Promise.all([
    call(ctx, { path: '/wps/relay/MCS2_uplineTransferInfo', schema: UplineSchema }),
    siteCurrency(ctx),
  ])
  return {
    upline: { account: v.upline.account, nickname: v.upline.nickname ?? v.upline.account },
    currency,
    availableMinor: toMinor(v.available, currency.minorDigits),
    hasPaymentPassword: v.hasPaymentPassword,
    lockedUntil: v.lockedUntil ?? null,
    attemptsLeft: v.attemptsLeft ?? null,
  }
}

export function transferToUpline(
  ctx: UpstreamContext,
  input: { amountMinor: number; paymentPassword: string; requestId: string },
): Promise<TransferDone> {
  return sendTransfer(
    ctx,
    '/wps/relay/passwordCheck/MCS2_transferToUpline',
    (decimal) => ({
      amount: decimal(input.amountMinor),
      paymentPassword: input.paymentPassword,
      requestId: input.requestId,
    }),
    true,
  )
}

export async function personalProfit(
  ctx: UpstreamContext,
  span: { from: number; to: number },
): Promise<Profit> {
  const v = await call(ctx, {
    path: '/wps/relay/ODSFE2_personalProfit',
    query: { startTime: span.from, endTime: span.to },
    schema: ProfitSchema,
  })
  const byCategory = new Map(v.categories.map((line) => [line.category.toUpperCase(), line]))
  const empty = { rounds: 0, betMinor: 0, validBetMinor: 0, payoutMinor: 0 }
  return {
    currency: v.currency ?? (await siteCurrency(ctx)),
    categories: PROFIT_CATEGORIES.map((category) => {
      const { rounds, betMinor, validBetMinor, payoutMinor } = byCategory.get(category) ?? empty
      return { category, rounds, betMinor, validBetMinor, payoutMinor }
    }),
    total: v.total,
    bonusMinor: v.bonusMinor,
    netMinor: v.netMinor,
  }
}

export async function bonusDetails(ctx: UpstreamContext, page: number): Promise<BonusPage> {
  const v = await call(ctx, {
    path: '/wps/relay/MCSFE_getBonusDetails',
    query: { pageNo: page, pageSize: 10 },
    schema: BonusesSchema,
  })
  return {
    items: v.list.map((row) => ({
      id: row.id,
      source: row.source,
      amountMinor: row.amountMinor,
      time: row.createdAt,
      status: row.status,
      turnoverMinor: row.turnoverMinor ?? null,
      progressMinor: row.progressMinor ?? null,
      expiresAt: row.expiresAt ?? null,
      expiredAt: row.expiredAt ?? null,
      forfeitedMinor: row.forfeitedMinor ?? null,
    })),
    page,
    pageCount: v.totalPages,
    total: v.totalCount,
    currency: v.currency ?? (await siteCurrency(ctx)),
  }
}
