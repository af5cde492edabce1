import { TRANSPORT_ERRORS, isUpstreamError, type UpstreamError } from '@/lib/upstream/errors'

// The Portal's stable error codes: what a browser may see, each with its HTTP status and a translated
// message under `ApiErrors.<code>`. Upstream codes and texts never pass through unmapped.
export const ERROR_STATUS = {
  invalid_input: 422,
  unauthenticated: 401,
  session_expired: 401,
  trial_account: 403,
  forbidden: 403,
  already_signed_in: 409,
  password_change_required: 403,
  feature_disabled: 403,
  bad_origin: 403,
  rate_limited: 429,
  login_failed: 401,
  captcha_required: 400,
  captcha_invalid: 400,
  sms_code_invalid: 400,
  username_taken: 409,
  mobile_taken: 409,
  affiliate_invalid: 400,
  password_mismatch: 400,
  old_password_invalid: 400,
  password_reused: 400,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  request_rejected: 400,
  maintenance: 503,
  region_restricted: 451,
  player_blocked: 403,
  registration_blocked: 403,
  play_limit_reached: 403,
  deposit_limit_reached: 400,
  limit_cooling_off: 409,
  block_running: 409,
  identity_required: 403,
  terms_required: 403,
  terms_outdated: 409,
  upstream_unavailable: 503,
  upstream_timeout: 504,
  internal: 500,
} as const

export type PortalErrorCode = keyof typeof ERROR_STATUS

export type PortalErrorDetails = {
  // Field name -> error code of that field (for forms).
  fields?: Record<string, string>
  // The platform wants the captcha shown from now on.
  captcha?: boolean
  retryAfterSeconds?: number
}

export class PortalError extends Error {
  readonly status: number

  constructor(
    readonly code: PortalErrorCode,
    readonly details?: PortalErrorDetails,
  ) {
    super(code)
    this.name = 'PortalError'
    this.status = ERROR_STATUS[code]
  }
}

export function isPortalError(error: unknown): error is PortalError {
  return error instanceof PortalError
}

// The platform's error codes (upstream-contract.md §2 and the reference platform) in the Portal's terms.
const FROM_UPSTREAM: Record<string, PortalErrorCode> = {
  'login.not.session': 'session_expired',
  'user.or.token.invalid': 'session_expired',
  duplicateLogin: 'session_expired',
  token_ip_different: 'session_expired',
  nologin: 'unauthenticated',
  CUSTOMER_NOT_LOGIN: 'unauthenticated',
  login_verify_required: 'captcha_required',
  TOO_MANY_REQUESTS: 'rate_limited',
  'function.not.available': 'feature_disabled',
  request_body_required: 'invalid_input',
  request_param_err: 'invalid_input',
  'merchant.acct.setup.err': 'upstream_unavailable',
  'system.error': 'upstream_unavailable',
  '#459': 'request_rejected',
  '#727': 'upstream_unavailable',
  'login.failed': 'login_failed',
  'captcha.invalid': 'captcha_invalid',
  'captcha.required': 'captcha_required',
  'sms.code.invalid': 'sms_code_invalid',
  'member.username.taken': 'username_taken',
  'member.mobile.taken': 'mobile_taken',
  'affiliate.code.invalid': 'affiliate_invalid',
  'password.confirm.mismatch': 'password_mismatch',
  'password.old.invalid': 'old_password_invalid',
  'password.same.as.old': 'password_reused',
  'system.maintenance': 'maintenance',
  'region.restricted': 'region_restricted',
  // Player protection (docs/responsible-gaming.md).
  'rg.blocked': 'player_blocked',
  'rg.register.blocked': 'registration_blocked',
  'rg.loss.limit': 'play_limit_reached',
  'rg.wager.limit': 'play_limit_reached',
  'rg.session.limit': 'play_limit_reached',
  'rg.deposit.limit': 'deposit_limit_reached',
  'rg.limit.cooling.off': 'limit_cooling_off',
  'rg.limit.invalid': 'invalid_input',
  'rg.block.active': 'block_running',
  'rg.lift.not.allowed': 'request_rejected',
  'rg.withdraw.cancel.off': 'feature_disabled',
  // Identity checks (docs/platform.md, "Identity").
  'identity.required': 'identity_required',
  'identity.document.invalid': 'invalid_input',
  'identity.submit.closed': 'request_rejected',
  // Terms accepted by version (docs/platform.md, "Terms accepted by version").
  'terms.required': 'terms_required',
  'terms.version.stale': 'terms_outdated',
  [TRANSPORT_ERRORS.timeout]: 'upstream_timeout',
  [TRANSPORT_ERRORS.unreachable]: 'upstream_unavailable',
  [TRANSPORT_ERRORS.badResponse]: 'upstream_unavailable',
  [TRANSPORT_ERRORS.circuitOpen]: 'upstream_unavailable',
}

// An upstream refusal the page explains: the error, the field it belongs to ('_': above the button) and
// the reason the form translates.
type Refusal = { code: PortalErrorCode; field: string; reason: string }

const refused = ({ code, field, reason }: Refusal) => new PortalError(code, { fields: { [field]: reason } })

// The cashier's refusals: what the player did wrong.
const CASHIER_REFUSALS: Record<string, Refusal> = {
  'cashier.amount.invalid': { code: 'invalid_input', field: 'amount', reason: 'not_number' },
  'cashier.amount.below.min': { code: 'invalid_input', field: 'amount', reason: 'below_min' },
  'cashier.amount.above.max': { code: 'invalid_input', field: 'amount', reason: 'above_max' },
  'cashier.balance.insufficient': { code: 'invalid_input', field: 'amount', reason: 'insufficient' },
  'cashier.method.invalid': { code: 'invalid_input', field: 'method', reason: 'invalid' },
  'cashier.deposit.too.many.open': { code: 'request_rejected', field: '_', reason: 'too_many_open' },
  'cashier.order.not.found': { code: 'not_found', field: '_', reason: 'not_found' },
  'cashier.order.expired': { code: 'request_rejected', field: '_', reason: 'expired' },
  'cashier.order.not.pending': { code: 'request_rejected', field: '_', reason: 'not_pending' },
  'cashier.payment.password.required': {
    code: 'request_rejected',
    field: 'paymentPassword',
    reason: 'not_set',
  },
  'cashier.payment.password.exists': { code: 'request_rejected', field: 'paymentPassword', reason: 'exists' },
  'cashier.payment.password.weak': { code: 'invalid_input', field: 'paymentPassword', reason: 'weak' },
  'cashier.payment.password.invalid': { code: 'invalid_input', field: 'paymentPassword', reason: 'wrong' },
  'cashier.login.password.invalid': { code: 'invalid_input', field: 'password', reason: 'wrong' },
  'password.confirm.mismatch': { code: 'invalid_input', field: 'confirmPaymentPassword', reason: 'mismatch' },
  'cashier.bank.invalid': { code: 'invalid_input', field: 'bankCode', reason: 'invalid' },
  'cashier.bank.account.limit': { code: 'request_rejected', field: '_', reason: 'bank_limit' },
  'cashier.bank.account.exists': { code: 'invalid_input', field: 'accountNumber', reason: 'exists' },
  'cashier.bank.account.not.found': { code: 'invalid_input', field: 'bankAccountId', reason: 'invalid' },
  // The money pages (lib/upstream/funds.ts).
  'cashier.wallet.not.found': { code: 'invalid_input', field: '_', reason: 'wallet_not_found' },
  'cashier.wallet.empty': { code: 'request_rejected', field: '_', reason: 'nothing_to_recall' },
  'cashier.transfer.duplicate': { code: 'request_rejected', field: '_', reason: 'duplicate' },
  'cashier.upline.none': { code: 'not_found', field: '_', reason: 'no_upline' },
  'rg.deposit.limit': { code: 'invalid_input', field: 'amount', reason: 'deposit_limit' },
  // Bonus money whose turnover is not met (docs/platform.md, "Promotions, referrals and turnover").
  'cashier.turnover.unmet': { code: 'invalid_input', field: 'amount', reason: 'turnover' },
}

// The agent centre's refusals (docs/platform.md, "Agent reports") and the promotion claims': ids outside
// the agent's team and unknown promotions are not found; the rest name the field the page translates.
const AGENT_REFUSALS: Record<string, Refusal> = {
  'member.not.found': { code: 'not_found', field: '_', reason: 'not_found' },
  'contract.not.found': { code: 'not_found', field: '_', reason: 'not_found' },
  'announcement.not.found': { code: 'not_found', field: '_', reason: 'not_found' },
  'period.too.long': { code: 'invalid_input', field: 'from', reason: 'too_long' },
  'contract.offer.above.own': { code: 'invalid_input', field: 'tiers', reason: 'above_own' },
  'contract.tiers.invalid': { code: 'invalid_input', field: 'tiers', reason: 'invalid' },
  'contract.offer.pending': { code: 'request_rejected', field: '_', reason: 'offer_pending' },
  'contract.not.held': { code: 'forbidden', field: '_', reason: 'not_held' },
  'balance.insufficient': { code: 'invalid_input', field: 'amount', reason: 'insufficient' },
  'transfer.amount.invalid': { code: 'invalid_input', field: 'amount', reason: 'invalid' },
  // Promotion claims (lib/upstream/promotions.ts).
  'promotion.not.found': { code: 'not_found', field: '_', reason: 'not_found' },
  'promotion.not.claimable': { code: 'request_rejected', field: '_', reason: 'not_claimable' },
  'promotion.not.eligible': { code: 'request_rejected', field: '_', reason: 'not_eligible' },
  'promotion.claimed': { code: 'request_rejected', field: '_', reason: 'claimed' },
}

// Registration's refusals of a birthday (docs/platform.md, "Age at registration").
const REGISTER_REFUSALS: Record<string, Refusal> = {
  'member.age.under': { code: 'invalid_input', field: 'birthday', reason: 'underAge' },
  'member.birthday.future': { code: 'invalid_input', field: 'birthday', reason: 'birthdayFuture' },
  'member.birthday.invalid': { code: 'invalid_input', field: 'birthday', reason: 'birthdayInvalid' },
}

// The point mall's refusals (docs/platform.md, "Points and the point mall"): each names what the dialog
// says, on its field or ('_') above its button.
const POINT_REFUSALS: Record<string, Refusal> = Object.fromEntries(
  (
    [
      ['point.balance.insufficient', 'request_rejected', '_', 'points_short'],
      ['point.reward.out.of.stock', 'request_rejected', '_', 'out_of_stock'],
      ['point.reward.limit', 'request_rejected', '_', 'limit_reached'],
      ['point.reward.not.found', 'not_found', '_', 'unknown_reward'],
      ['point.request.duplicate', 'request_rejected', '_', 'duplicate'],
      ['point.password.invalid', 'invalid_input', 'password', 'wrong'],
      ['point.convert.amount', 'invalid_input', 'points', 'below_min'],
    ] as const
  ).map(([upstream, code, field, reason]) => [upstream, { code, field, reason }]),
)

// The lock after wrong payment passwords is a rate limit with its wait; anything else goes through the
// usual mapping.
function cashierRefusal(error: UpstreamError): PortalError | null {
  if (error.code === 'cashier.payment.password.locked') {
    return new PortalError('rate_limited', {
      fields: { paymentPassword: 'locked' },
      ...(error.details?.retryAfterSeconds ? { retryAfterSeconds: error.details.retryAfterSeconds } : {}),
    })
  }
  const refusal = CASHIER_REFUSALS[error.code]
  return refusal ? refused(refusal) : null
}

// Turns anything a handler threw into a PortalError; unknown failures become `internal` and are logged
// on the server only.
export function toPortalError(error: unknown): PortalError {
  if (isPortalError(error)) return error
  if (isUpstreamError(error)) {
    const refusal = error.details?.area === 'cashier' ? cashierRefusal(error) : null
    if (refusal) return refusal
    const named = AGENT_REFUSALS[error.code] ?? POINT_REFUSALS[error.code] ?? REGISTER_REFUSALS[error.code]
    if (named) return refused(named)
    const mapped = FROM_UPSTREAM[error.code]
    const { captcha, field, retryAfterSeconds } = error.details ?? {}
    const wait = retryAfterSeconds ? { retryAfterSeconds } : {}
    if (mapped) {
      return new PortalError(mapped, {
        ...(captcha ? { captcha: true } : {}),
        ...(field && mapped === 'invalid_input' ? { fields: { [field]: 'invalid' } } : {}),
        ...(mapped === 'rate_limited' ? wait : {}),
      })
    }
    if (error.status === 504) return new PortalError('upstream_timeout')
    if (error.status >= 500) return new PortalError('upstream_unavailable')
    if (error.status === 401) return new PortalError('unauthenticated')
    if (error.status === 429) return new PortalError('rate_limited', wait)
    return new PortalError('request_rejected')
  }
  return new PortalError('internal')
}
