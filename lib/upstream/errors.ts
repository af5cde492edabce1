// A failure reported by, or on the way to, the upstream platform. `code` is the platform's errorCode
// (or one of ours for transport failures); `message` is the platform's text, never shown unfiltered.
export type UpstreamArea = 'cashier'

export class UpstreamError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message?: string,
    // What the Portal may act on from a failed answer, e.g. a login failure asking for the captcha.
    readonly details?: {
      captcha?: boolean
      field?: string
      retryAfterSeconds?: number
      // The part of the platform that refused, where a code means something of its own there.
      area?: UpstreamArea
    },
  ) {
    super(message ?? code)
    this.name = 'UpstreamError'
  }
}

export function inArea(error: UpstreamError, area: UpstreamArea): UpstreamError {
  return new UpstreamError(error.code, error.status, error.message, { ...error.details, area })
}

export const TRANSPORT_ERRORS = {
  timeout: 'upstream.timeout',
  unreachable: 'upstream.unreachable',
  badResponse: 'upstream.bad_response',
  circuitOpen: 'upstream.circuit_open',
} as const

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError
}

// Failures that say nothing about the request itself, only that the platform is unwell: these trip the
// circuit breaker and are worth one retry on an idempotent read.
export function isTransientFailure(error: unknown): boolean {
  if (!isUpstreamError(error)) return false
  if (error.code === TRANSPORT_ERRORS.circuitOpen) return false
  return (
    error.code === TRANSPORT_ERRORS.timeout ||
    error.code === TRANSPORT_ERRORS.unreachable ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504
  )
}
