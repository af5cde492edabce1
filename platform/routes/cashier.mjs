// @ts-check
// The cashier (docs/platform.md, "Cashier"): deposit methods and orders, the sandbox payment page a
// deposit's QR code points at, the payment password, bank accounts and withdrawals. Calls that carry a
// payment password or a bank account are encrypted (contract §3) under /wps/relay/passwordCheck/.
// Amounts travel in major units, like the balance; the store counts minor units.
import { checkPassword, TRIAL_TYPE } from '../lib/members.mjs'
import { addBankAccount, bankAccountsOf, maskAccount } from '../lib/cashier/bank-accounts.mjs'
import {
  banksOf,
  DEPOSIT_TTL_MS,
  depositMethodsOf,
  MAX_BANK_ACCOUNTS,
  PAYMENT_PASSWORD_MAX_FAILURES,
  withdrawLimitsOf,
} from '../lib/cashier/config.mjs'
import {
  createDeposit,
  expireDeposit,
  expireDeposits,
  findDeposit,
  payDeposit,
} from '../lib/cashier/deposits.mjs'
import { cashierError } from '../lib/cashier/messages.mjs'
import { checkedAmount, major, pageOfOrders } from '../lib/cashier/orders.mjs'
import {
  checkPaymentPassword,
  paymentPasswordOf,
  paymentPasswordProblem,
  setPaymentPassword,
} from '../lib/cashier/payment-password.mjs'
import { runDueReviews } from '../lib/cashier/review.mjs'
import { createWithdrawal, settleWithdrawal } from '../lib/cashier/withdrawals.mjs'
import { identityStatus, requireVerified } from '../lib/identity/checks.mjs'
import { assertTermsAccepted } from '../lib/terms.mjs'
import { invalidField, rateLimit, stringInput } from '../lib/guards.mjs'
import { ApiError, ok, text } from '../lib/http.mjs'
import { isLanguage } from '../lib/i18n.mjs'
import { escapeXml } from '../lib/artwork.mjs'
import { fieldRule } from '../lib/patterns.mjs'
import { protectionError } from '../lib/protection/messages.mjs'
import { turnoverState } from '../lib/promotions/turnover.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/cashier/deposits.mjs').DepositRow} DepositRow */
/** @typedef {import('../lib/cashier/withdrawals.mjs').WithdrawRow} WithdrawRow */

const MINUTE_MS = 60 * 1000
// The rules a refused field is reported with (contract §6 pattern ids: 6 digits only, 8 letters and spaces).
const PAYMENT_PASSWORD_RULE = fieldRule({ patternId: 6, minLength: 6, maxLength: 6, required: true })
const ACCOUNT_NUMBER_RULE = fieldRule({ patternId: 6, minLength: 5, maxLength: 20, required: true })
const HOLDER_NAME_RULE = fieldRule({ patternId: 8, minLength: 2, maxLength: 60, required: true })
const PAGE_SIZE_MAX = 50

/** The member behind the call, who must hold a real (not trial) account. */
/** @param {RequestContext} ctx */
function cashierMember(ctx) {
  const member = ctx.member
  if (member.type === TRIAL_TYPE) throw new ApiError(403, 'function.not.available')
  return member
}

/**
 * The page the call asks for of the member's orders of one table.
 * @param {RequestContext} ctx
 * @param {'deposit_orders' | 'withdraw_orders'} table
 * @param {number} memberId
 */
function ordersPage(ctx, table, memberId) {
  const pageNo = Math.max(
    1,
    Math.min(10_000, Math.trunc(Number(ctx.body.pageNo ?? ctx.query.pageNo ?? 1)) || 1),
  )
  const pageSize = Math.max(
    1,
    Math.min(PAGE_SIZE_MAX, Math.trunc(Number(ctx.body.pageSize ?? ctx.query.pageSize ?? 10)) || 10),
  )
  return pageOfOrders(ctx.platform.db, table, memberId, pageNo, pageSize)
}

/**
 * @param {RequestContext} ctx
 * @param {DepositRow} order
 */
function depositView(ctx, order) {
  const digits = ctx.merchant.currency.minorDigits
  const method = depositMethodsOf(ctx.merchant).find((candidate) => candidate.code === order.method)
  return {
    orderId: order.id,
    method: order.method,
    methodKind: method?.kind ?? 'qr',
    amount: major(order.amount_minor, digits),
    status: order.status,
    reference: order.id,
    payUrl: `${ctx.platform.publicUrl()}/pay/${order.id}?lang=${order.language}`,
    payee: method?.payee ?? null,
    createdAt: new Date(order.created_at).toISOString(),
    expiresAt: new Date(order.expires_at).toISOString(),
    paidAt: order.paid_at ? new Date(order.paid_at).toISOString() : null,
  }
}

/**
 * @param {RequestContext} ctx
 * @param {WithdrawRow} order
 */
function withdrawView(ctx, order) {
  const digits = ctx.merchant.currency.minorDigits
  const account = /** @type {{ bank_code: string, account_number: string } | undefined} */ (
    ctx.platform.db
      .prepare('SELECT bank_code, account_number FROM bank_accounts WHERE id = ?')
      .get(order.bank_account_id)
  )
  const bank = banksOf(ctx.merchant).find((candidate) => candidate.code === account?.bank_code)
  return {
    orderId: order.id,
    amount: major(order.amount_minor, digits),
    status: order.status,
    bankName: bank?.name ?? account?.bank_code ?? '',
    accountMasked: account ? maskAccount(account.account_number) : '',
    createdAt: new Date(order.created_at).toISOString(),
    decidedAt: order.decided_at ? new Date(order.decided_at).toISOString() : null,
    reason: order.reason,
  }
}

/** @param {RequestContext} ctx */
function withdrawInfo(ctx) {
  const member = cashierMember(ctx)
  const { db } = ctx.platform
  const now = ctx.platform.now()
  const digits = ctx.merchant.currency.minorDigits
  const limits = withdrawLimitsOf(ctx.merchant)
  const stored = paymentPasswordOf(db, member.id)
  const banks = banksOf(ctx.merchant)
  const lockedUntil = stored?.locked_until && stored.locked_until > now ? stored.locked_until : null
  const turnover = turnoverState(db, member.id)
  return {
    currency: ctx.merchant.currency.code,
    currencySymbol: ctx.merchant.currency.symbol,
    withdrawable: major(turnover.withdrawableMinor, digits),
    bonusLocked: major(turnover.lockedMinor, digits),
    turnoverLeft: major(turnover.turnoverLeftMinor, digits),
    minAmount: major(limits.minMinor, digits),
    maxAmount: major(limits.maxMinor, digits),
    hasPaymentPassword: Boolean(stored),
    canCancel: ctx.merchant.memberCancelsWithdrawals === true,
    identity: {
      required: ctx.merchant.identity.requiredForWithdrawal,
      status: identityStatus(db, member.id),
    },
    review: {
      autoPayBelow: major(ctx.merchant.withdrawReview.autoPayBelowMinor, digits),
      delayMinutes: Math.max(1, Math.ceil(ctx.merchant.withdrawReview.delayMs / MINUTE_MS)),
    },
    lockedUntil: lockedUntil ? new Date(lockedUntil).toISOString() : null,
    attemptsLeft: stored && !lockedUntil ? PAYMENT_PASSWORD_MAX_FAILURES - stored.failed_attempts : null,
    maxBankAccounts: MAX_BANK_ACCOUNTS,
    bankAccounts: bankAccountsOf(db, member.id).map((account) => ({
      id: account.id,
      bankCode: account.bank_code,
      bankName: banks.find((bank) => bank.code === account.bank_code)?.name ?? account.bank_code,
      accountMasked: maskAccount(account.account_number),
      holderName: account.holder_name,
    })),
    banks,
  }
}

/** @param {RequestContext} ctx */
async function setPaymentPasswordCall(ctx) {
  const member = cashierMember(ctx)
  rateLimit(ctx, 'payment-password', 10, 10 * MINUTE_MS)
  const { db } = ctx.platform
  const now = ctx.platform.now()
  const password = stringInput(ctx.body.paymentPassword, { trim: false })
  const problem = paymentPasswordProblem(password)
  if (problem === 'format') throw invalidField('paymentPassword', PAYMENT_PASSWORD_RULE)
  if (problem === 'weak') {
    throw cashierError(400, 'cashier.payment.password.weak', ctx.language, {
      value: { field: 'paymentPassword' },
    })
  }
  if (stringInput(ctx.body.confirmPaymentPassword, { trim: false }) !== password) {
    throw new ApiError(400, 'password.confirm.mismatch', { value: { field: 'confirmPaymentPassword' } })
  }
  if (paymentPasswordOf(db, member.id))
    throw cashierError(409, 'cashier.payment.password.exists', ctx.language)
  // The login password proves the person at the keyboard owns the account, not only its session.
  const loginPassword = stringInput(ctx.body.password, { trim: false })
  if (loginPassword === '' || (await checkPassword(member, loginPassword, now)) !== 'password') {
    throw cashierError(400, 'cashier.login.password.invalid', ctx.language, { value: { field: 'password' } })
  }
  if (!(await setPaymentPassword(db, member.id, password, now))) {
    throw cashierError(409, 'cashier.payment.password.exists', ctx.language)
  }
  return ok({ hasPaymentPassword: true })
}

/** @param {RequestContext} ctx */
async function addBankAccountCall(ctx) {
  const member = cashierMember(ctx)
  rateLimit(ctx, 'bank-account', 10, 10 * MINUTE_MS)
  const bankCode = stringInput(ctx.body.bankCode)
  if (!banksOf(ctx.merchant).some((bank) => bank.code === bankCode)) {
    throw cashierError(400, 'cashier.bank.invalid', ctx.language, { value: { field: 'bankCode' } })
  }
  const accountNumber = stringInput(ctx.body.accountNumber).replace(/[\s-]/g, '')
  if (!/^\d{5,20}$/.test(accountNumber)) {
    throw invalidField('accountNumber', ACCOUNT_NUMBER_RULE)
  }
  const holderName = stringInput(ctx.body.holderName).replace(/\s+/g, ' ')
  if (!/^[\p{L}][\p{L}\p{M} .'-]{1,59}$/u.test(holderName)) {
    throw invalidField('holderName', HOLDER_NAME_RULE)
  }
  const now = ctx.platform.now()
  await checkPaymentPassword(ctx.platform.db, member.id, ctx.body.paymentPassword, now, ctx.language)
  const account = addBankAccount(ctx.platform.db, {
    memberId: member.id,
    bankCode,
    accountNumber,
    holderName,
    now,
    language: ctx.language,
  })
  return ok({ id: account.id, bankCode, accountMasked: maskAccount(accountNumber), holderName })
}

/** @param {RequestContext} ctx */
async function withdrawCall(ctx) {
  const member = cashierMember(ctx)
  rateLimit(ctx, 'withdraw', 30, 10 * MINUTE_MS)
  assertTermsAccepted(ctx.platform.db, { memberId: member.id, language: ctx.language })
  requireVerified(ctx.platform.db, ctx.merchant, member.id, ctx.language)
  const amountMinor = checkedAmount(
    ctx.body.amount,
    withdrawLimitsOf(ctx.merchant),
    ctx.merchant,
    ctx.language,
  )
  const bankAccountId = Number(ctx.body.bankAccountId)
  if (!Number.isSafeInteger(bankAccountId) || bankAccountId <= 0) {
    throw cashierError(400, 'cashier.bank.account.not.found', ctx.language, {
      value: { field: 'bankAccountId' },
    })
  }
  const now = ctx.platform.now()
  await checkPaymentPassword(ctx.platform.db, member.id, ctx.body.paymentPassword, now, ctx.language)
  const order = createWithdrawal(ctx.platform.db, {
    memberId: member.id,
    merchantCode: ctx.merchant.code,
    bankAccountId,
    amountMinor,
    now,
    language: ctx.language,
  })
  return ok(withdrawView(ctx, order))
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerCashierRoutes(router, platform) {
  // GET /wps/relay/PAY_depositMethods - the merchant's deposit methods with bounds and preset amounts
  router.relay(
    'PAY_depositMethods',
    (ctx) => {
      cashierMember(ctx)
      const digits = ctx.merchant.currency.minorDigits
      return ok({
        currency: ctx.merchant.currency.code,
        currencySymbol: ctx.merchant.currency.symbol,
        expiresMinutes: DEPOSIT_TTL_MS / MINUTE_MS,
        methods: depositMethodsOf(ctx.merchant).map((method) => ({
          code: method.code,
          kind: method.kind,
          minAmount: major(method.minMinor, digits),
          maxAmount: major(method.maxMinor, digits),
          presets: method.presetsMinor.map((minor) => major(minor, digits)),
        })),
      })
    },
    { auth: 'required' },
  )

  // POST /wps/relay/PAY_createDeposit - {method, amount} a pending deposit order with its payment URL
  router.post(
    '/wps/relay/PAY_createDeposit',
    (ctx) => {
      const member = cashierMember(ctx)
      rateLimit(ctx, 'deposit', 30, 10 * MINUTE_MS)
      const method = depositMethodsOf(ctx.merchant).find(
        (candidate) => candidate.code === stringInput(ctx.body.method),
      )
      if (!method)
        throw cashierError(400, 'cashier.method.invalid', ctx.language, { value: { field: 'method' } })
      const amountMinor = checkedAmount(ctx.body.amount, method, ctx.merchant, ctx.language)
      const order = createDeposit(ctx.platform.db, {
        memberId: member.id,
        merchantCode: ctx.merchant.code,
        method: method.code,
        amountMinor,
        language: ctx.language,
        now: ctx.platform.now(),
        minorDigits: ctx.merchant.currency.minorDigits,
      })
      return ok(depositView(ctx, order))
    },
    { auth: 'required', body: 'json' },
  )

  // GET /wps/relay/PAY_depositOrder?orderId= - one of the member's deposit orders
  router.relay(
    'PAY_depositOrder',
    (ctx) => {
      const member = cashierMember(ctx)
      const order = findDeposit(ctx.platform.db, stringInput(ctx.body.orderId), ctx.platform.now())
      if (!order || order.member_id !== member.id)
        throw cashierError(404, 'cashier.order.not.found', ctx.language)
      return ok(depositView(ctx, order))
    },
    { auth: 'required' },
  )

  // GET /wps/relay/PAY_depositList?pageNo=&pageSize= - the member's deposit orders, newest first
  router.relay(
    'PAY_depositList',
    (ctx) => {
      const member = cashierMember(ctx)
      expireDeposits(ctx.platform.db, ctx.platform.now(), member.id)
      const { rows, totalPages } = ordersPage(ctx, 'deposit_orders', member.id)
      return ok({ list: rows.map((row) => depositView(ctx, /** @type {DepositRow} */ (row))), totalPages })
    },
    { auth: 'required' },
  )

  // GET /wps/relay/PAY_withdrawInfo - withdrawable balance, bounds, payment password state, bank accounts, banks
  router.relay('PAY_withdrawInfo', (ctx) => ok(withdrawInfo(ctx)), { auth: 'required' })

  // POST /wps/relay/passwordCheck/PAY_setPaymentPassword (encrypted) - {paymentPassword, confirmPaymentPassword, password}
  router.post('/wps/relay/passwordCheck/PAY_setPaymentPassword', setPaymentPasswordCall, {
    auth: 'required',
    body: 'encrypted',
  })

  // POST /wps/relay/passwordCheck/PAY_addBankCard (encrypted) - {bankCode, accountNumber, holderName, paymentPassword}
  router.post('/wps/relay/passwordCheck/PAY_addBankCard', addBankAccountCall, {
    auth: 'required',
    body: 'encrypted',
  })

  // POST /wps/relay/passwordCheck/PAY_withdraw (encrypted) - {amount, bankAccountId, paymentPassword}
  router.post('/wps/relay/passwordCheck/PAY_withdraw', withdrawCall, { auth: 'required', body: 'encrypted' })

  // GET /wps/relay/PAY_withdrawList?pageNo=&pageSize= - the member's withdrawals, newest first
  router.relay(
    'PAY_withdrawList',
    (ctx) => {
      const member = cashierMember(ctx)
      const { rows, totalPages } = ordersPage(ctx, 'withdraw_orders', member.id)
      return ok({ list: rows.map((row) => withdrawView(ctx, /** @type {WithdrawRow} */ (row))), totalPages })
    },
    { auth: 'required' },
  )

  // POST /wps/relay/PAY_cancelWithdraw - {orderId} the member takes back a pending withdrawal (refunded),
  // only where the merchant allows it (`canCancel` of PAY_withdrawInfo)
  router.post(
    '/wps/relay/PAY_cancelWithdraw',
    (ctx) => {
      const member = cashierMember(ctx)
      if (ctx.merchant.memberCancelsWithdrawals !== true)
        throw protectionError(403, 'rg.withdraw.cancel.off', ctx.language)
      const order = settleWithdrawal(ctx.platform.db, {
        id: stringInput(ctx.body.orderId),
        outcome: 'cancelled',
        memberId: member.id,
        now: ctx.platform.now(),
        language: ctx.language,
      })
      return ok(withdrawView(ctx, order))
    },
    { auth: 'required', body: 'json' },
  )

  // GET /pay/:orderId - the sandbox payment page a deposit's QR code opens (what a PSP would show)
  router.get('/pay/:orderId', ({ params, query }) =>
    payPage(platform, params.orderId ?? '', languageOf(query.lang)),
  )

  // POST /pay/:orderId (form) - the sandbox "Pay" button: confirms the payment, then shows the page again
  router.post(
    '/pay/:orderId',
    ({ params, query }) => {
      const id = params.orderId ?? ''
      const language = languageOf(query.lang)
      try {
        payDeposit(platform.db, id, platform.now(), language)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        return payPage(platform, id, language, error.explicitMessage ?? error.errorCode)
      }
      return {
        status: 303,
        headers: { location: `/pay/${encodeURIComponent(id)}?lang=${language}`, 'cache-control': 'no-store' },
        body: '',
      }
    },
    { body: 'form' },
  )

  if (platform.mode === 'production') return

  // POST /__test/deposits/:id/pay | /expire - a deposit paid or expired without the payment page
  router.post('/__test/deposits/:id/pay', ({ params }) =>
    ok({ status: payDeposit(platform.db, params.id ?? '', platform.now(), 'EN').status }),
  )
  router.post('/__test/deposits/:id/expire', ({ params }) => {
    if (!expireDeposit(platform.db, params.id ?? '', platform.now()))
      throw new ApiError(409, 'cashier.order.not.pending')
    return ok({ status: 'expired' })
  })

  // POST /__test/withdrawals/review {orderId?} - the scheduler's automatic review now: pays every due
  // order below its merchant's threshold, and `orderId` at once if it is below it (its delay skipped)
  router.post(
    '/__test/withdrawals/review',
    ({ body }) =>
      ok({
        paid: runDueReviews(platform.db, platform.merchants, platform.now(), {
          orderId: typeof body.orderId === 'string' ? body.orderId : undefined,
        }),
      }),
    { body: 'json' },
  )

  // POST /__test/withdrawals/:id/approve | /reject {reason?} - the operator's decision on a pending withdrawal
  for (const [action, outcome] of /** @type {const} */ ([
    ['approve', 'paid'],
    ['reject', 'rejected'],
  ])) {
    router.post(
      `/__test/withdrawals/:id/${action}`,
      ({ params, body }) => {
        const order = settleWithdrawal(platform.db, {
          id: params.id ?? '',
          outcome,
          now: platform.now(),
          language: 'EN',
          reason: typeof body.reason === 'string' ? body.reason.slice(0, 200) : null,
        })
        return ok({ orderId: order.id, status: order.status })
      },
      { body: 'json' },
    )
  }
}

/** @param {unknown} value */
function languageOf(value) {
  const upper = typeof value === 'string' ? value.toUpperCase() : ''
  return isLanguage(upper) ? upper : 'EN'
}

/** @type {Record<string, Record<string, string>>} */
const PAY_TEXTS = {
  EN: {
    title: 'Sandbox payment',
    note: 'Test payment page of the reference platform: no real money moves.',
    amount: 'Amount',
    reference: 'Reference',
    expires: 'Pay before',
    pay: 'Pay',
    paid: 'Payment received. You can go back to the site.',
    expired: 'This order has expired and can no longer be paid.',
    missing: 'This order does not exist.',
  },
  PT: {
    title: 'Pagamento de teste',
    note: 'Página de pagamento de teste da plataforma de referência: nenhum dinheiro real é movimentado.',
    amount: 'Valor',
    reference: 'Referência',
    expires: 'Pague até',
    pay: 'Pagar',
    paid: 'Pagamento recebido. Você pode voltar ao site.',
    expired: 'Este pedido expirou e não pode mais ser pago.',
    missing: 'Este pedido não existe.',
  },
  ZH: {
    title: '沙盒支付',
    note: '参考平台的测试支付页面：不涉及真实资金。',
    amount: '金额',
    reference: '参考号',
    expires: '请在此之前支付',
    pay: '支付',
    paid: '已收到付款，您可以返回网站。',
    expired: '该订单已过期，无法支付。',
    missing: '订单不存在。',
  },
  ID: {
    title: 'Pembayaran uji coba',
    note: 'Halaman pembayaran uji dari platform referensi: tidak ada uang sungguhan.',
    amount: 'Jumlah',
    reference: 'Referensi',
    expires: 'Bayar sebelum',
    pay: 'Bayar',
    paid: 'Pembayaran diterima. Anda dapat kembali ke situs.',
    expired: 'Pesanan ini telah kedaluwarsa dan tidak dapat dibayar lagi.',
    missing: 'Pesanan ini tidak ada.',
  },
  TH: {
    title: 'การชำระเงินทดสอบ',
    note: 'หน้าชำระเงินทดสอบของแพลตฟอร์มอ้างอิง: ไม่มีการโอนเงินจริง',
    amount: 'จำนวนเงิน',
    reference: 'เลขอ้างอิง',
    expires: 'ชำระก่อน',
    pay: 'ชำระเงิน',
    paid: 'ได้รับการชำระเงินแล้ว คุณสามารถกลับไปที่เว็บไซต์ได้',
    expired: 'รายการนี้หมดอายุแล้วและไม่สามารถชำระได้',
    missing: 'ไม่พบรายการนี้',
  },
  VI: {
    title: 'Thanh toán thử nghiệm',
    note: 'Trang thanh toán thử của nền tảng tham chiếu: không có tiền thật được chuyển.',
    amount: 'Số tiền',
    reference: 'Mã tham chiếu',
    expires: 'Thanh toán trước',
    pay: 'Thanh toán',
    paid: 'Đã nhận thanh toán. Bạn có thể quay lại trang web.',
    expired: 'Lệnh này đã hết hạn và không thể thanh toán.',
    missing: 'Lệnh này không tồn tại.',
  },
}

const PAY_PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

/**
 * @param {import('../app.mjs').Platform} platform
 * @param {string} id
 * @param {string} language
 * @param {string} [problem]
 */
function payPage(platform, id, language, problem) {
  const t = /** @type {Record<string, string>} */ (PAY_TEXTS[language] ?? PAY_TEXTS.EN)
  const order = /^[A-Z0-9]{4,20}$/.test(id) ? findDeposit(platform.db, id, platform.now()) : undefined
  const merchant = order ? platform.merchants.get(order.merchant_code) : undefined
  let body = ''
  if (!order || !merchant) {
    body = `<p role="alert">${escapeXml(t.missing ?? '')}</p>`
  } else {
    const digits = merchant.currency.minorDigits
    const amount = `${merchant.currency.symbol} ${(order.amount_minor / 10 ** digits).toFixed(digits)}`
    const facts = `<dl><dt>${escapeXml(t.amount ?? '')}</dt><dd id="amount">${escapeXml(amount)}</dd>
<dt>${escapeXml(t.reference ?? '')}</dt><dd>${escapeXml(order.id)}</dd>
<dt>${escapeXml(t.expires ?? '')}</dt><dd>${escapeXml(new Date(order.expires_at).toISOString().replace('T', ' ').slice(0, 16))} UTC</dd></dl>`
    const action =
      order.status === 'paid'
        ? `<p role="status" class="ok">${escapeXml(t.paid ?? '')}</p>`
        : order.status === 'expired'
          ? `<p role="alert">${escapeXml(t.expired ?? '')}</p>`
          : `<form method="post" action="/pay/${escapeXml(order.id)}?lang=${language}"><button type="submit">${escapeXml(t.pay ?? '')}</button></form>`
    body = `<h2>${escapeXml(merchant.brandName)}</h2>${facts}${problem ? `<p role="alert">${escapeXml(problem)}</p>` : ''}${action}`
  }
  const html = `<!doctype html>
<html lang="${language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(t.title ?? '')}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:#f4f6f8;color:#111;line-height:1.5}main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 4px 20px rgba(0,0,0,.08)}h1{font-size:1.3rem;margin:0 0 .25rem}h2{font-size:1.1rem}.note{color:#555;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}button{width:100%;min-height:48px;border:0;border-radius:8px;background:#0a7d32;color:#fff;font-size:1.1rem;font-weight:700;cursor:pointer}button:focus-visible{outline:3px solid #111;outline-offset:2px}.ok{color:#0a7d32;font-weight:700}[role=alert]{color:#b00020;font-weight:600}</style>
</head><body><main><h1>${escapeXml(t.title ?? '')}</h1><p class="note">${escapeXml(t.note ?? '')}</p>${body}</main></body></html>`
  return text(order || problem ? 200 : 404, html, 'text/html; charset=utf-8', PAY_PAGE_HEADERS)
}
