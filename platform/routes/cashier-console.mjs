// @ts-check
// The cashier console (docs/platform.md, "Cashier"): the page, the queue of withdrawals waiting for a
// person, and the operator's approve and reject, all behind the operator key.
import { cashierConsolePage } from '../lib/cashier/console-page.mjs'
import { major } from '../lib/cashier/orders.mjs'
import { rejectReason, reviewOf } from '../lib/cashier/review.mjs'
import { settleWithdrawal } from '../lib/cashier/withdrawals.mjs'
import { ok, text } from '../lib/http.mjs'
import { operatorDecision, requireOperator } from '../lib/operator.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/cashier/withdrawals.mjs').WithdrawRow} WithdrawRow */

const DECIDED_SHOWN = 20

/**
 * @param {RequestContext} ctx
 * @param {WithdrawRow & { username: string }} order
 */
function consoleView(ctx, order) {
  const merchant = ctx.platform.merchants.get(order.merchant_code)
  const digits = merchant?.currency.minorDigits ?? 2
  return {
    orderId: order.id,
    merchantCode: order.merchant_code,
    username: order.username,
    amount: `${merchant?.currency.symbol ?? ''} ${major(order.amount_minor, digits).toFixed(digits)}`.trim(),
    status: order.status,
    createdAt: new Date(order.created_at).toISOString(),
    decidedAt: order.decided_at ? new Date(order.decided_at).toISOString() : null,
    reason: order.reason,
  }
}

/** @param {import('../app.mjs').PlatformRouter} router */
export default function register(router) {
  // GET /cashier/console - the operator's page
  router.get('/cashier/console', () => {
    const page = cashierConsolePage()
    return text(200, page.html, 'text/html; charset=utf-8', page.headers)
  })

  // GET /cashier/console/api/withdrawals - {waiting, decided}: the pending orders a person decides
  // (oldest first) and the latest decided ones
  router.get('/cashier/console/api/withdrawals', (ctx) => {
    requireOperator(ctx)
    const { db, merchants } = ctx.platform
    const rows = (/** @type {string} */ where, /** @type {string} */ order, /** @type {number} */ limit) =>
      /** @type {(WithdrawRow & { username: string })[]} */ (
        db
          .prepare(
            `SELECT w.*, m.username FROM withdraw_orders w JOIN members m ON m.id = w.member_id
             WHERE ${where} ORDER BY ${order} LIMIT ?`,
          )
          .all(limit)
      )
    const waiting = rows("w.status = 'pending'", 'w.created_at, w.id', 500).filter(
      (order) => reviewOf(merchants.get(order.merchant_code), order.amount_minor) === 'manual',
    )
    const decided = rows("w.status IN ('paid', 'rejected')", 'w.decided_at DESC, w.id DESC', DECIDED_SHOWN)
    return ok({
      waiting: waiting.map((order) => consoleView(ctx, order)),
      decided: decided.map((order) => consoleView(ctx, order)),
    })
  })

  // POST /cashier/console/api/withdrawals/:id/approve | /reject {reason} - the operator's decision on a
  // pending withdrawal; a decided one answers 409 cashier.order.not.pending
  router.post(
    '/cashier/console/api/withdrawals/:id/:action',
    (ctx) => {
      const outcome = operatorDecision(ctx, ctx.params.action, 'paid')
      const order = settleWithdrawal(ctx.platform.db, {
        id: ctx.params.id ?? '',
        outcome,
        now: ctx.platform.now(),
        language: ctx.language,
        reason: outcome === 'rejected' ? rejectReason(ctx.body.reason, ctx.language) : null,
      })
      return ok({
        orderId: order.id,
        status: order.status,
        decidedAt: new Date(order.decided_at ?? 0).toISOString(),
      })
    },
    { body: 'json', maxBodyBytes: 4 * 1024 },
  )
}
