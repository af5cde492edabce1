import type { Instrumentation } from 'next'

// Runs once when a Portal server starts: a bad environment, a broken tenants file, missing or empty
// session secrets or a Redis that does not answer stop it here with the reason (lib/startup-checks.ts),
// instead of failing the first player who comes along.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // First, before any request: the client address and the Origin check rest on it.
  const { stampPeerAddresses } = await import('./lib/net/peer-stamp')
  stampPeerAddresses()
  const [{ env }, { checkConfiguration }] = await Promise.all([
    import('./lib/env'),
    import('./lib/startup-checks'),
  ])
  await checkConfiguration()
  if (env().NODE_ENV === 'production') {
    const { routeConsoleErrors } = await import('./lib/observability/console')
    routeConsoleErrors()
  }
  if (env().PORTAL_TEST_CLOCK) {
    console.warn('[session] PORTAL_TEST_CLOCK is on: requests can move the session clock. Test runs only.')
  }
}

// Every error Next.js catches on the server (a page, a layout, a route handler, a server action, the
// request gate) as one log line with the request's id and the error's digest: the digest is what the
// error boundaries (app/global-error.tsx, the error.tsx files) receive, so a report from the browser
// leads to this line.
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('./lib/observability/request-error')
  logRequestError(error, request, context)
}
