import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingHttpHeaders } from 'node:http'

// The request a piece of server work belongs to, for the log lines it writes. The server opens a scope
// around each request's handling (lib/net/peer-stamp.ts), before Next.js sees it; everything the request
// sets off, the render, the proxy and the route handlers, runs inside it. One store per process, since
// the instrumentation, the proxy and the route bundles each load their own copy of this module.
type Scope = { headers: IncomingHttpHeaders }

const holder = globalThis as typeof globalThis & { __portalRequestScope?: AsyncLocalStorage<Scope> }

function scopes(): AsyncLocalStorage<Scope> {
  holder.__portalRequestScope ??= new AsyncLocalStorage<Scope>()
  return holder.__portalRequestScope
}

export function runInRequestScope<T>(headers: IncomingHttpHeaders, work: () => T): T {
  return scopes().run({ headers }, work)
}

// The id scripts/portal-server.mjs gave the request (X-Request-Id), read when a line is written: the
// server sets it after the scope opens.
export function currentRequestId(): string | undefined {
  return requestIdOf(scopes().getStore()?.headers)
}

export function requestIdOf(
  headers: IncomingHttpHeaders | Record<string, unknown> | undefined,
): string | undefined {
  const id = headers?.['x-request-id']
  return typeof id === 'string' && id ? id : undefined
}
