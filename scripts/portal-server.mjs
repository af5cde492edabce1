// The Portal's production server: the Next.js build behind a plain Node HTTP server that adds what an
// operator's fleet needs — liveness and readiness, a request id, one JSON access-log line per request,
// Prometheus metrics on their own port, and a graceful shutdown (SIGTERM: stop accepting, answer not
// ready, let requests in flight finish for at most 10 s, exit 0).
//
// Runs from the checkout (`npm start`, the journeys, the cluster) and from the standalone output (the
// Docker image copies it next to the traced server files). Environment: PORT (3000), PORTAL_HOST (all
// interfaces), NEXT_DIST_DIR (.next), METRICS_PORT (unset: no metrics listener), METRICS_HOST (127.0.0.1),
// SHUTDOWN_GRACE_MS (10000), LOG_LEVEL (info). The Portal's own settings (README, .env.example) are read
// by the build; a broken one stops the start with one line naming it.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'

const dir = path.resolve(process.env.PORTAL_DIR ?? process.cwd())
const require = createRequire(path.join(dir, 'package.json'))
const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.PORT ?? 3000)
// Unset: every interface, IPv6 and IPv4 (not HOSTNAME, which shells and containers set to their own name).
const hostname = process.env.PORTAL_HOST || undefined
const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : null
const metricsHost = process.env.METRICS_HOST ?? '127.0.0.1'
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)

process.env.NODE_ENV = 'production'
// The server handles its own signals (below); Next.js would exit at once with 143.
process.env.NEXT_MANUAL_SIG_HANDLE = '1'
// The build's own record of its configuration, as the standalone server uses it: no next.config.mjs
// (nor its plugins) is needed at run time.
const serverFiles = path.join(dir, distDir, 'required-server-files.json')
if (!existsSync(serverFiles)) {
  console.error(`No production build in ${path.join(dir, distDir)}: run \`npm run build\` first.`)
  process.exit(1)
}
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(
  JSON.parse(readFileSync(serverFiles, 'utf8')).config,
)

const pino = require('pino')
const { Counter, Gauge, Histogram, collectDefaultMetrics, register } = require('prom-client')
// The request handlers `next start` and the standalone server use, on a server of our own.
const { getRequestHandlers } = require('next/dist/server/lib/start-server')

const log = pino({
  base: { service: 'portal', instance: process.env.PORTAL_INSTANCE ?? String(process.pid) },
  level: process.env.LOG_LEVEL ?? 'info',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
})

collectDefaultMetrics({ prefix: 'portal_' })
const requests = new Counter({
  name: 'portal_http_requests_total',
  help: 'Requests answered, by route, method and status',
  labelNames: ['route', 'method', 'status'],
})
const duration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to answer a request, by route',
  labelNames: ['route', 'method'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
})

new Gauge({
  name: 'portal_http_requests_in_flight',
  help: 'Requests received and not yet answered',
  collect() {
    this.set(inFlight)
  },
})

// Host -> tenant id, for the log lines (the request gate itself decides what a host serves).
const tenantOfHost = new Map()
try {
  const file = path.resolve(dir, process.env.TENANTS_FILE ?? 'config/tenants.json')
  for (const tenant of JSON.parse(readFileSync(file, 'utf8')).tenants ?? []) {
    for (const host of tenant.hosts ?? []) tenantOfHost.set(String(host).toLowerCase(), tenant.id)
  }
} catch {
  // The Portal reports a bad tenants file itself, with the reason; the log lines go without tenant.
}
const tenantOf = (host = '') => tenantOfHost.get(host.toLowerCase().replace(/:\d+$/, '')) ?? null

const LOCALE_PREFIX = /^\/(en|zh|id|th|vi)(?=\/|$)/
// A route label of bounded cardinality: pages by their route, BFF calls by path, unknowns as one.
function routeOf(pathname, status) {
  if (status === 404 || status === 405) return 'not_found'
  if (pathname.startsWith('/_next/static/')) return '/_next/static'
  if (pathname.startsWith('/_next/')) return '/_next/' + (pathname.split('/')[2] ?? '')
  if (pathname.startsWith('/api/')) return pathname.split('/').slice(0, 5).join('/')
  const [first, second] = pathname.replace(LOCALE_PREFIX, '').split('/').filter(Boolean)
  if (!first) return '/'
  if ((first === 'member' || first === 'agent') && second) return `/${first}/[page]`
  return `/${first}`
}

// Request bodies: 64 KB, or a route's own limit (config/body-limits.json, shared with the app and with
// nginx's configuration). A body is held here until it is complete, and only then handed to Next.js;
// one that passes its limit, announced or chunked, is not kept: BFF routes (/api/) then get the request
// with no body and the header below, and answer 413 in the usual JSON shape and the visitor's language
// (lib/bff/body.ts); anything else is answered 413 here. The connection closes after the answer.
const limits = JSON.parse(readFileSync(path.join(dir, 'config', 'body-limits.json'), 'utf8'))
const bodyLimitOf = (pathname) => limits.routes[pathname] ?? limits.defaultBytes
const BODY_LIMIT_HEADER = 'x-portal-body-limit'
const LINGER_MS = 2000

// Resolves true once the whole body is in and queued again for Next.js, false as soon as it passes
// `limit` (Next.js then reads an empty body, and whatever else arrives is dropped, never held).
// Called before anything else listens to the request.
function holdBody(req, limit) {
  return new Promise((resolve) => {
    const push = req.push
    const held = []
    let size = 0
    let over = false
    const refuse = () => {
      over = true
      held.length = 0
      push.call(req, null)
      // Done with, as far as the server is concerned: a request that ends incomplete would reset the
      // connection at once, before the client reads the answer (see lingerOnClose).
      req.complete = true
      resolve(false)
    }
    req.push = (chunk, encoding) => {
      if (over) return true
      if (chunk === null) {
        req.push = push
        for (const part of held) push.call(req, part)
        resolve(true)
        return push.call(req, null)
      }
      size += chunk.length
      if (size > limit) refuse()
      else held.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk)
      return true
    }
    if (Number(req.headers['content-length'] ?? 0) > limit) refuse()
  })
}

// A lingering close, as nginx does it: once the answer is sent the connection is half-closed, and what
// the client still sends is dropped for at most LINGER_MS, so that the client has read the answer before
// the connection is reset under it (closing a socket with unread data resets it at once).
function lingerOnClose(socket) {
  socket.destroySoon = () => {
    socket.end()
    const timer = setTimeout(() => socket.destroy(), LINGER_MS)
    timer.unref()
    socket.once('end', () => {
      clearTimeout(timer)
      socket.destroy()
    })
  }
}

// What the Portal answers to; TRACE, CONNECT and anything else get 405 before Next.js sees them.
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

// A page the platform's failure leaves without what it was asked for answers 503 with Retry-After
// (lib/shell/unavailable.ts, docs/shell.md "When the platform is down"): the request gate's "could not
// load" screen carries UNAVAILABLE_HEADER, and a page that fails (500) after the upstream client found the
// platform down has its request's record marked. Each request runs with a record of its own.
const UNAVAILABLE_HEADER = 'x-portal-unavailable'
const RETRY_AFTER_SECONDS = 30
const records = new AsyncLocalStorage()
globalThis[Symbol.for('portal.request-record')] = records

function answerOutages(req, res, record) {
  const writeHead = res.writeHead
  res.writeHead = function (status, ...rest) {
    const marked = res.hasHeader(UNAVAILABLE_HEADER)
    res.removeHeader(UNAVAILABLE_HEADER)
    const page = !/^\/(api|_next)\//.test(req.url ?? '')
    if (marked || (page && status === 500 && record.platformFailed)) {
      status = 503
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      res.setHeader('Cache-Control', 'no-store')
    }
    return writeHead.call(this, status, ...rest)
  }
}

function decodable(pathname) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,80}$/
let draining = false
let inFlight = 0

function probe(req, res) {
  const pathname = (req.url ?? '').split('?')[0]
  if (pathname !== '/livez' && pathname !== '/readyz') return false
  const ok = pathname === '/livez' || !draining
  res.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
  res.end(ok ? 'ok\n' : 'draining\n')
  return true
}

const server = http.createServer((req, res) => {
  if (probe(req, res)) return
  const started = process.hrtime.bigint()
  const given = req.headers['x-request-id']
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
  req.headers['x-request-id'] = id
  res.setHeader('X-Request-Id', id)
  // A keep-alive connection that sends one more request while the server drains is told to close.
  if (draining) res.setHeader('Connection', 'close')
  inFlight += 1
  res.once('close', () => {
    inFlight -= 1
    const pathname = (req.url ?? '/').split('?')[0]
    const status = res.headersSent ? res.statusCode : 499
    const route = routeOf(pathname, status)
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    requests.inc({ route, method: req.method, status })
    duration.observe({ route, method: req.method }, seconds)
    log.info({
      msg: 'request',
      requestId: id,
      tenant: tenantOf(req.headers.host),
      method: req.method,
      route,
      path: pathname,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
    })
  })
  const pathname = (req.url ?? '/').split('?')[0]
  const record = { platformFailed: false }
  answerOutages(req, res, record)
  const run = () => records.run(record, () => handle(req, res))
  const fail = (error) => {
    log.error({ requestId: id, err: { message: error?.message, stack: error?.stack } }, 'unhandled')
    if (!res.headersSent) res.writeHead(500)
    res.end()
  }
  if (!METHODS.includes(req.method)) {
    res.writeHead(405, {
      Allow: METHODS.join(', '),
      'Content-Type': 'text/plain',
      'Cache-Control': 'no-store',
    })
    res.end('Method not allowed\n')
    return
  }
  // An address whose percent escapes decode to nothing (`/%E0%A4%A`) names no page: 400 here, where
  // Next.js would fail on it with a 500.
  if (!decodable(pathname)) {
    res.writeHead(400, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
    res.end('Bad request\n')
    return
  }
  delete req.headers[BODY_LIMIT_HEADER]
  const hasBody = 'transfer-encoding' in req.headers || Number(req.headers['content-length'] ?? 0) > 0
  if (!hasBody) {
    run().catch(fail)
    return
  }
  const limit = bodyLimitOf(pathname)
  holdBody(req, limit)
    .then((fits) => {
      if (fits) return run()
      res.setHeader('Connection', 'close')
      lingerOnClose(req.socket)
      if (pathname.startsWith('/api/')) {
        req.headers[BODY_LIMIT_HEADER] = String(limit)
        return run()
      }
      res.writeHead(413, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
      res.end('Request body too large\n')
    })
    .catch(fail)
})
// Before anything listens: the Portal's start-up checks (instrumentation.ts, lib/startup-checks.ts) —
// the environment, the session secrets, the tenants file, Redis. Next.js would run them in the
// background and answer requests all the same; run here first, through the same memoised registration
// Next.js uses (so they run once), a failure is told in one line and the process exits, so no balancer
// ever sees a Portal that fails every request.
const {
  ensureInstrumentationRegistered,
} = require('next/dist/server/lib/router-utils/instrumentation-globals.external')
try {
  await ensureInstrumentationRegistered(dir, distDir)
} catch (error) {
  process.stderr.write(`Portal not started: ${startFailure(error)}\n`)
  process.exit(1)
}

// The reason a start failed, in one line: the innermost error's message, without the framework's prefix.
function startFailure(error) {
  let inner = error
  while (inner?.cause instanceof Error) inner = inner.cause
  const message = String(inner?.message ?? inner)
    .replace(/^An error occurred while loading instrumentation hook: /, '')
    .replace(/^Invalid environment: /, 'invalid environment: ')
  return message
    .split('\n')
    .map((line) => line.replace(/^[✖→\s]+/, '').trim())
    .filter(Boolean)
    .join(' ')
}

// Like `next start`, no hostname: Next.js then keeps its own URLs relative to the request's Host, which
// behind a balancer is the public one, not this listener's.
const { requestHandler: handle, server: nextServer } = await getRequestHandlers({
  dir,
  port,
  isDev: false,
  server,
  hostname: undefined,
  keepAliveTimeout: 65_000,
})

// Longer than a load balancer's idle upstream connections (nginx keeps them 60 s), so that the balancer,
// never the Portal, closes an idle connection: no request is ever sent on a socket being closed.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

let metricsServer = null
if (metricsPort) {
  metricsServer = http.createServer(async (req, res) => {
    if (probe(req, res)) return
    if ((req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': register.contentType })
    res.end(await register.metrics())
  })
  metricsServer.listen(metricsPort, metricsHost)
}

server.listen(port, hostname, () => {
  log.info({ port, metricsPort, dir: path.join(dir, distDir) }, 'portal ready')
})

async function shutdown(signal) {
  if (draining) return
  draining = true
  log.info({ signal, inFlight }, 'draining: no new connections, finishing requests in flight')
  const deadline = setTimeout(() => {
    log.warn({ inFlight }, 'grace period over: closing the connections still open')
    server.closeAllConnections()
  }, graceMs)
  deadline.unref()
  await new Promise((resolve) => server.close(resolve))
  clearTimeout(deadline)
  await nextServer?.close?.().catch(() => undefined)
  // The Redis connections of the limit store and the catalogue cache (lib/redis/client.ts).
  const redis = [...(globalThis.__portalRedis?.values() ?? [])]
  await Promise.all(redis.map((r) => r.quit().catch(() => r.disconnect())))
  metricsServer?.close()
  log.info({ signal }, 'stopped')
  process.exit(0)
}

process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
