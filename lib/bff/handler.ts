import 'server-only'
import { z } from 'zod'
import type { NextRequest } from 'next/server'
import type { Locale } from '@/i18n/locales'
import type { Feature } from '@/lib/features'
import { log } from '@/lib/observability/log'
import { metrics } from '@/lib/observability/metrics'
import { LIMITS, check, consume, escalationDelayMs, reset, type LimitPolicy } from '@/lib/rate-limit/limiter'
import { StoreUnavailableError } from '@/lib/rate-limit/store'
import { endSession, memberView, readSession, touchSession, type SessionData } from '@/lib/session'
import type { Tenant } from '@/lib/tenant/config'
import { tenantForHost } from '@/lib/tenant/registry'
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE, type MemberView, type SiteStatus } from '@/lib/types'
import { getSiteStatus } from '@/lib/upstream/catalogue'
import type { UpstreamContext } from '@/lib/upstream/client'
import { isUpstreamError } from '@/lib/upstream/errors'
import { BODY_LIMIT_HEADER, bodyLimit, readBody, tooLarge } from './body'
import { PortalError, toPortalError, type PortalErrorDetails } from './errors'
import { errorMessage } from './messages'
import { clientIp, isSameOrigin, isStateChanging, requestLocale } from './request-info'

// The one wrapper around every BFF route handler: tenant, language, Origin, session and role, feature
// switch, rate limits and input, then the handler body, then one response shape:
//   success  { ok: true, data }
//   failure  { ok: false, error: { code, message, fields?, captcha?, retryAfterSeconds? } }
// with the HTTP status of the error code. No stack trace or upstream text ever reaches the browser.

// 'any': signed in or not; 'guest': only without a session; 'trial': any signed-in account;
// 'member': a real (non-trial) account; 'agent': account types 1, 2, 41, 42.
export type Role = 'any' | 'guest' | 'trial' | 'member' | 'agent'

export type LimitRule<I> =
  | LimitPolicy
  | {
      policy: LimitPolicy
      // What the limit counts per (an account, a phone number); per client address when omitted.
      key?: (input: I, member: MemberView | null) => string | null | undefined
      // 'failure': only attempts that end in a client error count (e.g. wrong passwords), and a
      // success clears the count. 'answered': only attempts the platform accepted or refused count, not
      // those it never answered (down, slow, unreachable).
      count?: 'every' | 'failure' | 'answered'
    }

export type BffOptions<S extends z.ZodType | undefined> = {
  role?: Role
  // Feature switches that must all be on for the tenant (lib/features.ts).
  feature?: Feature | Feature[]
  rateLimit?:
    | LimitRule<S extends z.ZodType ? z.infer<S> : undefined>
    | Array<LimitRule<S extends z.ZodType ? z.infer<S> : undefined>>
  // Query parameters for GET, the JSON body otherwise.
  input?: S
  // Allowed while a default or expired password waits to be changed (change password, logout, session).
  duringPasswordChange?: boolean
  // Platform field names -> this route's input names, for the fields of a refused request.
  fieldNames?: Record<string, string>
  // For what browsers post on their own (violation reports): no Origin check. Such a route must change
  // nothing for anyone and use no session.
  crossSite?: boolean
}

export type BffContext<I> = {
  input: I
  // The live session (server side only: it holds the token), or null.
  session: SessionData | null
  member: MemberView | null
  // For lib/upstream calls: tenant, language, the token when signed in, and the session's end should
  // the platform call the token dead.
  upstream: UpstreamContext
  tenant: Tenant
  locale: Locale
  // The tenant's site status (feature switches, currency, rules), read lazily and cached.
  status: () => Promise<SiteStatus>
  req: NextRequest
  ip: string
  now: number
  // A limit that escalates was passed (e.g. an account's failed logins): the route asks for the captcha.
  escalated: boolean
}

// application/json, the structured `+json` types (application/reports+json) and application/csp-report.
const JSON_TYPE = /^\s*application\/(?:json|[\w.-]+\+json|csp-report)\s*(?:;|$)/i

function respond(body: unknown, status: number, extra?: Record<string, string>): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...extra },
  })
}

export function errorResponse(error: PortalError, locale: Locale): Response {
  const { fields, captcha, retryAfterSeconds } = error.details ?? {}
  const body = {
    ok: false as const,
    error: {
      code: error.code,
      message: errorMessage(locale, error.code),
      ...(fields ? { fields } : {}),
      ...(captcha ? { captcha: true } : {}),
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
    },
  }
  return respond(
    body,
    error.status,
    retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  )
}

function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  let value = raw
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

// Zod issues as field -> code, the codes forms translate (required, too_small, invalid_format, …).
function fieldErrors(error: z.ZodError, raw: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || '_'
    if (fields[name]) continue
    const given = valueAt(raw, issue.path)
    const missing = issue.path.length > 0 && (given === undefined || given === null || given === '')
    const custom = issue.code === 'custom' && /^[a-z_]{1,30}$/.test(issue.message) ? issue.message : null
    fields[name] = missing ? 'required' : (custom ?? issue.code)
  }
  return fields
}

async function readInput(req: NextRequest, schema: z.ZodType | undefined): Promise<unknown> {
  if (!schema) return undefined
  let raw: unknown
  if (req.method === 'GET' || req.method === 'HEAD') {
    raw = Object.fromEntries(req.nextUrl.searchParams.entries())
  } else {
    const type = req.headers.get('content-type') ?? ''
    const text = new TextDecoder().decode(await readBody(req, bodyLimit(req.nextUrl.pathname)))
    if (text.trim() === '') raw = {}
    else if (!JSON_TYPE.test(type)) throw new PortalError('invalid_input', { fields: { _: 'json' } })
    else {
      try {
        raw = JSON.parse(text)
      } catch {
        throw new PortalError('invalid_input', { fields: { _: 'json' } })
      }
    }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw new PortalError('invalid_input', { fields: fieldErrors(parsed.error, raw) })
  return parsed.data
}

function checkRole(role: Role, session: SessionData | null, lostSession: boolean, duringChange: boolean) {
  if (role === 'any') return
  if (role === 'guest') {
    if (session) throw new PortalError('already_signed_in')
    return
  }
  if (!session) throw new PortalError(lostSession ? 'session_expired' : 'unauthenticated')
  if (session.mustChangePassword && !duringChange) throw new PortalError('password_change_required')
  const type = session.member.type
  if (role === 'member' && type === TRIAL_ACCOUNT_TYPE) throw new PortalError('trial_account')
  if (role === 'agent' && !AGENT_ACCOUNT_TYPES.includes(type)) {
    throw new PortalError(type === TRIAL_ACCOUNT_TYPE ? 'trial_account' : 'forbidden')
  }
}

type NormalRule<I> = {
  policy: LimitPolicy
  key?: (input: I, member: MemberView | null) => string | null | undefined
  count: 'every' | 'failure' | 'answered'
}

function normalise<I>(rules: LimitRule<I> | LimitRule<I>[] | undefined): NormalRule<I>[] {
  const list = rules === undefined ? [] : Array.isArray(rules) ? rules : [rules]
  return list.map((rule) =>
    'policy' in rule
      ? { policy: rule.policy, key: rule.key, count: rule.count ?? 'every' }
      : { policy: rule, count: 'every' },
  )
}

function limited(policy: LimitPolicy, retryAfterSeconds: number): PortalError {
  metrics().limitRefusals.inc({ limit: policy.name })
  return new PortalError('rate_limited', { retryAfterSeconds })
}

// A limit that fails closed could not be counted: the attempt is refused as a short outage, never a 500.
function storeDown(): PortalError {
  metrics().limitRefusals.inc({ limit: 'store_down' })
  return new PortalError('upstream_unavailable', { retryAfterSeconds: 5 })
}

// The name, message and stack of a failure, for the log only (the browser never sees them).
function describe(error: unknown): { name?: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { message: String(error) }
  return { name: error.name, message: error.message, stack: error.stack }
}

export function bff<S extends z.ZodType | undefined = undefined, T = unknown>(
  options: BffOptions<S>,
  handler: (ctx: BffContext<S extends z.ZodType ? z.infer<S> : undefined>) => Promise<T>,
) {
  type I = S extends z.ZodType ? z.infer<S> : undefined
  const role = options.role ?? 'any'
  const features = options.feature === undefined ? [] : [options.feature].flat()
  const rules = normalise<I>(options.rateLimit as LimitRule<I> | LimitRule<I>[] | undefined)

  return async function route(req: NextRequest): Promise<Response> {
    const tenant = tenantForHost(req.headers.get('host'))
    const locale = tenant ? requestLocale(req.headers, tenant) : 'en'
    try {
      if (!tenant) throw new PortalError('not_found')
      // The production server stopped reading a body past the route's limit: whatever the route takes.
      if (req.headers.get(BODY_LIMIT_HEADER)) throw tooLarge()
      const writes = isStateChanging(req.method)
      if (writes && !options.crossSite && !isSameOrigin(req.headers)) throw new PortalError('bad_origin')

      const read = await readSession()
      let session = read.state === 'valid' ? read.session : null
      if (read.state === 'expired') await endSession({ revoke: true })
      else if (read.state === 'invalid' || read.state === 'revoked') await endSession({ revoke: false })
      const lost = read.state === 'expired' || read.state === 'revoked'

      checkRole(role, session, lost, options.duringPasswordChange ?? false)

      const ip = clientIp(req.headers)
      if (writes) {
        const verdict = await consume(LIMITS.writesIp, tenant.id, ip)
        if (!verdict.allowed) throw limited(LIMITS.writesIp, verdict.retryAfterSeconds)
      }

      const input = (await readInput(req, options.input)) as I

      let siteStatus: Promise<SiteStatus> | undefined
      const upstreamCtx: UpstreamContext = {
        tenant,
        locale,
        token: session?.token,
        clientIp: ip,
        onSessionLost: async () => {
          session = null
          await endSession({ revoke: false })
        },
      }
      const status = () => (siteStatus ??= getSiteStatus({ tenant, locale }))

      if (features.length > 0) {
        const { features: on } = await status()
        if (features.some((name) => !on[name])) throw new PortalError('feature_disabled')
      }

      const member = session ? memberView(session.member, session.mustChangePassword) : null
      const subjects = rules.map((rule) => {
        const subject = rule.key ? rule.key(input, member) : ip
        return subject ? { rule, subject: String(subject) } : null
      })
      // Failures per address are checked now and counted once known, so that successful logins of
      // many players behind one address never add up. Failures per account are counted up front (a
      // success clears them below), which keeps parallel guesses from slipping past the check.
      // Attempts the platform must answer to count are checked now and counted once it has.
      const countsLater = (rule: NormalRule<I>) =>
        (rule.count === 'failure' && rule.policy.scope === 'ip') || rule.count === 'answered'
      let excess = 0
      for (const entry of subjects) {
        if (!entry) continue
        const { rule, subject } = entry
        const verdict = countsLater(rule)
          ? await check(rule.policy, tenant.id, subject)
          : await consume(rule.policy, tenant.id, subject)
        if (verdict.allowed) continue
        if (rule.policy.over !== 'escalate') throw limited(rule.policy, verdict.retryAfterSeconds)
        excess = Math.max(excess, verdict.excess)
      }
      if (excess > 0) await new Promise((resolve) => setTimeout(resolve, escalationDelayMs(excess)))

      // Before the handler, so that a session it starts or ends is the last cookie written.
      if (session) await touchSession()

      let data: T
      try {
        data = await handler({
          input,
          session,
          member,
          upstream: upstreamCtx,
          tenant,
          locale,
          status,
          req,
          ip,
          now: read.now,
          escalated: excess > 0,
        })
      } catch (error) {
        const apiError = toPortalError(error)
        const failed = apiError.status >= 400 && apiError.status < 500 && apiError.code !== 'rate_limited'
        // The platform's own refusal; its failures (5xx) and the transport's (no answer) are not.
        const answered = isUpstreamError(error) && error.status < 500
        for (const entry of subjects) {
          if (!entry || !countsLater(entry.rule)) continue
          if (entry.rule.count === 'answered' ? answered : failed)
            await consume(entry.rule.policy, tenant.id, entry.subject)
        }
        throw error
      }
      for (const entry of subjects) {
        if (entry?.rule.count === 'answered') await consume(entry.rule.policy, tenant.id, entry.subject)
      }
      // A success clears an account's failures, never an address's: one working account must not
      // let its owner keep guessing the passwords of others.
      for (const entry of subjects) {
        if (entry?.rule.count === 'failure' && entry.rule.policy.scope === 'key') {
          await reset(entry.rule.policy, tenant.id, entry.subject)
        }
      }
      if (data instanceof Response) {
        const headers = new Headers(data.headers)
        headers.set('Cache-Control', 'no-store')
        return new Response(data.body, { status: data.status, headers })
      }
      return respond({ ok: true, data: data ?? null }, 200)
    } catch (error) {
      const storeIsDown = error instanceof StoreUnavailableError
      let apiError = storeIsDown ? storeDown() : toPortalError(error)
      const renames = options.fieldNames
      if (renames && apiError.details?.fields) {
        const fields = Object.fromEntries(
          Object.entries(apiError.details.fields).map(([name, code]) => [renames[name] ?? name, code]),
        )
        apiError = new PortalError(apiError.code, { ...apiError.details, fields })
      }
      if (apiError.code === 'internal') {
        log().error(
          { route: req.nextUrl.pathname, method: req.method, tenant: tenant?.id, err: describe(error) },
          'bff handler failed',
        )
      } else if (
        !storeIsDown &&
        (apiError.code === 'upstream_unavailable' || apiError.code === 'upstream_timeout')
      ) {
        // A limit store that is down has logged it already, once a minute at most (lib/rate-limit/store.ts).
        log().warn(
          { route: req.nextUrl.pathname, method: req.method, tenant: tenant?.id, err: describe(error) },
          'upstream unavailable',
        )
      }
      return errorResponse(apiError, locale)
    }
  }
}

export type { PortalErrorDetails }
