import 'server-only'
import { z } from 'zod'
import { upstreamLanguage, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { metrics } from '@/lib/observability/metrics'
import { notePlatformFailure } from '@/lib/shell/unavailable'
import type { Tenant } from '@/lib/tenant/config'
import { upstreamUrlOf } from '@/lib/tenant/registry'
import { CircuitBreaker } from './breaker'
import { encryptPayload } from './crypto'
import { TRANSPORT_ERRORS, UpstreamError, isTransientFailure, isUpstreamError } from './errors'

// Who the call is made for: the tenant decides merchant and base URL, the locale the Language header.
export type UpstreamContext = {
  tenant: Tenant
  locale: Locale
  token?: string
  clientIp?: string
  // Called when the platform says the token is dead (`401 login.not.session`): the Portal session ends.
  onSessionLost?: () => Promise<void> | void
  // When the work this call serves must be done (epoch ms): a page renders with what it has by then, so
  // no call outlives it. Money calls ignore it: a transfer is never cut short by a page.
  deadline?: number
}

// How long a call may take, by what it is: catalogue reads have a stale copy or an empty state to fall
// back on and are cut short; money calls (transfers, orders, bets) are given longer and never repeated,
// since their outcome matters more than the wait; anything else gets UPSTREAM_TIMEOUT_MS.
export type CallKind = 'catalogue' | 'read' | 'money'

export type UpstreamRequest<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: Record<string, string | number | boolean | undefined>
  json?: unknown
  form?: Record<string, string>
  encrypt?: boolean
  // `/lgw` menus answer bare objects; everything else is wrapped in the success/value envelope.
  bare?: boolean
  schema: S
  // What the call is (above); 'read' by default. An explicit timeoutMs wins over the kind's.
  kind?: CallKind
  timeoutMs?: number
  // 'none' never sends the token; 'optional' (the default) sends it when there is one and, should the
  // platform call it dead, ends the session and repeats a read as a guest; 'required' refuses to call
  // without one and never falls back.
  auth?: 'none' | 'optional' | 'required'
  // GETs are retried once after a transient failure (not after a timeout: that would double the wait)
  // unless this is false (e.g. a game launch); money calls never are.
  retry?: boolean
  // Cookies the platform set on an earlier answer and wants back (the captcha binding).
  cookies?: Record<string, string>
}

export type UpstreamResult<T> = { data: T; headers: Headers }

const Envelope = z.object({
  success: z.boolean(),
  value: z.unknown().optional(),
  message: z.string().nullish(),
  errorCode: z.string().nullish(),
})

const breaker = new CircuitBreaker({ threshold: 5, cooldownMs: 10_000 })

const rsaKeys = new Map<string, { modulus: string; fetchedAt: number }>()
const RSA_KEY_TTL_MS = 10 * 60 * 1000

async function rsaModulus(ctx: UpstreamContext): Promise<string> {
  const base = upstreamUrlOf(ctx.tenant)
  const cached = rsaKeys.get(base)
  if (cached && Date.now() - cached.fetchedAt < RSA_KEY_TTL_MS) return cached.modulus
  const res = await send(ctx, `/wps/session/key/rsa?t=${Date.now()}`, { method: 'GET' })
  const modulus = (await res.text()).trim().replace(/^"|"$/g, '')
  if (!/^[0-9a-fA-F]{64,}$/.test(modulus)) {
    throw new UpstreamError(TRANSPORT_ERRORS.badResponse, 502, 'RSA key is not hex')
  }
  rsaKeys.set(base, { modulus, fetchedAt: Date.now() })
  return modulus
}

function baseHeaders(ctx: UpstreamContext): Headers {
  const headers = new Headers({
    Merchant: ctx.tenant.merchantCode,
    Language: upstreamLanguage(ctx.locale),
    Device: 'web',
    'X-Gateway-Version': '3',
    Accept: 'application/json, text/plain',
  })
  if (ctx.token) headers.set('Authorization', ctx.token)
  if (ctx.clientIp) headers.set('X-Forwarded-For', ctx.clientIp)
  return headers
}

async function send(
  ctx: UpstreamContext,
  pathAndQuery: string,
  init: { method: string; headers?: Headers; body?: string; timeoutMs?: number },
): Promise<Response> {
  const headers = init.headers ?? baseHeaders(ctx)
  try {
    return await fetch(new URL(pathAndQuery, upstreamUrlOf(ctx.tenant)), {
      method: init.method,
      headers,
      body: init.body,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(init.timeoutMs ?? env().UPSTREAM_TIMEOUT_MS),
    })
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new UpstreamError(TRANSPORT_ERRORS.timeout, 504, 'Upstream did not answer in time')
    }
    throw new UpstreamError(TRANSPORT_ERRORS.unreachable, 502, 'Upstream unreachable')
  }
}

function queryString(query: UpstreamRequest<z.ZodType>['query']): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

// What a failed answer's value may tell: the captcha is now required, or which field was refused.
function failureDetails(value: unknown, retryAfterHeader: string | null): UpstreamError['details'] {
  const { captcha, field, retryAfterSeconds } = (value && typeof value === 'object' ? value : {}) as {
    captcha?: unknown
    field?: unknown
    retryAfterSeconds?: unknown
  }
  // How long a refusal lasts (a per-number SMS block, say): the answer's own figure, else Retry-After.
  const retryAfter = Number(retryAfterSeconds ?? retryAfterHeader ?? NaN)
  return {
    ...(captcha === true || captcha === 1 || captcha === '1' || captcha === 'true' ? { captcha: true } : {}),
    ...(typeof field === 'string' && /^[A-Za-z]{1,40}$/.test(field) ? { field } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter > 0
      ? { retryAfterSeconds: Math.min(Math.ceil(retryAfter), MAX_RETRY_AFTER_SECONDS) }
      : {}),
  }
}

// Nobody is told to come back later than an hour from now, whatever the platform says.
const MAX_RETRY_AFTER_SECONDS = 3600

function timeoutOf(kind: CallKind, explicit: number | undefined): number {
  if (explicit !== undefined) return explicit
  const e = env()
  if (kind === 'catalogue') return e.UPSTREAM_CATALOGUE_TIMEOUT_MS
  if (kind === 'money') return e.UPSTREAM_MONEY_TIMEOUT_MS
  return e.UPSTREAM_TIMEOUT_MS
}

// The time this attempt may take: the kind's, cut to what is left before the context's deadline.
function budgetOf(ctx: UpstreamContext, req: UpstreamRequest<z.ZodType>): number {
  const kind = req.kind ?? 'read'
  const own = timeoutOf(kind, req.timeoutMs)
  if (kind === 'money' || ctx.deadline === undefined) return own
  return Math.max(1, Math.min(own, ctx.deadline - Date.now()))
}

// One attempt: headers, encryption, timeout, envelope and schema.
async function attempt<S extends z.ZodType>(
  ctx: UpstreamContext,
  req: UpstreamRequest<S>,
  timeoutMs: number,
): Promise<UpstreamResult<z.infer<S>>> {
  const method = req.method ?? 'GET'
  const headers = baseHeaders(ctx)
  if (req.cookies && Object.keys(req.cookies).length > 0) {
    headers.set(
      'Cookie',
      Object.entries(req.cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; '),
    )
  }
  let body: string | undefined
  if (req.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8')
    body = new URLSearchParams(req.form).toString()
  } else if (req.json !== undefined) {
    headers.set('Content-Type', 'application/json;charset=UTF-8')
    if (req.encrypt) {
      const encrypted = encryptPayload(req.json, await rsaModulus(ctx))
      headers.set('Encryption', encrypted.encryptionHex)
      body = JSON.stringify(encrypted.body)
    } else {
      body = JSON.stringify(req.json)
    }
  }

  const res = await send(ctx, `${req.path}${queryString(req.query)}`, {
    method,
    headers,
    body,
    timeoutMs,
  })
  if (res.status === 504) throw new UpstreamError(TRANSPORT_ERRORS.timeout, 504, 'Upstream timeout')

  let payload: unknown
  try {
    payload = await res.json()
  } catch {
    const status = res.status >= 500 ? res.status : 502
    throw new UpstreamError(
      TRANSPORT_ERRORS.badResponse,
      status,
      `Upstream answered ${res.status} without JSON`,
    )
  }

  let value: unknown = payload
  if (!req.bare) {
    const envelope = Envelope.safeParse(payload)
    if (!envelope.success) {
      throw new UpstreamError(TRANSPORT_ERRORS.badResponse, 502, 'Upstream envelope malformed')
    }
    if (!envelope.data.success || !res.ok) {
      const code = envelope.data.errorCode ?? envelope.data.message ?? `http.${res.status}`
      throw new UpstreamError(
        code,
        res.ok ? 400 : res.status,
        envelope.data.message ?? code,
        failureDetails(envelope.data.value, res.headers.get('retry-after')),
      )
    }
    value = envelope.data.value
  } else if (!res.ok) {
    throw new UpstreamError(`http.${res.status}`, res.status)
  }

  const parsed = req.schema.safeParse(value)
  if (!parsed.success) {
    throw new UpstreamError(
      TRANSPORT_ERRORS.badResponse,
      502,
      `Unexpected shape from ${req.path}: ${z.prettifyError(parsed.error)}`,
    )
  }
  return { data: parsed.data, headers: res.headers }
}

// The outcome label of a call for the metrics: ok, refused (the platform said no), or the transport
// failure's own name (timeout, unreachable, bad_response, circuit_open).
function outcomeOf(error: unknown): string {
  if (!(error instanceof UpstreamError)) return 'error'
  const transport = Object.entries(TRANSPORT_ERRORS).find(([, code]) => code === error.code)
  if (!transport) return 'refused'
  return transport[0].replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
}

// Attempts guarded by the circuit breaker of the tenant's upstream, each counted and timed by call.
async function guarded<S extends z.ZodType>(
  ctx: UpstreamContext,
  req: UpstreamRequest<S>,
): Promise<UpstreamResult<z.infer<S>>> {
  const key = upstreamUrlOf(ctx.tenant)
  const m = metrics()
  const call = req.path.replace(/\d+/g, ':n')
  try {
    breaker.before(key)
  } catch (error) {
    m.upstreamCalls.inc({ call, outcome: outcomeOf(error) })
    throw error
  }
  const timeoutMs = budgetOf(ctx, req)
  const started = performance.now()
  try {
    const result = await attempt(ctx, req, timeoutMs)
    breaker.success(key)
    m.upstreamCalls.inc({ call, outcome: 'ok' })
    return result
  } catch (error) {
    // A call cut short by its page's deadline says nothing about whether the platform is up.
    const cutByPage = isTimeout(error) && timeoutMs < timeoutOf(req.kind ?? 'read', req.timeoutMs)
    if (isTransientFailure(error) && !cutByPage) breaker.failure(key)
    else breaker.neutral(key)
    m.upstreamCalls.inc({ call, outcome: outcomeOf(error) })
    throw error
  } finally {
    m.upstreamDuration.observe({ call }, (performance.now() - started) / 1000)
    m.breakerOpen.set({ upstream: key }, breaker.isOpen(key) ? 1 : 0)
  }
}

// Full jitter between 100 and 400 ms, so that many Portal instances do not retry in lockstep.
function jitter(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300))
}

function isTimeout(error: unknown): boolean {
  return error instanceof UpstreamError && error.code === TRANSPORT_ERRORS.timeout
}

function isDeadToken(error: unknown): boolean {
  return error instanceof UpstreamError && error.code === 'login.not.session'
}

// The one door to the platform, answering the parsed value together with the response headers.
export async function upstreamCall<S extends z.ZodType>(
  ctx: UpstreamContext,
  req: UpstreamRequest<S>,
): Promise<UpstreamResult<z.infer<S>>> {
  try {
    return await callPlatform(ctx, req)
  } catch (error) {
    // The request's record learns that the platform is down (lib/shell/unavailable.ts): a page that then
    // fails answers 503.
    if (isTransientFailure(error) || (isUpstreamError(error) && error.code === TRANSPORT_ERRORS.circuitOpen))
      notePlatformFailure()
    throw error
  }
}

async function callPlatform<S extends z.ZodType>(
  ctx: UpstreamContext,
  req: UpstreamRequest<S>,
): Promise<UpstreamResult<z.infer<S>>> {
  const method = req.method ?? 'GET'
  const auth = req.auth ?? 'optional'
  if (auth === 'required' && !ctx.token) throw new UpstreamError('nologin', 401, 'Login required')
  const callCtx: UpstreamContext = auth === 'none' ? { ...ctx, token: undefined } : ctx
  // Idempotent reads only: a login, a registration, a transfer or a bet is never sent twice.
  const retryable = method === 'GET' && req.retry !== false && req.kind !== 'money'

  const start = async (c: UpstreamContext) => {
    // Nothing is started once the page has had its time; that is no failure of the platform's.
    if (c.deadline !== undefined && req.kind !== 'money' && Date.now() >= c.deadline) {
      throw new UpstreamError(TRANSPORT_ERRORS.timeout, 504, 'Page deadline passed')
    }
    return guarded(c, req)
  }
  const once = async (c: UpstreamContext) => {
    try {
      return await start(c)
    } catch (error) {
      if (!retryable || !isTransientFailure(error) || isTimeout(error)) throw error
      await jitter()
      return start(c)
    }
  }

  try {
    return await once(callCtx)
  } catch (error) {
    if (!callCtx.token || !isDeadToken(error)) throw error
    await ctx.onSessionLost?.()
    if (auth === 'required' || method !== 'GET') throw error
    return once({ ...callCtx, token: undefined, onSessionLost: undefined })
  }
}

export async function upstream<S extends z.ZodType>(
  ctx: UpstreamContext,
  req: UpstreamRequest<S>,
): Promise<z.infer<S>> {
  return (await upstreamCall(ctx, req)).data
}

// Whether a tenant's upstream answers at all, and how fast (the health check): one call that needs no
// token, past the circuit breaker and without a retry, so that the probe sees the platform as it is.
export async function probeUpstream(
  tenant: Tenant,
  timeoutMs: number,
): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now()
  const ctx: UpstreamContext = { tenant, locale: tenant.defaultLocale }
  const ok = await send(ctx, `/wps/session/key/rsa?t=${Date.now()}`, { method: 'GET', timeoutMs }).then(
    (res) => res.ok,
    () => false,
  )
  return { ok, latencyMs: Math.round(performance.now() - started) }
}

// Set-Cookie values of an upstream answer by name (the platform binds a captcha to a cookie).
export function upstreamCookie(headers: Headers, name: string): string | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';')
    const at = pair?.indexOf('=') ?? -1
    if (pair && at > 0 && pair.slice(0, at).trim() === name) {
      return decodeURIComponent(pair.slice(at + 1).trim())
    }
  }
  return undefined
}
