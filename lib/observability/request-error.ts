import type { Instrumentation } from 'next'
import { log } from './log'
import { requestIdOf } from './request-scope'

type Args = Parameters<Instrumentation.onRequestError>

// One line per server error: the request's id (X-Request-Id, as on its access-log line) and the error's
// digest, the reference its error boundary gets in the browser.
export function logRequestError(error: Args[0], request: Args[1], context: Args[2]): void {
  const err = error as Error & { digest?: string }
  log().error(
    {
      requestId: requestIdOf(request.headers),
      digest: err.digest,
      method: request.method,
      path: request.path,
      routePath: context.routePath,
      routeType: context.routeType,
      err: { message: err.message, stack: err.stack },
    },
    'request failed',
  )
}
