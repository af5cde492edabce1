// @ts-check
// The member centre's money pages (docs/platform.md, "Money pages"): the vendor wallets a merchant offers
// (GCS_merchantWallet), transfers between them and the main wallet and "recall all"
// (GCS_walletTransfer), the transfer to the member's upline (encrypted, with the payment password and
// its lock shared with withdrawals), the personal profit and loss, and the bonus list. Transfer amounts
// travel in major units like the balance; the P&L and the bonus list answer minor units with the
// currency, like the records.
import { PAYMENT_PASSWORD_MAX_FAILURES } from '../lib/cashier/config.mjs'
import { checkedAmount, major } from '../lib/cashier/orders.mjs'
import { checkPaymentPassword, paymentPasswordOf } from '../lib/cashier/payment-password.mjs'
import { fundsError } from '../lib/funds/messages.mjs'
import { bonusDetails, MAX_PROFIT_PERIOD_MS, personalProfit } from '../lib/funds/profit.mjs'
import {
  MAIN_WALLET,
  recallAll,
  subWalletBalances,
  transferBetweenWallets,
  transferToUpline,
  walletVendors,
} from '../lib/funds/wallets.mjs'
import {
  memberListInput,
  nonNegativeInt,
  optionalInput,
  pageCounts,
  rateLimit,
  realMember,
  stringInput,
} from '../lib/guards.mjs'
import { ApiError, ok } from '../lib/http.mjs'
import { balanceOf } from '../lib/ledger.mjs'
import { settleDueDraws } from '../lib/lottery/tickets.mjs'
import { findById } from '../lib/members.mjs'
import { assertTermsAccepted } from '../lib/terms.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

const MINUTE_MS = 60 * 1000
// Any amount from one minor unit up to what the wallet holds; the ledger refuses the rest.
const TRANSFER_BOUNDS = { minMinor: 1, maxMinor: Number.MAX_SAFE_INTEGER }

/**
 * A client's id for one transfer, so that the same transfer sent twice moves money once.
 * @param {unknown} value
 */
function requestIdOf(value) {
  const raw = optionalInput(value)
  if (raw === undefined) return null
  if (!/^[A-Za-z0-9-]{8,64}$/.test(raw)) throw new ApiError(400, 'request_param_err')
  return raw
}

/**
 * The member's wallets after a change: the total, the main wallet and every vendor wallet with money.
 * @param {RequestContext} ctx
 */
function walletsView(ctx) {
  const { db } = ctx.platform
  const digits = ctx.merchant.currency.minorDigits
  const main = balanceOf(db, ctx.member.id)
  const subs = subWalletBalances(db, ctx.member.id)
  const total = [...subs.values()].reduce((sum, value) => sum + value, main)
  return {
    sumBalance: major(total, digits),
    mainBalance: major(main, digits),
    wallets: [...subs].map(([vendor, minor]) => ({
      accountTypeId: vendor,
      availBalance: major(minor, digits),
    })),
  }
}

/** @param {RequestContext} ctx */
const digitsOf = (ctx) => ctx.merchant.currency.minorDigits

/**
 * @param {RequestContext} ctx
 * @param {{ id: string, amountMinor: number }} done
 */
const doneView = (ctx, done) => ({ transferId: done.id, amount: major(done.amountMinor, digitsOf(ctx)) })

/** @param {RequestContext} ctx */
function uplineOf(ctx) {
  const member = realMember(ctx)
  const upline = member.upline_id === null ? undefined : findById(ctx.platform.db, member.upline_id)
  if (!upline || upline.merchant_code !== ctx.merchant.code) {
    throw fundsError(403, 'cashier.upline.none', ctx.language)
  }
  return { member, upline }
}

/** @param {RequestContext} ctx */
async function uplineTransferCall(ctx) {
  const { member, upline } = uplineOf(ctx)
  rateLimit(ctx, 'upline-transfer', 30, 10 * MINUTE_MS)
  assertTermsAccepted(ctx.platform.db, { memberId: member.id, language: ctx.language })
  const amountMinor = checkedAmount(ctx.body.amount, TRANSFER_BOUNDS, ctx.merchant, ctx.language)
  const requestId = requestIdOf(ctx.body.requestId)
  const now = ctx.platform.now()
  await checkPaymentPassword(ctx.platform.db, member.id, ctx.body.paymentPassword, now, ctx.language)
  const done = transferToUpline(ctx.platform.db, {
    memberId: member.id,
    uplineId: upline.id,
    amountMinor,
    requestId,
    now,
    language: ctx.language,
  })
  return ok({
    ...doneView(ctx, done),
    available: major(balanceOf(ctx.platform.db, member.id), digitsOf(ctx)),
  })
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerFundsRoutes(router, platform) {
  const { db } = platform

  // GET /wps/relay/GCS_merchantWallet - the vendor wallets the merchant offers beside the main wallet
  router.relay(
    'GCS_merchantWallet',
    (ctx) => {
      realMember(ctx)
      return ok({
        currency: ctx.merchant.currency.code,
        currencySymbol: ctx.merchant.currency.symbol,
        wallets: walletVendors(db, ctx.merchant.code).map((vendor) => ({
          accountTypeId: vendor.code,
          name: vendor.name,
          gameType: vendor.game_type,
        })),
      })
    },
    { auth: 'required', feature: 'FUNDTRANS3' },
  )

  // POST /wps/relay/GCS_walletTransfer - {from, to, amount, requestId?} between the main wallet (MAIN)
  // and one vendor wallet, or {recallAll: true, requestId?} every vendor wallet back into the main one
  router.post(
    '/wps/relay/GCS_walletTransfer',
    (ctx) => {
      const member = realMember(ctx)
      rateLimit(ctx, 'wallet-transfer', 60, 10 * MINUTE_MS)
      const requestId = requestIdOf(ctx.body.requestId)
      const now = ctx.platform.now()
      const recall = ctx.body.recallAll === true || ctx.body.recallAll === 'true'
      const done = recall
        ? recallAll(db, { memberId: member.id, requestId, now, language: ctx.language })
        : transferBetweenWallets(db, {
            memberId: member.id,
            merchantCode: ctx.merchant.code,
            from: stringInput(ctx.body.from).toUpperCase() || MAIN_WALLET,
            to: stringInput(ctx.body.to).toUpperCase(),
            amountMinor: checkedAmount(ctx.body.amount, TRANSFER_BOUNDS, ctx.merchant, ctx.language),
            requestId,
            now,
            language: ctx.language,
          })
      return ok({ ...doneView(ctx, done), ...walletsView(ctx) })
    },
    { auth: 'required', feature: 'FUNDTRANS3', body: 'json' },
  )

  // GET /wps/relay/MCS2_uplineTransferInfo - the upline's account, what the member can send, and the
  // payment password's state (the same one, and the same lock, as withdrawals)
  router.relay(
    'MCS2_uplineTransferInfo',
    (ctx) => {
      const { member, upline } = uplineOf(ctx)
      const now = ctx.platform.now()
      const stored = paymentPasswordOf(db, member.id)
      const lockedUntil = stored?.locked_until && stored.locked_until > now ? stored.locked_until : null
      return ok({
        upline: { account: upline.username, nickname: upline.nickname },
        currency: ctx.merchant.currency.code,
        currencySymbol: ctx.merchant.currency.symbol,
        available: major(balanceOf(db, member.id), ctx.merchant.currency.minorDigits),
        hasPaymentPassword: Boolean(stored),
        lockedUntil: lockedUntil ? new Date(lockedUntil).toISOString() : null,
        attemptsLeft: stored && !lockedUntil ? PAYMENT_PASSWORD_MAX_FAILURES - stored.failed_attempts : null,
      })
    },
    { auth: 'required', feature: 'UPLINETRANS3' },
  )

  // POST /wps/relay/passwordCheck/MCS2_transferToUpline (encrypted) - {amount, paymentPassword, requestId?}
  router.post('/wps/relay/passwordCheck/MCS2_transferToUpline', uplineTransferCall, {
    auth: 'required',
    body: 'encrypted',
    feature: 'UPLINETRANS3',
  })

  // GET /wps/relay/ODSFE2_personalProfit?startTime=&endTime= - bets, valid bets, payouts, bonuses and the
  // net result of a period of at most 90 days, in total and per game category
  router.relay(
    'ODSFE2_personalProfit',
    (ctx) => {
      const member = realMember(ctx)
      const from = nonNegativeInt(ctx.body.startTime)
      const to = nonNegativeInt(ctx.body.endTime)
      if (from === null || to === null || from >= to || to - from > MAX_PROFIT_PERIOD_MS) {
        throw new ApiError(400, 'request_param_err')
      }
      // Draws that are due settle first, as the betting record does, so the two agree.
      settleDueDraws(db, platform.now())
      const profit = personalProfit(db, { memberId: member.id, from, to })
      return ok({ ...profit, startTime: from, endTime: to, currency: ctx.merchant.currency })
    },
    { auth: 'required', feature: 'PERSONALPNL3' },
  )

  // GET /wps/relay/MCSFE_getBonusDetails?pageNo=&pageSize= - every bonus the member received, newest first
  router.relay(
    'MCSFE_getBonusDetails',
    (ctx) => {
      const { member, pageNo, pageSize, offset } = memberListInput(ctx)
      const { count, list } = bonusDetails(db, { memberId: member.id, pageSize, offset })
      return ok({
        list,
        pageNo,
        pageSize,
        ...pageCounts(count, pageSize),
        currency: ctx.merchant.currency,
      })
    },
    { auth: 'required', feature: 'BONUSDET3' },
  )
}
