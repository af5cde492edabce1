// A failure reported by, or on the way to, the upstream platform. `code` is the platform's errorCode
// (or one of ours for transport failures); `message` is the platform's text, never shown unfiltered.
export class UpstreamError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message?: string,
  ) {
    super(message ?? code)
    this.name = 'UpstreamError'
  }
}

export const TRANSPORT_ERRORS = {
  timeout: 'upstream.timeout',
  unreachable: 'upstream.unreachable',
  badResponse: 'upstream.bad_response',
} as const

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError
}
