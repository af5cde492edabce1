// The browser's way to the BFF: same-origin JSON calls to /api/*, the page's language in a header, and
// one error type carrying the translated message the server chose.

export type ApiErrorBody = {
  code: string
  message: string
  fields?: Record<string, string>
  captcha?: boolean
  retryAfterSeconds?: number
}

export class ApiError extends Error {
  readonly code: string
  readonly status: number
  readonly fields: Record<string, string>
  readonly captcha: boolean
  readonly retryAfterSeconds: number | null

  constructor(status: number, body: ApiErrorBody) {
    super(body.message)
    this.name = 'ApiError'
    this.status = status
    this.code = body.code
    this.fields = body.fields ?? {}
    this.captcha = body.captcha ?? false
    this.retryAfterSeconds = body.retryAfterSeconds ?? null
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

// Fired on window when the BFF refuses something because the member must accept new terms first.
export const TERMS_REQUIRED_EVENT = 'portal:terms-required'

// When the network itself fails there is no server message; the caller passes its translated text.
const FALLBACK_MESSAGE = 'Network error'

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  // Query parameters for GET; the JSON body otherwise, or form data (files) sent as multipart.
  query?: Record<string, string | number | boolean | null | undefined>
  body?: unknown
  signal?: AbortSignal
  // Shown when the network fails before any answer (pass a translated string).
  networkErrorMessage?: string
}

function pageLocale(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return document.documentElement.lang || undefined
}

function withQuery(path: string, query: ApiFetchOptions['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path
}

type Envelope<T> = { ok: true; data: T } | { ok: false; error: ApiErrorBody }

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  if (!path.startsWith('/api/')) throw new Error(`apiFetch only calls the Portal's own /api routes: ${path}`)
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  const headers: Record<string, string> = { Accept: 'application/json' }
  const locale = pageLocale()
  if (locale) headers['X-Portal-Locale'] = locale
  let body: string | FormData | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined && method !== 'GET') {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }

  let res: Response
  try {
    res = await fetch(withQuery(path, method === 'GET' ? options.query : undefined), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
    })
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') throw error
    throw new ApiError(0, { code: 'network', message: options.networkErrorMessage ?? FALLBACK_MESSAGE })
  }

  let envelope: Envelope<T> | null = null
  try {
    envelope = (await res.json()) as Envelope<T>
  } catch {
    envelope = null
  }
  if (envelope && envelope.ok === true) return envelope.data
  if (envelope && envelope.ok === false && envelope.error) {
    // A refusal for terms not yet accepted: the terms dialog asks at once (components/legal/terms-gate.tsx).
    if (envelope.error.code === 'terms_required') window.dispatchEvent(new Event(TERMS_REQUIRED_EVENT))
    throw new ApiError(res.status, envelope.error)
  }
  throw new ApiError(res.status || 0, {
    code: res.status >= 500 ? 'upstream_unavailable' : 'internal',
    message: options.networkErrorMessage ?? FALLBACK_MESSAGE,
  })
}

// The SWR fetcher: the key is the /api path (with its query string).
export const apiFetcher = <T>(path: string) => apiFetch<T>(path)
