import 'server-only'
import { z } from 'zod'
import { upstreamLanguage, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Tenant } from '@/lib/tenant-config'
import { upstreamUrlOf } from '@/lib/tenant-registry'
import { encryptPayload } from './crypto'
import { TRANSPORT_ERRORS, UpstreamError } from './errors'

// Who the call is made for: the tenant decides merchant and base URL, the locale the Language header.
export type UpstreamContext = {
  tenant: Tenant
  locale: Locale
  token?: string
  clientIp?: string
}

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
  timeoutMs?: number
}

const Envelope = z.object({
  success: z.boolean(),
  value: z.unknown().optional(),
  message: z.string().nullish(),
  errorCode: z.string().nullish(),
})

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

// The one door to the platform: headers, encryption, timeout, envelope and schema.
export async function upstream<S extends z.ZodType>(
  ctx: UpstreamContext,
  req: UpstreamRequest<S>,
): Promise<z.infer<S>> {
  const method = req.method ?? 'GET'
  const headers = baseHeaders(ctx)
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
    timeoutMs: req.timeoutMs,
  })
  if (res.status === 504) throw new UpstreamError(TRANSPORT_ERRORS.timeout, 504, 'Upstream timeout')

  let payload: unknown
  try {
    payload = await res.json()
  } catch {
    throw new UpstreamError(TRANSPORT_ERRORS.badResponse, 502, `Upstream answered ${res.status} without JSON`)
  }

  let value: unknown = payload
  if (!req.bare) {
    const envelope = Envelope.safeParse(payload)
    if (!envelope.success) {
      throw new UpstreamError(TRANSPORT_ERRORS.badResponse, 502, 'Upstream envelope malformed')
    }
    if (!envelope.data.success || !res.ok) {
      const code = envelope.data.errorCode ?? envelope.data.message ?? `http.${res.status}`
      throw new UpstreamError(code, res.ok ? 400 : res.status, envelope.data.message ?? code)
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
  return parsed.data
}
