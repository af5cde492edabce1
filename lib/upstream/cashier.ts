import 'server-only'
import { z } from 'zod'
import {
  minorToDecimal,
  type BankAccount,
  type DepositOptions,
  type DepositOrder,
  type OrderPage,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@/lib/member/cashier'
import { qrSvg } from '@/lib/qr'
import type { Currency } from '@/lib/types'
import { getSiteStatus } from './catalogue'
import { upstream, type UpstreamContext } from './client'
import { inArea, isUpstreamError } from './errors'
import { IDENTITY_STATUSES } from '@/lib/identity/types'
import { amount, str } from './fields'
import { toMinor } from './wallet'

// The cashier (docs/platform.md, "Cashier"): deposit methods and orders, the payment password, bank
// accounts and withdrawals. Calls carrying a payment password or a bank account are encrypted (contract
// §3, like the point mall's /wps/relay/passwordCheck/ calls). Amounts arrive in major units and are
// turned into minor units here, once; they leave as exact decimals built from the integers.

const httpUrl = z.url({ protocol: /^https?$/ })

const MethodsSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string().nullish(),
  expiresMinutes: z.coerce.number().int().positive().default(15),
  methods: z.array(
    z.object({
      code: str,
      kind: z.enum(['qr', 'bank']).catch('qr'),
      minAmount: amount,
      maxAmount: amount,
      presets: z.array(amount).default([]),
    }),
  ),
})

const DepositSchema = z.object({
  orderId: str,
  method: str,
  methodKind: z.enum(['qr', 'bank']).catch('qr'),
  amount,
  status: z.enum(['pending', 'paid', 'expired']),
  reference: str,
  payUrl: httpUrl,
  payee: z.object({ bankName: z.string(), accountNumber: z.string(), holderName: z.string() }).nullish(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullish(),
})

const WithdrawSchema = z.object({
  orderId: str,
  amount,
  status: z.enum(['pending', 'paid', 'rejected', 'cancelled']),
  bankName: z.string(),
  accountMasked: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullish(),
  // The operator's reason for a rejection, as written.
  reason: z.string().max(500).nullish(),
})

const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({ list: z.array(item), totalPages: z.coerce.number().int().min(1).default(1) })

const BankAccountSchema = z.object({
  id: z.coerce.number().int(),
  bankCode: str,
  bankName: z.string(),
  accountMasked: z.string(),
  holderName: z.string(),
})

const InfoSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string().nullish(),
  withdrawable: amount,
  // Bonus money held back until its turnover is met, and the valid bets that would free it.
  bonusLocked: amount.default(0),
  turnoverLeft: amount.default(0),
  minAmount: amount,
  maxAmount: amount,
  hasPaymentPassword: z.boolean(),
  // Off unless the operator lets players take back a pending withdrawal (RTS 14B).
  canCancel: z.boolean().default(false),
  // The identity check withdrawals wait for (docs/platform.md, "Identity").
  identity: z.object({ required: z.boolean(), status: z.enum(IDENTITY_STATUSES) }).nullish(),
  // The review rule: below `autoPayBelow` paid automatically about `delayMinutes` after the request.
  review: z.object({ autoPayBelow: amount, delayMinutes: z.coerce.number().int().min(0) }).nullish(),
  lockedUntil: z.string().nullish(),
  attemptsLeft: z.number().int().nullish(),
  maxBankAccounts: z.coerce.number().int().default(3),
  bankAccounts: z.array(BankAccountSchema),
  banks: z.array(z.object({ code: str, name: z.string() })),
})

const Anything = z.unknown()

// The tenant's currency with its number of decimals (the status call knows them; the cashier answers
// only the code and symbol).
async function currencyOf(ctx: UpstreamContext, code: string, symbol?: string | null): Promise<Currency> {
  const site = (await getSiteStatus(ctx).catch(() => null))?.currency
  return {
    code,
    symbol: symbol ?? site?.symbol ?? '$',
    minorDigits: site && site.code === code ? site.minorDigits : 2,
  }
}

// A cashier answer that names its currency, with that currency and a converter of its major amounts.
async function readPriced<S extends z.ZodType<{ currency: string; currencySymbol?: string | null }>>(
  ctx: UpstreamContext,
  path: string,
  schema: S,
) {
  const v: z.infer<S> = await call(ctx, { path, schema })
  const currency = await currencyOf(ctx, v.currency, v.currencySymbol)
  return { v, currency, minor: (n: number) => toMinor(n, currency.minorDigits) }
}

async function tenantCurrency(ctx: UpstreamContext): Promise<Currency> {
  const site = (await getSiteStatus(ctx)).currency
  return site
}

// Cashier refusals are tagged with their area: some codes (password.confirm.mismatch) mean another field
// here than elsewhere. lib/bff/errors.ts turns them into the forms' field errors. The money pages
// (./funds.ts) call through here too: their refusals are the cashier's.
export async function call<S extends z.ZodType>(
  ctx: UpstreamContext,
  req: Parameters<typeof upstream<S>>[1],
): Promise<z.infer<S>> {
  try {
    return await upstream(ctx, { auth: 'required', ...req })
  } catch (error) {
    throw isUpstreamError(error) ? inArea(error, 'cashier') : error
  }
}

// A money order sent to the cashier (a deposit, a withdrawal, a withdrawal's cancellation): its body gets
// amounts as exact decimals of the tenant's currency, and the answer comes back with that currency.
async function sendOrder<S extends z.ZodType>(
  ctx: UpstreamContext,
  path: string,
  schema: S,
  body: (decimal: (minor: number) => string) => Record<string, unknown>,
  encrypt = false,
) {
  const currency = await tenantCurrency(ctx)
  const json = body((minor) => minorToDecimal(minor, currency.minorDigits))
  const v: z.infer<S> = await call(ctx, { method: 'POST', kind: 'money', path, json, encrypt, schema })
  return { v, currency }
}

// One page of deposit or withdrawal orders, ten to a page, each reshaped in the tenant's currency.
async function orderPage<S extends z.ZodType, T>(
  ctx: UpstreamContext,
  path: string,
  page: number,
  item: S,
  reshape: (order: z.infer<S>, currency: Currency) => T | Promise<T>,
): Promise<OrderPage<T>> {
  const [v, currency] = await Promise.all([
    call(ctx, { path, query: { pageNo: page, pageSize: 10 }, schema: pageOf(item) }),
    tenantCurrency(ctx),
  ])
  return {
    orders: await Promise.all(v.list.map((order: z.infer<S>) => reshape(order, currency))),
    totalPages: v.totalPages,
  }
}

async function reshapeDeposit(
  v: z.infer<typeof DepositSchema>,
  currency: Currency,
  withQr: boolean,
): Promise<DepositOrder> {
  return {
    orderId: v.orderId,
    method: v.method,
    methodKind: v.methodKind,
    amountMinor: toMinor(v.amount, currency.minorDigits),
    currency,
    status: v.status,
    reference: v.reference,
    payUrl: v.payUrl,
    payee: v.payee ?? null,
    createdAt: v.createdAt,
    expiresAt: v.expiresAt,
    paidAt: v.paidAt ?? null,
    qrSvg: withQr && v.status === 'pending' ? await qrSvg(v.payUrl, 200) : null,
  }
}

function reshapeWithdraw(v: z.infer<typeof WithdrawSchema>, currency: Currency): WithdrawOrder {
  return {
    orderId: v.orderId,
    amountMinor: toMinor(v.amount, currency.minorDigits),
    currency,
    status: v.status,
    bankName: v.bankName,
    accountMasked: v.accountMasked,
    createdAt: v.createdAt,
    decidedAt: v.decidedAt ?? null,
    reason: v.status === 'rejected' ? (v.reason ?? null) : null,
  }
}

export async function depositOptions(ctx: UpstreamContext): Promise<DepositOptions> {
  const { v, currency, minor } = await readPriced(ctx, '/wps/relay/PAY_depositMethods', MethodsSchema)
  return {
    currency,
    expiresMinutes: v.expiresMinutes,
    methods: v.methods.map((m) => ({
      code: m.code,
      kind: m.kind,
      minMinor: minor(m.minAmount),
      maxMinor: minor(m.maxAmount),
      presetsMinor: m.presets.map(minor),
    })),
  }
}

export async function createDeposit(
  ctx: UpstreamContext,
  input: { method: string; amountMinor: number },
): Promise<DepositOrder> {
  const { v, currency } = await sendOrder(ctx, '/wps/relay/PAY_createDeposit', DepositSchema, (decimal) => ({
    method: input.method,
    amount: decimal(input.amountMinor),
  }))
  return reshapeDeposit(v, currency, true)
}

export async function depositOrder(ctx: UpstreamContext, orderId: string): Promise<DepositOrder> {
  const [v, currency] = await Promise.all([
    call(ctx, { path: '/wps/relay/PAY_depositOrder', query: { orderId }, schema: DepositSchema }),
    tenantCurrency(ctx),
  ])
  return reshapeDeposit(v, currency, true)
}

export function deposits(ctx: UpstreamContext, page: number): Promise<OrderPage<DepositOrder>> {
  return orderPage(ctx, '/wps/relay/PAY_depositList', page, DepositSchema, (order, currency) =>
    reshapeDeposit(order, currency, false),
  )
}

export async function withdrawInfo(ctx: UpstreamContext): Promise<WithdrawInfo> {
  const { v, currency, minor } = await readPriced(ctx, '/wps/relay/PAY_withdrawInfo', InfoSchema)
  return {
    currency,
    withdrawableMinor: minor(v.withdrawable),
    lockedBonusMinor: minor(v.bonusLocked),
    turnoverLeftMinor: minor(v.turnoverLeft),
    minMinor: minor(v.minAmount),
    maxMinor: minor(v.maxAmount),
    hasPaymentPassword: v.hasPaymentPassword,
    canCancel: v.canCancel,
    identity: v.identity ?? null,
    review: v.review
      ? { autoPayBelowMinor: minor(v.review.autoPayBelow), delayMinutes: v.review.delayMinutes }
      : null,
    lockedUntil: v.lockedUntil ?? null,
    attemptsLeft: v.attemptsLeft ?? null,
    maxBankAccounts: v.maxBankAccounts,
    bankAccounts: v.bankAccounts,
    banks: v.banks,
  }
}

export async function setPaymentPassword(
  ctx: UpstreamContext,
  input: { paymentPassword: string; confirmPaymentPassword: string; password: string },
): Promise<void> {
  await call(ctx, {
    method: 'POST',
    path: '/wps/relay/passwordCheck/PAY_setPaymentPassword',
    json: input,
    encrypt: true,
    schema: Anything,
  })
}

export async function addBankAccount(
  ctx: UpstreamContext,
  input: { bankCode: string; accountNumber: string; holderName: string; paymentPassword: string },
): Promise<Pick<BankAccount, 'id' | 'accountMasked'>> {
  const v = await call(ctx, {
    method: 'POST',
    path: '/wps/relay/passwordCheck/PAY_addBankCard',
    json: input,
    encrypt: true,
    schema: z.object({ id: z.coerce.number().int(), accountMasked: z.string() }),
  })
  return { id: v.id, accountMasked: v.accountMasked }
}

export async function withdraw(
  ctx: UpstreamContext,
  input: { amountMinor: number; bankAccountId: number; paymentPassword: string },
): Promise<WithdrawOrder> {
  const { v, currency } = await sendOrder(
    ctx,
    '/wps/relay/passwordCheck/PAY_withdraw',
    WithdrawSchema,
    (decimal) => ({
      amount: decimal(input.amountMinor),
      bankAccountId: input.bankAccountId,
      paymentPassword: input.paymentPassword,
    }),
    true,
  )
  return reshapeWithdraw(v, currency)
}

export function withdrawals(ctx: UpstreamContext, page: number): Promise<OrderPage<WithdrawOrder>> {
  return orderPage(ctx, '/wps/relay/PAY_withdrawList', page, WithdrawSchema, reshapeWithdraw)
}

export async function cancelWithdrawal(ctx: UpstreamContext, orderId: string): Promise<WithdrawOrder> {
  const { v, currency } = await sendOrder(ctx, '/wps/relay/PAY_cancelWithdraw', WithdrawSchema, () => ({
    orderId,
  }))
  return reshapeWithdraw(v, currency)
}
