// @ts-check
// The operator key that opens the operator consoles (live chat, cashier): sent as the `x-operator-key`
// header, PLATFORM_OPERATOR_KEY in the environment. Outside production a known key opens them for demos
// and tests; production needs its own, and without one the consoles answer 404.
import { safeEqual } from './crypto.mjs'
import { ApiError } from './http.mjs'

export const DEVELOPMENT_OPERATOR_KEY = 'operator-demo-key'

/** @param {import('../app.mjs').Platform} platform */
function operatorKey(platform) {
  const configured = process.env.PLATFORM_OPERATOR_KEY?.trim()
  if (configured) return configured
  return platform.mode === 'production' ? null : DEVELOPMENT_OPERATOR_KEY
}

/** @param {import('../app.mjs').RequestContext} ctx */
export function requireOperator(ctx) {
  const expected = operatorKey(ctx.platform)
  if (!expected) throw new ApiError(404, 'function.not.available')
  const given = ctx.req.headers['x-operator-key']
  if (typeof given !== 'string' || !safeEqual(given, expected)) throw new ApiError(401, 'chat.operator.key')
}

/**
 * The operator's decision a console path ends in, once the operator key is checked: `approve` is the
 * outcome `approved`, `reject` is `rejected`, anything else no function (404).
 * @template {string} Approved
 * @param {import('../app.mjs').RequestContext} ctx
 * @param {string | undefined} action
 * @param {Approved} approved
 * @returns {Approved | 'rejected'}
 */
export function operatorDecision(ctx, action, approved) {
  requireOperator(ctx)
  if (action === 'approve') return approved
  if (action === 'reject') return 'rejected'
  throw new ApiError(404, 'function.not.available')
}
