// @ts-check
// Builds the platform: store, keys, merchants, routes and the request pipeline that applies the
// contract's transport rules (Merchant, Language, Authorization, envelope) before any handler runs.
import { createServer } from 'node:http'

import { decryptRequest, generateRsaKeyPair } from './lib/crypto.mjs'
import { clientIp } from './lib/geo.mjs'
import {
  ApiError,
  DEFAULT_MAX_BODY_BYTES,
  Router,
  fail,
  parseCookies,
  parseFormBody,
  parseJsonBody,
  rawHeaderValues,
  readBody,
  send,
} from './lib/http.mjs'
import { errorMessage, isLanguage } from './lib/i18n.mjs'
import { isSwitchOn } from './lib/merchants.mjs'
import { endStreams } from './lib/chat-stream.mjs'
import { SlidingWindows } from './lib/rate-limit.mjs'
import { seedIfEmpty, syncMerchants } from './lib/seed.mjs'
import { findSession } from './lib/sessions.mjs'
import { getSetting, openStore, putSetting } from './lib/store.mjs'
import { routeModules } from './routes/index.mjs'

/** @typedef {import('./lib/merchants.mjs').Merchant} Merchant */
/** @typedef {import('./lib/sessions.mjs').Session} Session */
/** @typedef {import('./lib/sessions.mjs').MemberRow} MemberRow */
/** @typedef {'production' | 'development' | 'test'} Mode */

/**
 * @typedef {object} Platform
 * @property {import('better-sqlite3').Database} db
 * @property {Mode} mode
 * @property {string} dataDir where the store lives; files the platform keeps (feedback images) go beside it
 * @property {() => number} now the platform's clock: the injected one plus the test-control offset
 * @property {(ms: number) => number} advanceClock moves the clock forward (test control only); answers the offset
 * @property {() => string} publicUrl
 * @property {number | null} sitePort the port the brands' own sites answer on (their domain routes), or null for the scheme's own
 * @property {{ n: bigint, d: bigint, modulusHex: string }} rsa
 * @property {Map<string, Merchant>} merchants
 * @property {Map<string, { maintenance: boolean, regionRestriction: boolean }>} statusFlags set through test control
 * @property {SlidingWindows} windows rate limits, resend blocks and failure counts
 * @property {Map<string, { delayMs: number, until: number }>} slowAddresses set through test control: answers
 *   to callers from these addresses wait this long, so a slow platform can be shown to one journey alone
 */

/**
 * @typedef {object} RequestContext
 * @property {import('node:http').IncomingMessage} req
 * @property {string} method
 * @property {URL} url
 * @property {Record<string, string>} params
 * @property {Record<string, string>} query
 * @property {Record<string, any>} body parsed as the route's `body` option says
 * @property {Buffer} rawBody
 * @property {Merchant} merchant the caller's merchant; reading it without a valid Merchant header throws
 * @property {string} language one of the merchant's languages
 * @property {Session | null} session
 * @property {MemberRow} member the signed-in member; reading it without a session throws `nologin`
 * @property {string} ip
 * @property {Record<string, string>} cookies
 * @property {Platform} platform
 */

/** @typedef {import('./lib/http.mjs').Router<RequestContext>} PlatformRouter */

const GATEWAY_PREFIXES = ['/wps/', '/lgw/', '/lotto/lgw/']
const MODES = new Set(['production', 'development', 'test'])

/**
 * @param {{ dataDir: string, mode?: string, publicUrl?: string, sitePort?: number | null, now?: () => number }} options
 */
export function createPlatform({
  dataDir,
  mode = 'development',
  publicUrl,
  sitePort = null,
  now: baseNow = Date.now,
}) {
  if (!MODES.has(mode)) throw new Error(`unknown platform mode ${mode}`)
  // Journeys test expiry (SMS codes, sessions, captchas) by moving this offset, never the system clock.
  let clockOffset = 0
  const now = () => baseNow() + clockOffset
  const db = openStore(dataDir)
  if (!seedIfEmpty(db, now())) syncMerchants(db)
  const rsa = loadOrCreateKeys(db)
  const merchants = loadMerchants(db)

  /** @type {import('node:http').Server} */
  const server = createServer()
  /** @type {Platform} */
  const platform = {
    db,
    mode: /** @type {Mode} */ (mode),
    dataDir,
    now,
    advanceClock: (ms) => (clockOffset += ms),
    publicUrl: () => publicUrl ?? defaultPublicUrl(server),
    sitePort,
    rsa,
    merchants,
    statusFlags: new Map(),
    windows: new SlidingWindows(now),
    slowAddresses: new Map(),
  }

  /** @type {PlatformRouter} */
  const router = new Router()
  for (const register of routeModules) register(router, platform)

  server.on('request', (req, res) => {
    handle(platform, router, req, res).catch((error) => {
      // handle() answers every error itself; reaching here means the socket broke mid-answer.
      if (platform.mode !== 'test') console.error('platform: response failed', error)
    })
  })
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
  })

  let closed = false
  return {
    server,
    db,
    platform,
    close() {
      if (closed) return Promise.resolve()
      closed = true
      return new Promise((resolve) => {
        const finish = () => {
          db.close()
          resolve(undefined)
        }
        if (!server.listening) return finish()
        // Live chat streams never end by themselves: end them, or closing would wait on them.
        endStreams(db)
        server.close(() => finish())
        server.closeIdleConnections()
      })
    },
  }
}

/** @param {import('node:http').Server} server */
function defaultPublicUrl(server) {
  const address = server.address()
  const port = address && typeof address === 'object' ? address.port : 4010
  return `http://localhost:${port}`
}

/**
 * The RSA key is made once and kept in the store, so a restart does not break clients holding the modulus.
 * @param {import('better-sqlite3').Database} db
 */
function loadOrCreateKeys(db) {
  const stored = getSetting(db, 'rsa_key')
  if (stored) {
    const { n, d } = JSON.parse(stored)
    return { n: BigInt(`0x${n}`), d: BigInt(`0x${d}`), modulusHex: n }
  }
  const { n, d } = generateRsaKeyPair()
  const modulusHex = n.toString(16)
  putSetting(db, 'rsa_key', JSON.stringify({ n: modulusHex, d: d.toString(16) }))
  return { n, d, modulusHex }
}

/** @param {import('better-sqlite3').Database} db */
function loadMerchants(db) {
  const rows = /** @type {{ code: string, config: string }[]} */ (
    db.prepare('SELECT code, config FROM merchants ORDER BY code').all()
  )
  return new Map(rows.map((row) => [row.code, /** @type {Merchant} */ (JSON.parse(row.config))]))
}

/**
 * @param {Platform} platform
 * @param {import('node:http').IncomingMessage} req
 */
function resolveMerchant(platform, req) {
  const values = rawHeaderValues(req, 'merchant')
  if (values.length > 1) throw new ApiError(400, 'function.not.available')
  const code = values[0]?.trim()
  const merchant = code ? platform.merchants.get(code) : undefined
  if (!merchant) throw new ApiError(400, 'merchant.acct.setup.err')
  return merchant
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {Merchant | undefined} merchant
 */
function resolveLanguage(req, merchant) {
  const header = rawHeaderValues(req, 'language')[0]?.trim().toUpperCase()
  if (!merchant) return isLanguage(header) ? header : 'EN'
  return header && merchant.languages.includes(header) ? header : merchant.defaultLanguage
}

/**
 * A token that was sent must be live and belong to the caller's merchant, whatever the call.
 * @param {Platform} platform
 * @param {string} token
 * @param {Merchant | undefined} merchant
 * @returns {Session}
 */
function liveSession(platform, token, merchant) {
  const session = merchant ? findSession(platform.db, token, merchant.code, platform.now()) : undefined
  if (!session) throw new ApiError(401, 'login.not.session')
  return session
}

/**
 * The delay test control set for callers from this address, if any is still on.
 * @param {Platform} platform
 * @param {string} ip
 */
async function slowFor(platform, ip) {
  const slow = platform.slowAddresses.get(ip)
  if (!slow) return
  if (Date.now() >= slow.until) {
    platform.slowAddresses.delete(ip)
    return
  }
  await new Promise((resolve) => setTimeout(resolve, slow.delayMs))
}

/**
 * @param {Platform} platform
 * @param {PlatformRouter} router
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function handle(platform, router, req, res) {
  const method = (req.method ?? 'GET').toUpperCase()
  const merchantHeaders = rawHeaderValues(req, 'merchant')
  const namedMerchant =
    merchantHeaders.length === 1 ? platform.merchants.get(merchantHeaders[0]?.trim() ?? '') : undefined
  // Known before routing, so even a 404 speaks the caller's language.
  const language = resolveLanguage(req, namedMerchant)
  try {
    const url = new URL(req.url ?? '/', 'http://platform.invalid')
    const found = router.match(method, url.pathname)
    if (!found) throw new ApiError(404, 'function.not.available')
    if ('allowed' in found) {
      throw new ApiError(405, '#459', { headers: { allow: found.allowed.join(', ') } })
    }
    const { route, params } = found
    const options = route.options
    const gateway = GATEWAY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
    const merchantRequired = options.merchant ?? gateway

    const merchant = merchantRequired ? resolveMerchant(platform, req) : namedMerchant

    const query = Object.fromEntries(url.searchParams)
    const token = readToken(req, options.queryToken ? query : undefined)
    const session = token ? liveSession(platform, token, merchant) : null
    if (options.auth === 'required' && !session) throw new ApiError(401, 'nologin')
    if (options.feature && merchant) {
      const switches = Array.isArray(options.feature) ? options.feature : [options.feature]
      if (!switches.every((modId) => isSwitchOn(/** @type {Merchant} */ (merchant), modId))) {
        throw new ApiError(403, 'function.not.available')
      }
    }

    const rawBody =
      options.body === 'none' || method === 'GET' || method === 'HEAD'
        ? Buffer.alloc(0)
        : await readBody(req, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)
    const body = parseBody(platform, options.body, req, rawBody, query)

    /** @type {RequestContext} */
    const ctx = {
      req,
      method,
      url,
      params,
      query,
      body,
      rawBody,
      get merchant() {
        if (!merchant) throw new ApiError(400, 'merchant.acct.setup.err')
        return merchant
      },
      language,
      session,
      get member() {
        if (!session) throw new ApiError(401, 'nologin')
        return session.member
      },
      ip: clientIp(req),
      cookies: parseCookies(req),
      platform,
    }
    const response = await route.handler(ctx)
    await slowFor(platform, ctx.ip)
    send(res, response, method === 'HEAD')
  } catch (error) {
    send(res, errorResponse(platform, error, language), method === 'HEAD')
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, string>} [query]
 */
function readToken(req, query) {
  const header = rawHeaderValues(req, 'authorization')[0]?.trim()
  if (header) return header
  return query?.token?.trim() || undefined
}

/**
 * @param {Platform} platform
 * @param {import('./lib/http.mjs').BodyKind} kind
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} rawBody
 * @param {Record<string, string>} query
 * @returns {Record<string, any>}
 */
function parseBody(platform, kind, req, rawBody, query) {
  switch (kind) {
    case 'json':
      return parseJsonBody(rawBody)
    case 'form':
      return parseFormBody(rawBody)
    case 'relay':
      return { ...query, ...parseJsonBody(rawBody) }
    case 'encrypted':
      return decryptRequest({
        encryptionHex: rawHeaderValues(req, 'encryption')[0],
        body: rawBody.toString('utf8'),
        n: platform.rsa.n,
        d: platform.rsa.d,
      })
    default:
      return {}
  }
}

/**
 * @param {Platform} platform
 * @param {unknown} error
 * @param {string} language
 */
function errorResponse(platform, error, language) {
  if (error instanceof ApiError) {
    const response = fail(
      error.status,
      error.errorCode,
      error.explicitMessage ?? errorMessage(error.errorCode, language),
      error.value,
    )
    return error.headers ? { ...response, headers: { ...response.headers, ...error.headers } } : response
  }
  if (platform.mode !== 'test') console.error('platform: unexpected error', error)
  return fail(500, 'system.error', errorMessage('system.error', language))
}
