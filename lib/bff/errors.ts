import { TRANSPORT_ERRORS, isUpstreamError } from '@/lib/upstream/errors'

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
  request_rejected: 400,
  maintenance: 503,
  region_restricted: 451,
  upstream_unavailable: 503,
  upstream_timeout: 504,
  internal: 500,
} as const

export type ApiErrorCode = keyof typeof ERROR_STATUS

export type ApiErrorDetails = {
  // Field name -> error code of that field (for forms).
  fields?: Record<string, string>
  // The platform wants the captcha shown from now on.
  captcha?: boolean
  retryAfterSeconds?: number
}

export class ApiError extends Error {
  readonly status: number

  constructor(
    readonly code: ApiErrorCode,
    readonly details?: ApiErrorDetails,
  ) {
    super(code)
    this.name = 'ApiError'
    this.status = ERROR_STATUS[code]
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

// The platform's error codes (upstream-contract.md §2 and the reference platform) in the Portal's terms.
const FROM_UPSTREAM: Record<string, ApiErrorCode> = {
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
  [TRANSPORT_ERRORS.timeout]: 'upstream_timeout',
  [TRANSPORT_ERRORS.unreachable]: 'upstream_unavailable',
  [TRANSPORT_ERRORS.badResponse]: 'upstream_unavailable',
  [TRANSPORT_ERRORS.circuitOpen]: 'upstream_unavailable',
}

// Turns anything a handler threw into an ApiError; unknown failures become `internal` and are logged
// on the server only.
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error
  if (isUpstreamError(error)) {
    const mapped = FROM_UPSTREAM[error.code]
    const { captcha, field, retryAfterSeconds } = error.details ?? {}
    const wait = retryAfterSeconds ? { retryAfterSeconds } : {}
    if (mapped) {
      return new ApiError(mapped, {
        ...(captcha ? { captcha: true } : {}),
        ...(field && mapped === 'invalid_input' ? { fields: { [field]: 'invalid' } } : {}),
        ...(mapped === 'rate_limited' ? wait : {}),
      })
    }
    if (error.status === 504) return new ApiError('upstream_timeout')
    if (error.status >= 500) return new ApiError('upstream_unavailable')
    if (error.status === 401) return new ApiError('unauthenticated')
    if (error.status === 429) return new ApiError('rate_limited', wait)
    return new ApiError('request_rejected')
  }
  return new ApiError('internal')
}
