// @ts-check
// The platform's HTTP layer: a small router, body parsing with a size limit, the contract's
// envelope, and the one place where any thrown error becomes a response.

/**
 * @typedef {object} PlatformResponse
 * @property {number} status
 * @property {Record<string, string | string[]>} [headers]
 * @property {string | Buffer} body
 * @property {(res: import('node:http').ServerResponse) => void} [stream] writes the body over time
 *   instead (server-sent events); headers are sent first, without a length
 */

/**
 * @typedef {'none' | 'json' | 'form' | 'encrypted' | 'relay' | 'raw'} BodyKind
 * `relay` merges the query string with a JSON body (body wins); `raw` hands over the bytes.
 */

/**
 * @typedef {object} RouteOptions
 * @property {'required' | 'optional'} [auth] `required`: the call needs a signed-in member. `optional` only
 *   documents that the handler reads the session when there is one; any call that is sent a token checks it.
 * @property {BodyKind} [body]
 * @property {string | string[]} [feature] feature switches (modId) that must all be on
 * @property {boolean} [merchant] whether the Merchant header is required; default: /wps and /lgw paths
 * @property {number} [maxBodyBytes]
 * @property {boolean} [queryToken] also accept the token from the `token` query parameter
 */

/**
 * @template Ctx
 * @typedef {(ctx: Ctx) => PlatformResponse | Promise<PlatformResponse>} Handler
 */

/**
 * @template Ctx
 * @typedef {{ method: string, pattern: string, handler: Handler<Ctx>, options: RouteOptions & { body: BodyKind } }} Route
 */

export const DEFAULT_MAX_BODY_BYTES = 256 * 1024

/** A failure the caller should see as a contract envelope with this status and error code. */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} errorCode
   * @param {{ message?: string, value?: unknown, headers?: Record<string, string> }} [details]
   */
  constructor(status, errorCode, details = {}) {
    super(details.message ?? errorCode)
    this.name = 'ApiError'
    this.status = status
    this.errorCode = errorCode
    this.explicitMessage = details.message
    this.value = details.value
    this.headers = details.headers
  }
}

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
}

/**
 * @param {number} status
 * @param {unknown} payload
 * @param {Record<string, string | string[]>} [headers]
 * @returns {PlatformResponse}
 */
export function json(status, payload, headers = {}) {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(payload) }
}

/**
 * @param {unknown} value
 * @param {Record<string, string | string[]>} [headers]
 */
export function ok(value, headers) {
  return json(200, { success: true, value: value === undefined ? null : value }, headers)
}

/**
 * @param {number} status
 * @param {string} errorCode
 * @param {string} [message]
 * @param {unknown} [value]
 */
export function fail(status, errorCode, message, value) {
  /** @type {{ success: false, errorCode: string, message?: string, value?: unknown }} */
  const payload = { success: false, errorCode }
  if (message) payload.message = message
  if (value !== undefined) payload.value = value
  return json(status, payload)
}

/**
 * @param {number} status
 * @param {string} body
 * @param {string} contentType
 * @param {Record<string, string>} [headers]
 * @returns {PlatformResponse}
 */
export function text(status, body, contentType, headers = {}) {
  return { status, headers: { 'content-type': contentType, ...headers }, body }
}

/**
 * A `text/event-stream` answer; `open` writes its events for as long as the stream lasts.
 * @param {(res: import('node:http').ServerResponse) => void} open
 * @returns {PlatformResponse}
 */
export function eventStream(open) {
  return {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
    body: '',
    stream: open,
  }
}

/**
 * Routes are matched exactly first, then by `:param` patterns in registration order.
 * @template Ctx
 */
export class Router {
  constructor() {
    /** @type {Map<string, Map<string, Route<Ctx>>>} */
    this.exact = new Map()
    /** @type {{ regex: RegExp, keys: string[], methods: Map<string, Route<Ctx>> }[]} */
    this.patterns = []
  }

  /**
   * @param {string} method
   * @param {string} pattern
   * @param {Handler<Ctx>} handler
   * @param {RouteOptions} [options]
   */
  add(method, pattern, handler, options = {}) {
    const route = {
      method,
      pattern,
      handler,
      options: { body: /** @type {BodyKind} */ ('none'), ...options },
    }
    const methods = this.#methodsFor(pattern)
    if (methods.has(method)) throw new Error(`route registered twice: ${method} ${pattern}`)
    methods.set(method, route)
    return this
  }

  /** @param {string} pattern @param {Handler<Ctx>} handler @param {RouteOptions} [options] */
  get(pattern, handler, options) {
    return this.add('GET', pattern, handler, options)
  }

  /** @param {string} pattern @param {Handler<Ctx>} handler @param {RouteOptions} [options] */
  post(pattern, handler, options) {
    return this.add('POST', pattern, handler, options)
  }

  /** @param {string} pattern @param {Handler<Ctx>} handler @param {RouteOptions} [options] */
  put(pattern, handler, options) {
    return this.add('PUT', pattern, handler, options)
  }

  /** @param {string} pattern @param {Handler<Ctx>} handler @param {RouteOptions} [options] */
  delete(pattern, handler, options) {
    return this.add('DELETE', pattern, handler, options)
  }

  /**
   * A relay call (`/wps/relay/<name>`) answers GET with a query string and POST with a JSON body.
   * @param {string} name
   * @param {Handler<Ctx>} handler
   * @param {RouteOptions} [options]
   */
  relay(name, handler, options = {}) {
    const relayOptions = { body: /** @type {BodyKind} */ ('relay'), ...options }
    this.add('GET', `/wps/relay/${name}`, handler, relayOptions)
    return this.add('POST', `/wps/relay/${name}`, handler, relayOptions)
  }

  /**
   * @param {string} method
   * @param {string} path
   * @returns {{ route: Route<Ctx>, params: Record<string, string> } | { allowed: string[] } | null}
   */
  match(method, path) {
    const exact = this.exact.get(path)
    if (exact) return pick(exact, method, {})
    for (const { regex, keys, methods } of this.patterns) {
      const found = regex.exec(path)
      if (!found) continue
      /** @type {Record<string, string>} */
      const params = {}
      keys.forEach((key, index) => {
        params[key] = decodeURIComponent(found[index + 1] ?? '')
      })
      return pick(methods, method, params)
    }
    return null
  }

  /** @param {string} pattern */
  #methodsFor(pattern) {
    if (!pattern.includes(':')) {
      let methods = this.exact.get(pattern)
      if (!methods) this.exact.set(pattern, (methods = new Map()))
      return methods
    }
    const { regex, keys } = patternToRegex(pattern)
    const existing = this.patterns.find((entry) => entry.regex.source === regex.source)
    if (existing) return existing.methods
    const compiled = { regex, keys, methods: new Map() }
    this.patterns.push(compiled)
    return compiled.methods
  }
}

/**
 * @template T
 * @param {Map<string, T>} methods
 * @param {string} method
 * @param {Record<string, string>} params
 */
function pick(methods, method, params) {
  const route = methods.get(method) ?? (method === 'HEAD' ? methods.get('GET') : undefined)
  if (route) return { route, params }
  return { allowed: [...methods.keys()] }
}

/** @param {string} pattern */
function patternToRegex(pattern) {
  /** @type {string[]} */
  const keys = []
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      keys.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return { regex: new RegExp(`^${source}$`), keys }
}

/**
 * Reads the whole body, refusing more than `limit` bytes.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      reject(new ApiError(413, 'request_param_err'))
      req.resume()
      return
    }
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let refused = false
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (refused) return
      size += chunk.length
      if (size > limit) {
        refused = true
        reject(new ApiError(413, 'request_param_err'))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks))
    })
    req.on('error', reject)
  })
}

/**
 * Parses a JSON body; an empty body is `{}` and anything but an object or array is malformed.
 * @param {Buffer} raw
 * @returns {Record<string, unknown>}
 */
export function parseJsonBody(raw) {
  const source = raw.toString('utf8').trim()
  if (source === '') return {}
  let parsed
  try {
    parsed = JSON.parse(source)
  } catch {
    throw new ApiError(400, 'request_body_required')
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, 'request_param_err')
  }
  return parsed
}

/**
 * @param {Buffer} raw
 * @returns {Record<string, string>}
 */
export function parseFormBody(raw) {
  return Object.fromEntries(new URLSearchParams(raw.toString('utf8')))
}

/**
 * The values of a header exactly as sent, so a header sent twice is seen twice
 * (node joins duplicates in `req.headers`).
 * @param {import('node:http').IncomingMessage} req
 * @param {string} name
 */
export function rawHeaderValues(req, name) {
  const wanted = name.toLowerCase()
  /** @type {string[]} */
  const values = []
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    if (req.rawHeaders[index]?.toLowerCase() === wanted) values.push(req.rawHeaders[index + 1] ?? '')
  }
  return values
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
export function parseCookies(req) {
  /** @type {Record<string, string>} */
  const cookies = {}
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator <= 0) continue
    const name = part.slice(0, separator).trim()
    try {
      cookies[name] = decodeURIComponent(part.slice(separator + 1).trim())
    } catch {
      cookies[name] = part.slice(separator + 1).trim()
    }
  }
  return cookies
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {PlatformResponse} response
 * @param {boolean} headOnly
 */
export function send(res, response, headOnly) {
  if (res.headersSent) return
  if (response.stream && !headOnly) {
    res.writeHead(response.status, { 'x-content-type-options': 'nosniff', ...response.headers })
    response.stream(res)
    return
  }
  const body = typeof response.body === 'string' ? Buffer.from(response.body, 'utf8') : response.body
  res.writeHead(response.status, {
    'x-content-type-options': 'nosniff',
    ...response.headers,
    'content-length': String(body.length),
  })
  res.end(headOnly ? undefined : body)
}
